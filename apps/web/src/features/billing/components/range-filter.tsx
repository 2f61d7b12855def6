import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromDays, rangePresets, toDays, type DayRange } from '../lib/date-range.ts';

/**
 * A list's time filter: a day range kept in the address (both days included), with the quick
 * ranges the cost centre offers. Lists outside billing (my orders) take it from billing's index.
 */
export function RangeFilter({
  value,
  onChange,
}: {
  value: DayRange;
  onChange(range: { from: string; to: string }): void;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      value={fromDays(value)}
      presets={rangePresets().map((p) => ({ label: t(`billing.range.${p.key}`), value: p.value }))}
      onChange={(v) => onChange({ from: '', to: '', ...toDays(v) })}
      allowEmpty={[true, true]}
      data-testid="range-filter"
    />
  );
}
