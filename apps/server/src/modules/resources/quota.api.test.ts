import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { supportDesk } from '../workorders/test-support.ts';

const t = await testApp();

describe('quota requests (resourceManage/quota/*)', () => {
  it('records a request, lists it, and lets an administrator other than the asker review it once', async () => {
    const { token, tenant } = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, token, { name: 'Ali' });
    const ops = await makeUser(t, tenant.id, {
      role: 'cloudOps',
      accountType: 1,
      name: 'Olga Ops',
    });
    const opsToken = await signIn(t, ops.username);
    const { id } = await ok(
      t,
      calls.quotaCreate,
      {
        accountId,
        region: 'cn-hangzhou',
        item: 'vcpus',
        current: 100,
        requested: 200,
        reason: 'Peak',
      },
      { token: opsToken },
    );
    const mine = await ok(t, calls.quotaList, { mine: true }, { token: opsToken });
    expect(mine.list[0]).toMatchObject({
      id,
      status: 'pending',
      accountName: 'Ali',
      provider: 'ALI',
      requestedBy: 'Olga Ops',
    });

    // cloudOps cannot review (v9-2 is an administrator's), nor may anyone review their own.
    expect(
      (await call(t, calls.quotaReview, { id, decision: 'approve' }, { token: opsToken })).code,
    ).toBe(403);
    const own = await ok(
      t,
      calls.quotaCreate,
      { accountId, region: 'cn-hangzhou', item: 'eips', current: 1, requested: 5, reason: 'Mine' },
      { token },
    );
    expect(
      (await call(t, calls.quotaReview, { id: own.id, decision: 'approve' }, { token })).code,
    ).toBe(403);

    await ok(t, calls.quotaReview, { id, decision: 'approve', comment: 'ok' }, { token });
    const again = await call(t, calls.quotaReview, { id, decision: 'reject' }, { token });
    expect(again.code).toBe(409);
    expect(again.message).toContain('approved');
    const approved = await ok(t, calls.quotaList, { status: 'approved' }, { token });
    expect(approved.list[0]).toMatchObject({ id, reviewComment: 'ok', status: 'approved' });
    expect(approved.list[0]!.reviewedBy).not.toBeNull();

    // The asker may withdraw a pending request; nobody else may.
    expect((await call(t, calls.quotaWithdraw, { id: own.id }, { token: opsToken })).code).toBe(
      403,
    );
    expect(await ok(t, calls.quotaWithdraw, { id: own.id }, { token })).toEqual({ affected: 1 });
  });

  it('refuses bad requests and other tenants', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, a.token);
    const base = {
      accountId,
      region: 'cn-hangzhou',
      item: 'vcpus',
      current: 10,
      requested: 20,
      reason: 'x',
    };
    for (const junk of [
      { ...base, requested: 5 },
      { ...base, item: 'unicorns' },
      { ...base, reason: '' },
      { ...base, current: -1 },
      { ...base, region: 'mars-1' },
    ]) {
      expect(
        (await call(t, calls.quotaCreate, junk, { token: a.token })).code,
        JSON.stringify(junk),
      ).toBe(400);
    }
    expect((await call(t, calls.quotaCreate, base, { token: b.token })).code).toBe(404);
    const { id } = await ok(t, calls.quotaCreate, base, { token: a.token });
    expect(
      (await call(t, calls.quotaReview, { id, decision: 'approve' }, { token: b.token })).code,
    ).toBe(404);
    expect((await ok(t, calls.quotaList, {}, { token: b.token })).total).toBe(0);
    expect((await ok(t, calls.quotaList, {}, { token: a.token })).list[0]!.status).toBe('pending');
  });
});

describe('quota requests on the support desk (issue 14 §1)', () => {
  it('opens a work order of category quota with each request, linked both ways', async () => {
    const desk = await supportDesk(t);
    const { token } = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, token, { name: 'Ali' });
    const { id } = await ok(
      t,
      calls.quotaCreate,
      {
        accountId,
        region: 'cn-hangzhou',
        item: 'vcpus',
        current: 10,
        requested: 20,
        reason: 'Peak',
      },
      { token, lang: 'zh-CN' },
    );
    const [request] = (await ok(t, calls.quotaList, {}, { token })).list;
    expect(request!.workOrderId).not.toBeNull();
    const order = await ok(
      t,
      calls.workOrderDetail,
      { id: request!.workOrderId! },
      { token: desk.token },
    );
    expect(order).toMatchObject({
      category: 'quota',
      quotaRequestId: id,
      number: request!.workOrderNumber,
      description: 'Peak',
    });
    // Asked in Chinese, read in each reader's language.
    expect(order.title).toBe('Quota: vCPUs 10 → 20 (Ali, cn-hangzhou)');
    const zh = await ok(
      t,
      calls.workOrderDetail,
      { id: request!.workOrderId! },
      { token: desk.token, lang: 'zh-CN' },
    );
    expect(zh.title).toMatch(/^配额：.+ 10 → 20（Ali，cn-hangzhou）$/);
    const listed = await ok(t, calls.workOrderList, {}, { token });
    expect(listed.list[0]!.title).toBe(order.title);
  });

  it('opens neither when the request is refused', async () => {
    const { token } = await adminOfNewTenant(t);
    const accountId = await addSimAccount(t, token);
    const bad = {
      accountId,
      region: 'mars-1',
      item: 'vcpus',
      current: 1,
      requested: 2,
      reason: 'x',
    };
    expect((await call(t, calls.quotaCreate, bad, { token })).code).toBe(400);
    expect((await ok(t, calls.workOrderList, {}, { token })).total).toBe(0);
  });
});
