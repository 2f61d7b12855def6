import { describe, expect, it } from 'vitest';
import { consoleFor, headerEntries, startDecision } from './console-rules.ts';

describe('console rules (spec sections 4, 6, 8)', () => {
  it('bars customType 2 and 3', () => {
    expect(startDecision({ customType: 2, loginNum: 5 }, 5).kind).toBe('barred');
    expect(startDecision({ customType: 3, loginNum: 1 }, null).kind).toBe('barred');
  });

  it('asks for a new password on the first sign-in when no loginNum is stored', () => {
    expect(startDecision({ customType: 1, loginNum: 1 }, null).kind).toBe('first-login');
    expect(startDecision({ customType: 1, loginNum: 1 }, 1).kind).toBe('enter');
    expect(startDecision({ customType: 1, loginNum: 2 }, null).kind).toBe('enter');
  });

  it('warns a cloud steward asking for console 1 and sends them to 2', () => {
    expect(consoleFor(5, 1)).toEqual({ loginFlag: 2, warn: true });
    expect(consoleFor(5, 2)).toEqual({ loginFlag: 2, warn: false });
    expect(consoleFor(1, 1)).toEqual({ loginFlag: 1, warn: false });
  });

  it('shows work orders with v3-5 and messages with v3-6, or both for accountType 0', () => {
    // [accountType, authCodes, work orders shown, messages shown]
    const cases = [
      [0, 'v1,', true, true],
      [1, 'v1,v3-5,', true, false],
      [1, 'v1,v3-6,', false, true],
      [1, 'all', true, true],
    ] as const;
    for (const [accountType, authCodes, workOrders, messages] of cases)
      expect(headerEntries({ accountType, authCodes })).toEqual({ workOrders, messages });
  });
});
