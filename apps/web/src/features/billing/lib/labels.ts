import type { TFunction } from 'i18next';

/** A provider's name for billing screens; an unknown code shows as sent. */
export const providerName = (t: TFunction, code: string): string =>
  code ? t(`billing.provider.${code}`, { defaultValue: code }) : '—';

/** The words export files use for a coded column, in the reader's language. */
export const valueWords = (
  t: TFunction,
  prefix: string,
  values: readonly string[],
): Record<string, string> => Object.fromEntries(values.map((v) => [v, t(`${prefix}.${v}`)]));
