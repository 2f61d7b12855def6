import { describe, expect, it } from 'vitest';
import { REVIEW_KINDS, calls } from '@ecloud/contract';
import { call, testApp } from '../../../test/harness.ts';
import { customer, platform, rechargeBody } from './test/fixtures.ts';

const t = await testApp();
const p = await platform(t);

describe('the review queue, one kind at a time (the reviewers’ screen has a tab per kind)', () => {
  it('answers every kind, pending only or everything', async () => {
    const c = await customer(t);
    await call(t, calls.rechargeSubmit, rechargeBody(p, 100), { token: c.token });
    for (const kind of REVIEW_KINDS)
      for (const pendingOnly of [true, false]) {
        const res = await call(t, calls.reviewQueue, { kind, pendingOnly }, { token: p.token });
        expect(res.code, `${kind} ${pendingOnly}`).toBe(200);
      }
  });
});
