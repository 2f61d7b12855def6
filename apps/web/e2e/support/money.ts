import type { Page } from 'playwright-core';

/** "¥1,234.56" (or "1,234.56") as fen, read from the digits. */
export function fen(text: string): number {
  const m = /(-?)¥?\s*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no amount in "${text}"`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]));
}

/** The amount an antd statistic with that test id shows, in fen. */
export const amountOf = async (page: Page, testId: string) =>
  fen(await page.getByTestId(testId).locator('.ant-statistic-content').innerText());

/** What spending can draw on: vouchers, allocated funds and cash, from the bill overview. */
export async function spendable(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/console/userCenter/costCenter/index`);
  let sum = 0;
  for (const kind of ['cash', 'voucher', 'allocated']) {
    const cell = page.getByTestId(`balance-${kind}`).locator('.ant-statistic-content');
    await cell.waitFor();
    sum += fen(await cell.innerText());
  }
  return sum;
}
