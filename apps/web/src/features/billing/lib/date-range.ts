import dayjs, { type Dayjs } from 'dayjs';

/** A day range as kept in the address (YYYY-MM-DD, both days included). */
export interface DayRange {
  from?: string;
  to?: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * The instants a list call filters by: from the start of the first day, up to (not
 * including) the start of the day after the last, in the browser's time zone.
 */
export function rangeInstants(range: DayRange): { from?: string; to?: string } {
  const from = range.from ? dayjs(range.from, DAY) : undefined;
  const to = range.to ? dayjs(range.to, DAY) : undefined;
  return {
    from: from?.isValid() ? from.startOf('day').toISOString() : undefined,
    to: to?.isValid() ? to.startOf('day').add(1, 'day').toISOString() : undefined,
  };
}

export const toDays = (value: [Dayjs | null, Dayjs | null] | null): DayRange => ({
  from: value?.[0]?.format(DAY) ?? '',
  to: value?.[1]?.format(DAY) ?? '',
});

export const fromDays = (range: DayRange): [Dayjs, Dayjs] | null =>
  range.from && range.to ? [dayjs(range.from, DAY), dayjs(range.to, DAY)] : null;

/** The quick ranges expense centres offer beside the calendar. */
export function rangePresets(now: Dayjs = dayjs()): { key: string; value: [Dayjs, Dayjs] }[] {
  const today = now.startOf('day');
  return [
    { key: 'last7', value: [today.subtract(6, 'day'), today] },
    { key: 'thisMonth', value: [today.startOf('month'), today] },
    {
      key: 'lastMonth',
      value: [
        today.subtract(1, 'month').startOf('month'),
        today.subtract(1, 'month').endOf('month').startOf('day'),
      ],
    },
    { key: 'last3Months', value: [today.subtract(3, 'month').add(1, 'day'), today] },
    { key: 'thisYear', value: [today.startOf('year'), today] },
  ];
}
