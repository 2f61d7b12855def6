import type { TFunction } from 'i18next';

/**
 * A provider's display name from the one catalogue (spec section 3) that the cloud screens use
 * too, so a provider never has two names; an unknown code shows as sent.
 */
export const providerName = (t: TFunction, code: string): string =>
  code ? t(`provider.${code}.name`, { defaultValue: code }) : '—';

/** The words export files use for a coded column, in the reader's language. */
export const valueWords = (
  t: TFunction,
  prefix: string,
  values: readonly string[],
): Record<string, string> => Object.fromEntries(values.map((v) => [v, t(`${prefix}.${v}`)]));
