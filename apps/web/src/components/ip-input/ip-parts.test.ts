import { describe, expect, it } from 'vitest';
import { ipFromString, pasteInto, sanitizeOctet, validateIp } from './ip-parts.ts';

describe('IP address parts (spec section 5)', () => {
  it('clamps each part to 0 through 255', () => {
    expect(sanitizeOctet('300')).toBe('255');
    expect(sanitizeOctet('255')).toBe('255');
    expect(sanitizeOctet('0')).toBe('0');
    expect(sanitizeOctet('007')).toBe('7');
  });

  it('turns non-numeric input into empty', () => {
    expect(sanitizeOctet('a')).toBe('');
    expect(sanitizeOctet('1a')).toBe('');
    expect(sanitizeOctet('-1')).toBe('');
    expect(sanitizeOctet(' ')).toBe('');
  });

  it("says 'empty' when nothing is entered", () => {
    expect(validateIp(['', '', '', ''])).toBe('empty');
  });

  it("says 'invalid' unless the whole is a dotted quad", () => {
    expect(validateIp(['192', '168', '', '1'])).toBe('invalid');
    expect(validateIp(['192', '168', '0', '1'])).toBeNull();
    expect(validateIp(['0', '0', '0', '0'])).toBeNull();
  });

  it('reads and spreads pasted addresses', () => {
    expect(ipFromString('10.0.300.x')).toEqual(['10', '0', '255', '']);
    expect(pasteInto(['', '', '', ''], 1, '10.20.30')).toEqual(['', '10', '20', '30']);
  });
});
