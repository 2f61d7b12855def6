import { describe, expect, it } from 'vitest';
import { holdsAuditCode } from './codes.ts';

describe('the reviewing side’s codes', () => {
  it('are held only by name', () => {
    expect(holdsAuditCode('v1,audit,audit-1,', 'audit-1')).toBe(true);
    expect(holdsAuditCode('v1,audit,', 'audit-1')).toBe(false);
    expect(holdsAuditCode('v1,xaudit-1,', 'audit-1')).toBe(false);
  });

  it("are never granted by 'all' (a customer's administrator must not confirm their own recharge)", () => {
    expect(holdsAuditCode('all', 'audit')).toBe(false);
    expect(holdsAuditCode('', 'audit')).toBe(false);
    expect(holdsAuditCode(null, 'audit')).toBe(false);
  });
});
