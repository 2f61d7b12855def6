import { z } from 'zod';
import { idSchema, pageInput } from '../common/paging.ts';
import { MAX_FEN } from './codes.ts';

/** The building blocks every billing schema shares: money, keys, text, time ranges, reviews. */

/** Money is integer fen. Inputs are positive and bounded; outputs may be zero or negative. */
export const fenInput = z.number().int().min(1).max(MAX_FEN);
export const fen = z.number().int();

/**
 * Client-generated (a UUID is ideal), kept by the client until it has an answer. The same key
 * with the same request returns the first result and moves nothing again; the same key with a
 * different request is refused with 409.
 */
export const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'v.idempotencyKey' });

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** A calendar day or an ISO date-time; list filters compare created times. */
export const when = z.iso.datetime({ offset: true }).or(z.iso.date());
export const timeRange = { from: when.optional(), to: when.optional() };
export const keyword = { keyword: text(64).optional() };
export const remark = text(200).optional();

/** Review of a pending item by the reviewing side. */
export const reviewInput = z
  .object({
    idempotencyKey,
    id: idSchema,
    approve: z.boolean(),
    reason: text(200).optional(),
  })
  .refine((v) => v.approve || (v.reason?.length ?? 0) > 0, {
    message: 'v.rejectReason',
    path: ['reason'],
  });

export const idInput = z.object({ id: idSchema });

/** What a money-moving call answers: the business row and its ledger transaction. */
export const moneyResultOutput = z.object({ id: idSchema, txnId: z.string() });

/**
 * A tenant's request the platform reviews, as its list shows it: whose it is, its own fields,
 * its state and the review trail.
 */
export const requestSchema = <St extends z.ZodType, S extends z.ZodRawShape>(status: St, own: S) =>
  z.object({
    id: idSchema,
    tenantId: idSchema,
    tenantName: z.string(),
    ...own,
    status,
    rejectReason: z.string(),
    submittedBy: z.string(),
    reviewedBy: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
  });

/** The filters of a request list: time, keyword, the request's own ones and its state. */
export const requestListInput = <St extends z.ZodType, S extends z.ZodRawShape>(
  status: St,
  own?: S,
) => pageInput.extend({ ...timeRange, ...keyword, ...own, status: status.optional() });
