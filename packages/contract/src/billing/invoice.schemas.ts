import { z } from 'zod';
import { idSchema, pageOf } from '../common/paging.ts';
import {
  fen,
  fenInput,
  idempotencyKey,
  remark,
  requestListInput,
  requestSchema,
  requiredText,
  text,
} from './fields.ts';

/** Invoice titles and invoices. */

export const INVOICE_TYPES = ['normal', 'special'] as const;
export const INVOICE_STATUSES = ['submitted', 'approved', 'issued', 'rejected'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export const invoiceTitleSchema = z.object({
  id: idSchema,
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export const invoiceTitleListOutput = z.array(invoiceTitleSchema);
/** A unified social credit code: 15, 18 or 20 characters of digits and capitals. */
export const taxNoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/, { message: 'v.taxNo' });
export const invoiceTitleSaveInput = z.object({
  id: idSchema.optional(),
  title: requiredText(100),
  taxNo: taxNoSchema,
  bankName: text(100).default(''),
  bankAccount: text(40).default(''),
  address: text(200).default(''),
  phone: text(32).default(''),
  isDefault: z.boolean().default(false),
});
export const invoiceableOutput = z.object({
  /** Paid consumption (cash and appropriated funds, net of refunds). */
  paidConsumption: fen,
  /** Requested and not rejected. */
  invoiced: fen,
  invoiceable: fen,
});
export const invoiceRequestInput = z.object({
  idempotencyKey,
  titleId: idSchema,
  amount: fenInput,
  type: z.enum(INVOICE_TYPES),
  email: z.email().max(128),
  address: text(200).default(''),
  remark,
});
export const invoiceSchema = requestSchema(invoiceStatusSchema, {
  title: z.string(),
  taxNo: z.string(),
  type: z.enum(INVOICE_TYPES),
  amount: fen,
  email: z.string(),
  address: z.string(),
  remark: z.string(),
  invoiceNo: z.string(),
  issuedAt: z.string().nullable(),
});
export const invoiceListInput = requestListInput(invoiceStatusSchema);
export const invoicePage = pageOf(invoiceSchema);
/** The reviewing side issues an approved invoice with its number. */
export const invoiceIssueInput = z.object({
  idempotencyKey,
  id: idSchema,
  invoiceNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,32}$/, { message: 'v.invoiceNo' }),
});
