import type { TFunction } from 'i18next';

/** Select options for coded values, worded from `workOrders.<group>.<value>`. */
export const wordOptions = (t: TFunction, group: string, values: readonly string[]) =>
  values.map((v) => ({ value: v, label: t(`workOrders.${group}.${v}`) }));
