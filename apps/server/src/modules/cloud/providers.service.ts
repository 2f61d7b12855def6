import type { calls } from '@ecloud/contract';
import { ACCOUNT_HEALTH, PROVIDERS, type AccountHealth, type ProviderItem } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import { CloudError } from '../../cloud/adapter.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { regionsOf } from '../../cloud/simulated/catalogue.ts';
import { accountStates } from './accounts.repository.ts';
import { ownAccount } from './accounts.service.ts';

/** An account the console can work with: enabled, and its keys were not refused. */
const USABLE: readonly AccountHealth[] = ACCOUNT_HEALTH.filter(
  (h) => h !== 'invalid_credentials' && h !== 'unchecked',
);

/** The provider catalogue as the caller's tenant sees it (spec section 3). */
export async function listProviders(
  ctx: ServiceContext,
  _input: CallIn<typeof calls.getCloud>,
): Promise<ProviderItem[]> {
  const rows = await accountStates(ctx.deps.db, ctx.auth.user.tenantId);
  return PROVIDERS.map((p, i): ProviderItem => {
    const mine = rows.filter((r) => r.provider === p.code);
    return {
      id: i + 1,
      code: p.code,
      name: translate(ctx.lang, `provider.${p.code}.name` as MessageKey),
      type: mine.length ? 0 : 1,
      used: mine.some((r) => r.status === 1 && USABLE.includes(r.health as AccountHealth)),
      logo: `provider-${p.mark}`,
      mark: p.mark,
      consumeSign: p.consumeSign,
      chartColor: p.chartColor,
      introduce: translate(ctx.lang, `provider.${p.code}.introduce` as MessageKey),
      opened: p.opened,
      applied: p.applied,
      accountCount: mine.length,
    };
  });
}

/** The provider's regions: from the catalogue, or asked of the cloud through an account. */
export const listRegions: ServiceOf<typeof calls.getCloudRegion> = async (ctx, input) => {
  if (!input.accountId) return regionsOf(input.provider);
  const a = await ownAccount(ctx, input.accountId);
  if (a.provider !== input.provider) throw notFound('cloud.accountNotFound');
  try {
    return await adapterForAccount(ctx.deps, a, 'interactive').listRegions();
  } catch (err) {
    if (!(err instanceof CloudError)) throw err;
    throw badInput('cloud.providerError', {
      message: err.message,
      requestId: err.requestId ?? '-',
    });
  }
};
