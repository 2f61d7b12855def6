import { z } from 'zod';
import { idSchema } from '../common/paging.ts';
import { wireNumber } from '../common/wire-number.ts';

/** The platform's professional services (issue 14 §3), each written in both languages. */

export const SERVICE_PRICE_UNITS = ['project', 'month', 'quote'] as const;
export const servicePriceUnitSchema = z.enum(SERVICE_PRICE_UNITS);

const lines = z.array(z.string().trim().min(1).max(300)).min(1).max(20);
export const serviceTextSchema = z.object({
  name: z.string().trim().min(1).max(60),
  summary: z.string().trim().min(1).max(300),
  scope: lines,
  deliverables: lines,
  process: lines,
});
export type ServiceText = z.infer<typeof serviceTextSchema>;

export const serviceCardSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  summary: z.string(),
  /** Fen; null when the price is on quote. */
  priceFen: z.number().int().nullable(),
  unit: servicePriceUnitSchema,
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export const serviceListOutput = z.array(serviceCardSchema);
export const serviceDetailOutput = serviceCardSchema.extend({
  scope: z.array(z.string()),
  deliverables: z.array(z.string()),
  process: z.array(z.string()),
});
export type ServiceDetail = z.infer<typeof serviceDetailOutput>;

export const serviceIdInput = z.object({ id: idSchema });
export const serviceRequestInput = z.object({
  id: idSchema,
  description: z.string().trim().min(1).max(2000),
  contact: z.string().trim().min(1).max(100),
});
export const serviceRequestOutput = z.object({ workOrderId: idSchema });

export const serviceSaveInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z][a-zA-Z0-9-]{1,39}$/, { message: 'v.serviceCode' }),
    'en-US': serviceTextSchema,
    'zh-CN': serviceTextSchema,
    unit: servicePriceUnitSchema,
    priceFen: wireNumber(z.number().int().min(1).max(10_000_000_000)).optional(),
    sort: wireNumber(z.number().int().min(0).max(1000)).default(100),
    enabled: z.boolean().default(true),
  })
  .refine((v) => (v.unit === 'quote') === (v.priceFen === undefined), {
    message: 'v.servicePrice',
    path: ['priceFen'],
  });

/** A catalogue entry as the platform edits it: both languages, published or not. */
export const serviceEntrySchema = z.object({
  id: idSchema,
  code: z.string(),
  'en-US': serviceTextSchema,
  'zh-CN': serviceTextSchema,
  unit: servicePriceUnitSchema,
  priceFen: z.number().int().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export const serviceCatalogueOutput = z.array(serviceEntrySchema);
