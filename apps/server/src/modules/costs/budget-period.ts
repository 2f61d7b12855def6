import type { BudgetPeriodName } from './budgets.repository.ts';

const DAY = 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** A budget's period that holds `today` (a billing day, UTC+8): its key, first and last day. */
export interface BudgetWindow {
  key: string;
  from: string;
  to: string;
  days: number;
}

export function budgetWindow(period: BudgetPeriodName, today: string): BudgetWindow {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  let key: string;
  let first: number;
  let months: number;
  if (period === 'month') {
    key = today.slice(0, 7);
    first = m;
    months = 1;
  } else if (period === 'quarter') {
    const q = Math.ceil(m / 3);
    key = `${y}-Q${q}`;
    first = (q - 1) * 3 + 1;
    months = 3;
  } else {
    key = String(y);
    first = 1;
    months = 12;
  }
  const from = `${y}-${pad(first)}-01`;
  const end = new Date(Date.UTC(y, first - 1 + months, 1) - DAY);
  const to = end.toISOString().slice(0, 10);
  return { key, from, to, days: Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1 };
}
