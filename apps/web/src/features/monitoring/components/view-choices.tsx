import type { TFunction } from 'i18next';
import { ALL_CLOUDS, BUSINESS_TYPES, PROVIDER_CODES, type ViewCloud } from '@ecloud/contract';
import { codeOptions } from '../../../lib/code-options.ts';

/** A view's cloud in words: a provider's name, or "all clouds". */
export const cloudLabel = (t: TFunction, code: ViewCloud) =>
  code === ALL_CLOUDS ? t('monitoring.allClouds') : t(`provider.${code}.name`);

export const cloudOptions = (t: TFunction) =>
  ([ALL_CLOUDS, ...PROVIDER_CODES] as ViewCloud[]).map((code) => ({
    value: code,
    label: cloudLabel(t, code),
  }));

export const businessTypeOptions = (t: TFunction) =>
  codeOptions(t, 'monitoring.businessType', BUSINESS_TYPES);
