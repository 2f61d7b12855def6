import type { TFunction } from 'i18next';

/** 0 means "only when asked"; otherwise minutes or hours. */
export function intervalLabel(t: TFunction, minutes: number): string {
  if (minutes === 0) return t('cloud.interval.manual');
  if (minutes % 60 === 0) return t('cloud.interval.hours', { count: minutes / 60 });
  return t('cloud.interval.minutes', { count: minutes });
}
