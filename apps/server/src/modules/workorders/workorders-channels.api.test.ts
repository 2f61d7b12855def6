import { afterAll, describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { ok, testApp } from '../../../test/harness.ts';
import { makeUser, signIn } from '../../../test/fixtures.ts';
import { JobRunner } from '../../jobs/index.ts';
import { notifyJobKinds } from '../notify/notify.jobs.ts';
import { SECRETS, startRobots } from '../notify/test-servers.ts';
import { customer, openOrder, supportDesk } from './test-support.ts';

/**
 * Work-order changes also reach the told side's notification channels (issue 14 §1: "and the
 * channels of #9"): the customer's when support answers, the platform's when a customer opens
 * one, once per organisation, signed and recorded as 'workOrder' notices.
 */
const robots = await startRobots();
// The receivers listen on loopback, so this app is the operator who allowed private targets.
const t = await testApp({ notifyAllowPrivate: true });
const runner = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
  ...notifyJobKinds(t.app.deps),
);
afterAll(() => runner.stop());
const desk = await supportDesk(t);

/** A webhook of the signed-in person's organisation, named its work-order recipient. */
async function workOrderHook(token: string, path: string) {
  const { id } = await ok(
    t,
    calls.notifyChannelSave,
    {
      name: 'Work orders',
      kind: 'webhook',
      url: `${robots.base}${path}`,
      secret: SECRETS.webhook,
      language: 'en-US',
    },
    { token },
  );
  await ok(t, calls.notifyRecipientsSet, { subject: 'workOrder', channelIds: [id] }, { token });
}
const posted = (path: string) => robots.received.filter((r) => r.path === path);

describe('work orders told to notification channels', () => {
  it('tells the platform’s channel of a new order and the customer’s of support’s reply', async () => {
    const platformAdmin = await makeUser(t, desk.tenant.id, { role: 'administrator' });
    await workOrderHook(await signIn(t, platformAdmin.username), '/hook/desk');
    const c = await customer(t);
    await workOrderHook(c.token, '/hook/customer');

    const id = await openOrder(t, c.token);
    await runner.drain();
    expect(posted('/hook/desk')).toHaveLength(1);
    expect(JSON.stringify(posted('/hook/desk')[0]!.body)).toMatch(/New work order #\d+/);
    expect(posted('/hook/customer')).toHaveLength(0); // the actor's side is not told

    await ok(t, calls.workOrderReply, { id, body: 'Looking into it' }, { token: desk.token });
    await runner.drain();
    expect(posted('/hook/customer')).toHaveLength(1);
    expect(JSON.stringify(posted('/hook/customer')[0]!.body)).toMatch(/New reply in work order/);
    expect(posted('/hook/desk')).toHaveLength(1);
    expect([...posted('/hook/desk'), ...posted('/hook/customer')].every((r) => r.verified)).toBe(
      true,
    );
    const sent = await ok(t, calls.notifyDeliveryList, { warningType: 'workOrder' }, c);
    expect(sent.list.map((d) => [d.channel, d.status])).toEqual([['webhook', 'sent']]);
  });

  it('sends nothing to channels while the organisation names no work-order recipients', async () => {
    const c = await customer(t);
    const before = robots.received.length;
    await openOrder(t, c.token);
    await runner.drain();
    const theirs = await ok(t, calls.notifyDeliveryList, { warningType: 'workOrder' }, c);
    expect(theirs.total).toBe(0);
    // The platform's hook from the first test still hears of the new order.
    expect(robots.received.length - before).toBeLessThanOrEqual(1);
  });
});
