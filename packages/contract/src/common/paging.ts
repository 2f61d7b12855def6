import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { wireNumber } from './wire-number.ts';

export const pageInput = z.object({
  page: wireNumber(z.number().int().min(1)).default(1),
  pageSize: wireNumber(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(PAGE_SIZE_DEFAULT),
});

export const sortOrder = z.enum(['ascend', 'descend']);
export type SortOrder = z.infer<typeof sortOrder>;

/** A list page: sorting is opt-in per call, by a closed set of fields. */
export const sortInput = <F extends readonly [string, ...string[]]>(fields: F) =>
  z.object({ sortField: z.enum(fields).optional(), sortOrder: sortOrder.optional() });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

export const idSchema = z.uuid();
export const idsInput = z.object({ ids: z.array(idSchema).min(1).max(500) });
export const isoDateTime = z.string();

/** A yes/no filter: a boolean, or 'true' / 'false' as an address bar carries it. */
export const yesNoFilter = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional();
