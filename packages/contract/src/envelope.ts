import { z } from 'zod';
import { SESSION_EXPIRED_CODE, SUCCESS_CODE } from './constants.ts';

/**
 * The code catalogue. Every answer carries one of these in `code`; HTTP stays 200 except for
 * requests that never reached a handler (malformed JSON, oversized body, unknown path).
 */
export const ResultCode = {
  ok: SUCCESS_CODE,
  badInput: 400,
  badSignature: 401,
  forbidden: 403,
  notFound: 404,
  sessionInvalid: SESSION_EXPIRED_CODE,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyAttempts: 429,
  serverError: 500,
  timeout: 504,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export const isSuccess = (e: Pick<Envelope<unknown>, 'code'>): boolean => e.code === SUCCESS_CODE;
