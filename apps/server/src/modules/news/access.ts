import { NEWS_CODE, holdsByName } from '@ecloud/contract';
import { forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { isPlatformTenant } from '../billing/tenants.repository.ts';

/**
 * Writing news: NEWS_CODE held by name (a customer's administrator holds 'all', which must not
 * reach the platform's news) by a person of a platform tenant. Checked by the service itself,
 * so the demo seed and any other caller meet the same rule as the API.
 */
export async function requireEditor(ctx: ServiceContext): Promise<void> {
  if (!holdsByName(ctx.auth.authCodes, NEWS_CODE)) throw forbidden('news.editorsOnly');
  if (!(await isPlatformTenant(ctx.deps.db, ctx.auth.user.tenantId))) {
    throw forbidden('news.editorsOnly');
  }
}
