import type { ProviderCode } from '../providers.ts';
import type { ProviderItem } from './schemas.ts';

/**
 * Spec section 4, maintenance users' cloud list. Our reading (docs/decisions.md, Cloud):
 * "the provider named after one particular cloud is shown renamed": QINGYUN, whose API is
 * QingCloud's, is shown as the platform's own Zhongjin cloud; "providers of type 1 other than
 * one specific code are skipped": resale-only providers (type 1) are dropped, except QINGYUN,
 * the platform's own cloud, which is always managed here.
 */
export const RENAMED_PROVIDER: ProviderCode = 'QINGYUN';
export const KEPT_TYPE1_PROVIDER: ProviderCode = 'QINGYUN';

export function maintenanceCloudList(items: readonly ProviderItem[]): ProviderItem[] {
  return items.filter((i) => i.used && (i.type !== 1 || i.code === KEPT_TYPE1_PROVIDER));
}

/** The session's cloudOptions (spec section 3: value and label) from the provider items. */
export const cloudOptionsOf = (items: readonly ProviderItem[]) =>
  maintenanceCloudList(items).map((i) => ({ value: i.code, label: i.name }));
