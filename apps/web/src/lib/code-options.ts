import type { TFunction } from 'i18next';

/**
 * A select's options for a closed set of codes, each worded under `prefix.code` in the locales
 * (as `codeTag` colours them), so a new set is a prefix, not a mapping.
 */
export const codeOptions = <C extends string | number>(
  t: TFunction,
  prefix: string,
  codes: readonly C[],
) => codes.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
