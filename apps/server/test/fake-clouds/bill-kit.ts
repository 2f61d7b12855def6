import { expect } from 'vitest';
import type { BillSource, FocusRow } from '../../src/cloud/bills.ts';
import type { FakeServer } from './server.ts';

/** Every row of a period, page by page as the ingest reads it, with the cursors it went through. */
export async function readPeriod(
  source: BillSource,
  period: string,
): Promise<{ rows: FocusRow[]; cursors: (string | undefined)[] }> {
  const rows: FocusRow[] = [];
  const cursors: (string | undefined)[] = [];
  let cursor: string | undefined;
  do {
    cursors.push(cursor);
    const page = await source.page(period, cursor);
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor);
  return { rows, cursors };
}

/** Times (ms) between the requests the fake received from index `from` on. */
export const requestGaps = (fake: FakeServer & { times: number[] }, from = 0) =>
  fake.times.slice(from + 1).map((t, i) => t - fake.times[from + i]!);

/** Records when each request arrived, for the rate-limit spacing checks. */
export function timed<F extends FakeServer>(fake: F): F & { times: number[] } {
  const times: number[] = [];
  const push = fake.requests.push.bind(fake.requests);
  fake.requests.push = (...items) => {
    for (let i = 0; i < items.length; i++) times.push(performance.now());
    return push(...items);
  };
  return Object.assign(fake, { times });
}

/** Line keys are unique in the period: the store keys rows by them. */
export function expectUniqueKeys(rows: FocusRow[]): void {
  expect(new Set(rows.map((r) => r.lineKey)).size).toBe(rows.length);
}
