import { describe, expect, it } from 'vitest';
import type { FocusRow } from '../../cloud/bills.ts';
import { inReportingCurrency, NoFxRate, parseFxRates } from './fx.ts';

const row = (over: Partial<FocusRow>): FocusRow =>
  ({
    billedCost: 100,
    effectiveCost: 90,
    listCost: 120,
    billingCurrency: 'USD',
    x: { x_UsageType: 'BoxUsage' },
    ...over,
  }) as FocusRow;

describe('foreign-currency bills in CNY (FX_RATES)', () => {
  it('parses rates exactly and refuses a malformed one', () => {
    expect(parseFxRates('USD=7.1, EUR=7.7215,JPY=0.0475')).toEqual({
      USD: 71_000n,
      EUR: 77_215n,
      JPY: 475n,
    });
    expect(parseFxRates('')).toEqual({});
    for (const bad of ['USD=7.12345', 'usd=7', 'USD=', 'USD=0', 'USD=-1', 'USD 7'])
      expect(() => parseFxRates(bad), bad).toThrow(/FX_RATES/);
  });

  it('converts cents to fen in integers, half away from zero, keeping the original in x_', () => {
    const out = inReportingCurrency(row({}), parseFxRates('USD=7.1'));
    expect(out).toMatchObject({
      billedCost: 710,
      effectiveCost: 639,
      listCost: 852,
      billingCurrency: 'CNY',
      x: {
        x_UsageType: 'BoxUsage',
        x_OriginalCurrency: 'USD',
        x_OriginalBilledCost: '100',
        x_ExchangeRate: '7.1000',
      },
    });
    // 1 cent at 7.125 is 7.125 fen: 7; 3 cents is 21.375: 21; -1 cent is -7.125: -7.
    const r = parseFxRates('USD=7.125');
    expect(inReportingCurrency(row({ billedCost: 1 }), r).billedCost).toBe(7);
    expect(inReportingCurrency(row({ billedCost: 2 }), r).billedCost).toBe(14);
    expect(inReportingCurrency(row({ billedCost: -1 }), r).billedCost).toBe(-7);
    // 0.5 fen rounds away from zero both ways.
    const half = parseFxRates('USD=0.5');
    expect(inReportingCurrency(row({ billedCost: 1 }), half).billedCost).toBe(1);
    expect(inReportingCurrency(row({ billedCost: -1 }), half).billedCost).toBe(-1);
    // A currency without minor units (yen): 100 yen at 0.0475 is 4.75 yuan, 475 fen.
    expect(
      inReportingCurrency(
        row({ billedCost: 100, billingCurrency: 'JPY' }),
        parseFxRates('JPY=0.0475'),
      ).billedCost,
    ).toBe(475);
  });

  it('passes CNY rows unchanged and refuses a currency without a rate', () => {
    const cny = row({ billingCurrency: 'CNY' });
    expect(inReportingCurrency(cny, {})).toBe(cny);
    expect(() =>
      inReportingCurrency(row({ billingCurrency: 'EUR' }), parseFxRates('USD=7')),
    ).toThrow(NoFxRate);
  });
});
