import { describe, expect, it } from 'vitest';
import { holdsAuditCode } from './codes.ts';

/** Each case: the user's authCodes, the audit code asked for, whether they hold it. */
const expectHeld = (cases: [string | null, string, boolean][]) => {
  for (const [authCodes, code, held] of cases) {
    expect(holdsAuditCode(authCodes, code), `${authCodes} ${code}`).toBe(held);
  }
};

describe('the reviewing side’s codes', () => {
  it('are held only by name', () => {
    expectHeld([
      ['v1,audit,audit-1,', 'audit-1', true],
      ['v1,audit,', 'audit-1', false],
      ['v1,xaudit-1,', 'audit-1', false],
    ]);
  });

  it("are never granted by 'all' (a customer's administrator must not confirm their own recharge)", () => {
    expectHeld([
      ['all', 'audit', false],
      ['', 'audit', false],
      [null, 'audit', false],
    ]);
  });
});
