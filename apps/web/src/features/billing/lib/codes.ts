import { hasAll } from '@ecloud/contract';

/**
 * Whether the user holds a reviewing-side code by name. 'all' does not grant these: a
 * customer's administrator must not confirm their own recharge (the server refuses it too).
 */
export function holdsAuditCode(authCodes: string | null | undefined, code: string): boolean {
  if (!authCodes || hasAll(authCodes)) return false;
  return authCodes
    .split(',')
    .map((c) => c.trim())
    .includes(code);
}
