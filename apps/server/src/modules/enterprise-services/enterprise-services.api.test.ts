import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { customer, supportDesk } from '../workorders/test-support.ts';

const t = await testApp();
const desk = await supportDesk(t);

const text = (name: string) => ({
  name,
  summary: `${name} summary`,
  scope: ['a'],
  deliverables: ['b'],
  process: ['c'],
});
const ENTRY = {
  code: 'migration',
  unit: 'project',
  priceFen: 5_000_000,
  'en-US': text('Cloud migration'),
  'zh-CN': text('上云迁移'),
};

describe('enterprise services (v12)', () => {
  it('lets only the platform’s support staff manage the catalogue, in both languages', async () => {
    const c = await customer(t);
    expect((await call(t, calls.serviceSave, ENTRY, { token: c.token })).code).toBe(403);
    const { id } = await ok(t, calls.serviceSave, ENTRY, { token: desk.token });
    expect((await ok(t, calls.serviceList, {}, { token: c.token }))[0]).toMatchObject({
      id,
      name: 'Cloud migration',
      priceFen: 5_000_000,
    });
    const zh = await ok(t, calls.serviceDetail, { id }, { token: c.token, lang: 'zh-CN' });
    expect(zh).toMatchObject({ name: '上云迁移', scope: ['a'] });
    // A price unless on quote, and none then: named by field.
    for (const junk of [
      { ...ENTRY, unit: 'quote' },
      { ...ENTRY, priceFen: undefined },
      { ...ENTRY, code: 'Bad code' },
      { ...ENTRY, 'zh-CN': { ...text('x'), scope: [] } },
    ]) {
      const res = await call(t, calls.serviceSave, junk, { token: desk.token });
      expect(res.code, JSON.stringify(junk)).toBe(400);
    }
    // Saving the same code again changes the entry; a disabled one leaves the catalogue.
    await ok(t, calls.serviceSave, { ...ENTRY, enabled: false }, { token: desk.token });
    expect(await ok(t, calls.serviceList, {}, { token: c.token })).toEqual([]);
    expect((await call(t, calls.serviceDetail, { id }, { token: c.token })).code).toBe(404);
    // The platform still lists it, unpublished, with both languages to edit; a customer may not.
    const all = await ok(t, calls.serviceCatalogue, {}, { token: desk.token });
    expect(all.find((e) => e.id === id)).toMatchObject({
      code: 'migration',
      enabled: false,
      priceFen: 5_000_000,
      'en-US': { name: 'Cloud migration', scope: ['a'] },
      'zh-CN': { name: '上云迁移' },
    });
    expect((await call(t, calls.serviceCatalogue, {}, { token: c.token })).code).toBe(403);
    await ok(t, calls.serviceSave, ENTRY, { token: desk.token });
  });

  it('opens a work order of category service with the request, which support sees', async () => {
    const c = await customer(t);
    const [service] = await ok(t, calls.serviceList, {}, { token: c.token });
    const { workOrderId } = await ok(
      t,
      calls.serviceRequest,
      { id: service!.id, description: 'Two racks by March', contact: 'li@example.com' },
      { token: c.token },
    );
    const order = await ok(t, calls.workOrderDetail, { id: workOrderId }, { token: desk.token });
    expect(order).toMatchObject({ category: 'service', title: 'Service request: Cloud migration' });
    expect(order.description).toContain('Two racks by March');
    expect(order.description).toContain('li@example.com');
    const bad = await call(
      t,
      calls.serviceRequest,
      { id: service!.id, description: '', contact: 'x' },
      { token: c.token },
    );
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('description');
    const unknown = await call(
      t,
      calls.serviceRequest,
      { id: crypto.randomUUID(), description: 'x', contact: 'x' },
      { token: c.token },
    );
    expect(unknown.code).toBe(404);
  });
});
