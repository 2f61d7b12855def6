import { describe, expect, it } from 'vitest';
import { fenToYuan, money, yuanToFen } from './money.ts';

describe('money on the web (integer fen, never floats)', () => {
  it('reads yuan digits exactly', () => {
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1')).toBe(100);
    expect(yuanToFen('1.5')).toBe(150);
    expect(yuanToFen('1,234.56')).toBe(123456);
    expect(yuanToFen(' 10.01 ')).toBe(1001);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(19.99)).toBe(1999);
  });

  it('refuses what is not a plain amount with at most 2 decimals', () => {
    for (const bad of [
      '',
      'abc',
      '1.234',
      '-1',
      '1e3',
      '.5',
      '1.',
      null,
      undefined,
      '99999999999999',
    ])
      expect(yuanToFen(bad as string), String(bad)).toBeNull();
  });

  it('shows fen in yuan with two decimals', () => {
    expect(money(123456)).toBe('¥1,234.56');
    expect(money(5)).toBe('¥0.05');
    expect(money(-2990)).toBe('-¥29.90');
    expect(money(null)).toBe('—');
    expect(fenToYuan(123450)).toBe('1234.50');
    expect(yuanToFen(fenToYuan(987654321))).toBe(987654321);
  });
});
