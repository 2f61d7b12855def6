import { describe, expect, it } from 'vitest';
import { AUDIT_CODES, AUDIT_CODE_LIST, CUSTOM_TYPE, ResultCode } from '@ecloud/contract';
import { platformTenants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { systemContext, type SystemActor } from '../../lib/request-context.ts';
import { makeTenant, makeUser } from '../../../test/fixtures.ts';
import { testApp } from '../../../test/harness.ts';
import { key, spendBody } from './test/fixtures.ts';
import { reviewRecharge, submitRecharge } from './recharge.service.ts';
import { grantVoucher } from './voucher.service.ts';
import { spend } from './spend.service.ts';
import { reviewQueue } from './review.service.ts';
import { setPartnerRate, rebateSummary } from './partner.service.ts';
import { listWithdrawals, submitWithdrawal } from './withdrawal.service.ts';
import { verifyBankAccount } from './bank-account.service.ts';

// Who may do what is the services' own rule: these call them directly, as a job, the demo seed
// or another domain would, with no route in between, and must be refused the same way.
const t = await testApp();

async function person(
  opts: { kind?: 'enterprise' | 'channel'; platform?: boolean } & Partial<SystemActor> = {},
) {
  const tenant = await makeTenant(t, { kind: opts.kind });
  if (opts.platform) await t.database.db.insert(platformTenants).values({ tenantId: tenant.id });
  const user = await makeUser(t, tenant.id);
  return systemContext(t.app.deps, {
    tenantId: tenant.id,
    tenantName: tenant.name,
    tenantKind: tenant.kind,
    userId: user.id,
    ...opts,
  });
}

async function refusal(work: Promise<unknown>) {
  const e: unknown = await work.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return { code: (e as AppError).code, key: (e as AppError).key };
}
const auditorOnly = { code: ResultCode.forbidden, key: 'billing.auditorOnly' };
const channelOnly = { code: ResultCode.forbidden, key: 'billing.channelOnly' };
const review = () => ({ idempotencyKey: key(), id: crypto.randomUUID(), approve: true });

describe('billing services check who may, whoever calls them', () => {
  it('refuses the reviewing side to anyone but a platform person holding the code by name', async () => {
    // A tenant's administrator with 'all', a customer holding the codes by name, and a platform
    // person without them: none is a reviewer.
    const admin = await person({ authCodes: 'all' });
    const named = await person({ authCodes: AUDIT_CODE_LIST.join(',') });
    const platformNoCodes = await person({ platform: true, authCodes: 'all' });
    for (const ctx of [admin, named, platformNoCodes]) {
      expect(await refusal(reviewRecharge(ctx, review()))).toEqual(auditorOnly);
      expect(await refusal(verifyBankAccount(ctx, { id: review().id, approve: true }))).toEqual(
        auditorOnly,
      );
      expect(await refusal(spend(ctx, spendBody(ctx.auth.user.tenantId, 100)))).toEqual(
        auditorOnly,
      );
      expect(
        await refusal(
          grantVoucher(ctx, {
            idempotencyKey: key(),
            tenantId: ctx.auth.user.tenantId,
            name: 'v',
            amount: 100,
            expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          }),
        ),
      ).toEqual(auditorOnly);
      expect(
        await refusal(setPartnerRate(ctx, { tenantId: ctx.auth.user.tenantId, rateBp: 100 })),
      ).toEqual(auditorOnly);
      expect(await refusal(reviewQueue(ctx, { page: 1, pageSize: 10, pendingOnly: true }))).toEqual(
        auditorOnly,
      );
    }

    // The same calls pass the rule for a platform reviewer (and then meet the data's own rules).
    const reviewer = await person({ platform: true, authCodes: AUDIT_CODE_LIST.join(',') });
    const page = await reviewQueue(reviewer, { page: 1, pageSize: 10, pendingOnly: true });
    expect(page.page).toBe(1);
    expect(await refusal(reviewRecharge(reviewer, review()))).toEqual({
      code: ResultCode.notFound,
      key: 'billing.rechargeNotFound',
    });
    // ...and consumption is posted against customers only.
    expect(await refusal(spend(reviewer, spendBody(reviewer.auth.user.tenantId, 100)))).toEqual({
      code: ResultCode.forbidden,
      key: 'billing.notACustomer',
    });
    const recharger = await person({
      platform: true,
      authCodes: AUDIT_CODES.recharge,
    });
    expect(
      await refusal(reviewQueue(recharger, { page: 1, pageSize: 10, pendingOnly: true })),
    ).toEqual(auditorOnly);
  });

  it('refuses channel-only work to a tenant that is not a channel partner, even with all', async () => {
    const enterprise = await person({ authCodes: 'all' });
    expect(await refusal(rebateSummary(enterprise))).toEqual(channelOnly);
    expect(await refusal(listWithdrawals(enterprise, { page: 1, pageSize: 10 }))).toEqual(
      channelOnly,
    );
    expect(
      await refusal(
        submitWithdrawal(enterprise, {
          idempotencyKey: key(),
          amount: 100,
          bankAccountId: crypto.randomUUID(),
        }),
      ),
    ).toEqual(channelOnly);

    const partner = await person({ kind: 'channel', authCodes: 'all' });
    expect((await rebateSummary(partner)).available).toBe(0);
  });

  it('refuses a recharge to a contract customer', async () => {
    const contract = await person({ customType: CUSTOM_TYPE.contract });
    expect(
      await refusal(
        submitRecharge(contract, {
          idempotencyKey: key(),
          amount: 100,
          payerName: 'x',
          payerBank: 'y',
          payerAccount: '6222 0210 1234 8866',
          transferRef: 'TR1',
          transferDate: '2026-11-20',
          publicAccountId: crypto.randomUUID(),
        }),
      ),
    ).toEqual({ code: ResultCode.forbidden, key: 'billing.contractNoRecharge' });
  });
});
