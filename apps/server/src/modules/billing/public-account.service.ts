import type { z } from 'zod';
import { AUDIT_CODES, type publicAccountListInput } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireAuditor } from './access.ts';
import { normaliseAccountNo } from './bank-account.service.ts';
import * as repo from './public-account.repository.ts';

/** The platform's receiving accounts: customers see the enabled ones, the platform keeps them. */

export async function publicAccountOptions(ctx: ServiceContext) {
  const page = await repo.publicAccountList(ctx.deps.db, { page: 1, pageSize: 100, enabled: true });
  return page.list;
}

export async function listPublicAccounts(
  ctx: ServiceContext,
  input: z.output<typeof publicAccountListInput>,
) {
  await requireAuditor(ctx, AUDIT_CODES.publicAccounts);
  return repo.publicAccountList(ctx.deps.db, input);
}

export async function savePublicAccount(
  ctx: ServiceContext,
  input: {
    id?: string;
    accountName: string;
    bankName: string;
    branch: string;
    accountNo: string;
    remark: string;
    enabled: boolean;
  },
) {
  await requireAuditor(ctx, AUDIT_CODES.publicAccounts);
  const { id, ...fields } = input;
  const values = { ...fields, accountNo: normaliseAccountNo(fields.accountNo) };
  if (id) {
    if (!(await repo.updatePublicAccount(ctx.deps.db, id, values))) {
      throw notFound('billing.publicAccountNotFound');
    }
    return { id };
  }
  return { id: await repo.insertPublicAccount(ctx.deps.db, values, ctx.deps.now()) };
}

/** An account recharges were sent to is kept: the records refer to it. */
export async function deletePublicAccount(ctx: ServiceContext, input: { id: string }) {
  await requireAuditor(ctx, AUDIT_CODES.publicAccounts);
  if (await repo.publicAccountInUse(ctx.deps.db, input.id)) {
    throw conflict('billing.publicAccountInUse');
  }
  if (!(await repo.deletePublicAccountRow(ctx.deps.db, input.id))) {
    throw notFound('billing.publicAccountNotFound');
  }
  return { affected: 1 };
}
