import { describe, expect, it } from 'vitest';
import { billingCalls } from '../../../../../packages/contract/src/billing/calls.ts';
import { calls, noInput, type CallDef } from '@ecloud/contract';
import { call, testApp } from '../../../test/harness.ts';
import { customer, platform } from './test/fixtures.ts';

const t = await testApp();
const p = await platform(t);
const admin = await customer(t);
const partner = await customer(t, { kind: 'channel' });
const ops = await customer(t, { role: 'cloudOps' });
const defs = Object.values(billingCalls) as CallDef[];

describe('every billing call', () => {
  it('answers junk with the bad-input code, never a 500', async () => {
    const junk: unknown[] = [
      { page: 'x', amount: -1, id: 'nope', idempotencyKey: '!' },
      { amount: 1.5, idempotencyKey: 'short' },
      { amount: '100', tenantId: 42, subTenantId: [], approve: 'yes' },
      { data: 'not base64 at all', contentType: 'text/html', filename: '' },
      { from: 'yesterday', to: 12, status: 'whatever', kind: 'free' },
    ];
    for (const def of defs) {
      if (def.input === noInput) continue;
      for (const token of [admin.token, partner.token, p.token]) {
        for (const body of junk) {
          const res = await call(t, def, body as Record<string, unknown>, { token });
          expect(
            [200, 400, 403, 404, 409],
            `${def.path} ${JSON.stringify(body)} -> ${res.message}`,
          ).toContain(res.code);
        }
      }
    }
  });

  it('refuses people without the cost-centre codes', async () => {
    for (const def of defs) {
      const res = await call(t, def, {}, { token: ops.token });
      expect(res.code, def.path).toBe(403);
    }
  });

  it('serves the no-input calls to the people they are for', async () => {
    for (const def of defs.filter((d) => d.input === noInput)) {
      const res = await call(
        t,
        def,
        {},
        {
          token: def.code.startsWith('a-')
            ? p.token
            : def.code.startsWith('v3-3.')
              ? partner.token
              : admin.token,
        },
      );
      expect(res.code, `${def.path}: ${res.message}`).toBe(200);
    }
    const home = await call(t, calls.billingHome, {}, { token: p.token });
    expect(home.data?.reviewPending).not.toBeNull();
    const mine = await call(t, calls.billingHome, {}, { token: admin.token });
    expect(mine.data?.reviewPending).toBeNull();
  });
});
