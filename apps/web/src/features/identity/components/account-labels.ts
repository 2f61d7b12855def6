import type { TFunction } from 'i18next';

export const accountTypeLabel = (t: TFunction, accountType: number) =>
  t(accountType === 0 ? 'identity.accountType.primary' : 'identity.accountType.sub');

export const customTypeLabel = (t: TFunction, customType: number) =>
  t(`identity.customType.${customType}`, { defaultValue: String(customType) });
