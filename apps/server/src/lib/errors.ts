import { ResultCode } from '@ecloud/contract';
import type { MessageKey } from './i18n.ts';

/** A failure a service reports to the caller. One handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Already-localised detail (e.g. validation issues) appended to the message. */
    readonly detail?: string,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badInput = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(ResultCode.badInput, key, params);
export const forbidden = (
  key: MessageKey = 'error.forbidden',
  params?: Record<string, string | number>,
) => new AppError(ResultCode.forbidden, key, params);
export const notFound = (
  key: MessageKey = 'error.notFound',
  params?: Record<string, string | number>,
) => new AppError(ResultCode.notFound, key, params);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(ResultCode.conflict, key, params);
export const sessionInvalid = () => new AppError(ResultCode.sessionInvalid, 'error.sessionInvalid');
