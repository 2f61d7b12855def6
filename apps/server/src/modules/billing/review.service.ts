import type { z } from 'zod';
import { AUDIT_CODES, type reviewQueueInput } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { requireAuditor } from './access.ts';
import * as repo from './review.repository.ts';
import { customerTenants } from './tenants.repository.ts';

/** Everything waiting for the platform, across tenants: the reviewing side's only. */
export async function reviewQueue(ctx: ServiceContext, input: z.output<typeof reviewQueueInput>) {
  await requireAuditor(ctx, AUDIT_CODES.queue);
  return repo.reviewQueue(ctx.deps.db, input);
}

/** The tenants operations staff may grant vouchers to or post consumption against. */
export async function tenantOptions(ctx: ServiceContext) {
  await requireAuditor(ctx, AUDIT_CODES.operations);
  return customerTenants(ctx.deps.db);
}
