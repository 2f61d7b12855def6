import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorDigits, periodDays, ruledState } from './bill-kit.ts';

describe('bill kit', () => {
  it('turns decimal amounts into minor units on the digits, half away from zero', () => {
    expect(decimalToMinor('0.015')).toBe(2);
    expect(decimalToMinor('-0.015')).toBe(-2);
    expect(decimalToMinor('-0.004')).toBe(0);
    expect(decimalToMinor(1.005)).toBe(101); // a float would make it 100.49999...
    expect(decimalToMinor('1234567.89512345')).toBe(123456790);
    expect(decimalToMinor('.5')).toBe(50);
    expect(decimalToMinor('12')).toBe(1200);
    expect(decimalToMinor('0.00000001')).toBe(0);
    expect(decimalToMinor(1e-7)).toBe(0);
    // Exponent text, as Cost Explorer may write it: the point moves on the digits.
    expect(decimalToMinor('1.5E-2')).toBe(2);
    expect(decimalToMinor('-1.2E-1')).toBe(-12);
    expect(decimalToMinor('4.9999e-3')).toBe(0);
    expect(decimalToMinor('2E3')).toBe(200000);
    expect(decimalToMinor('1.23456e2')).toBe(12346);
    expect(decimalToMinor(1.5e21)).toBe(150000000000000000000000);
    expect(decimalToMinor('100', 0)).toBe(100);
    expect(decimalToMinor('1.5', 0)).toBe(2);
    expect(decimalToMinor(undefined)).toBe(0);
    expect(decimalToMinor('')).toBe(0);
    expect(() => decimalToMinor('1,00')).toThrow(/decimal/);
  });

  it('knows each currency’s minor unit', () => {
    expect([minorDigits('CNY'), minorDigits('USD'), minorDigits('JPY')]).toEqual([2, 2, 0]);
  });

  it('lists the period’s days up to the billing day now falls in', () => {
    expect(periodDays('2026-02', new Date('2026-02-02T17:00:00Z'))).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
    ]);
    expect(periodDays('2026-02', new Date('2026-05-01T00:00:00Z'))).toHaveLength(28);
    expect(periodDays('2026-06', new Date('2026-05-01T00:00:00Z'))).toEqual([]);
  });

  it('states a period by a rule of lag and closing day', () => {
    const rule = { lagMs: 3_600_000, finalDay: 5, finalHour: 0 };
    expect(ruledState('2026-02', new Date('2026-02-01T00:00:00Z'), rule)).toEqual({
      final: false,
      dataThrough: new Date('2026-01-31T23:00:00Z'),
    });
    // Before the period starts, nothing is in it yet.
    expect(ruledState('2026-03', new Date('2026-02-01T00:00:00Z'), rule).dataThrough).toEqual(
      new Date('2026-02-28T16:00:00Z'),
    );
    expect(ruledState('2026-02', new Date('2026-03-04T16:00:00Z'), rule).final).toBe(true);
  });
});
