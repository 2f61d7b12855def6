import { z } from 'zod';

export const EXPORT_PATH = '/api/v1/export/file';
export const EXPORT_CODE = 'x-1.1';
/** The most rows one export writes; beyond it the file says it was cut short. */
export const EXPORT_MAX_ROWS = 100_000;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportColumnSchema = z.object({
  /** A field of the list's rows; dotted for nested values (e.g. provider.name). */
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.]+$/),
  title: z.string().min(1).max(64),
  kind: z.enum(['text', 'number', 'money', 'datetime', 'date']).default('text'),
  /** Words for coded values (status 1 -> 'Enabled'), in the reader's language. */
  values: z.record(z.string().max(64), z.string().max(64)).optional(),
});
export type ExportColumn = z.input<typeof exportColumnSchema>;

/** Export the rows of a list call, filtered as the screen shows them. */
export const exportInput = z.object({
  path: z.string().min(1).max(200),
  input: z.record(z.string(), z.unknown()).default({}),
  format: z.enum(EXPORT_FORMATS),
  filename: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[^\\/:*?"<>|]+$/),
  columns: z.array(exportColumnSchema).min(1).max(60),
});
