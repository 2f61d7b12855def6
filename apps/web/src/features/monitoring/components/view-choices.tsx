import type { TFunction } from 'i18next';
import { ALL_CLOUDS, BUSINESS_TYPES, PROVIDER_CODES, type ViewCloud } from '@ecloud/contract';

/** A view's cloud in words: a provider's name, or "all clouds". */
export const cloudLabel = (t: TFunction, code: ViewCloud) =>
  code === ALL_CLOUDS ? t('monitoring.allClouds') : t(`provider.${code}.name`);

export const cloudOptions = (t: TFunction) =>
  ([ALL_CLOUDS, ...PROVIDER_CODES] as ViewCloud[]).map((code) => ({
    value: code,
    label: cloudLabel(t, code),
  }));

export const businessTypeOptions = (t: TFunction) =>
  BUSINESS_TYPES.map((n) => ({ value: n, label: t(`monitoring.businessType.${n}`) }));
