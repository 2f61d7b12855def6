import type { calls, ChannelKind, Language } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { allOfTenant, distinct, requireAll } from '../../lib/all-or-none.ts';
import * as repo from './contacts.repository.ts';
import { checkTarget, TargetRefused } from './target-guard.ts';

const tenantOf = (ctx: ServiceContext) => ctx.auth.user.tenantId;
const iso = (d: Date) => d.toISOString();

export const listContacts: ServiceOf<typeof calls.notifyContactList> = async (ctx) =>
  (await repo.listContacts(ctx.deps.db, tenantOf(ctx))).map((c) => ({
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    language: c.language as Language,
    createdAt: iso(c.createdAt),
  }));

export const saveContact: ServiceOf<typeof calls.notifyContactSave> = async (ctx, input) => {
  const { id, ...fields } = input;
  const saved = await repo.saveOwned(
    ctx.deps.db,
    repo.TABLES.contact,
    tenantOf(ctx),
    id,
    fields,
    ctx.deps.now(),
  );
  if (!saved) throw notFound('notify.contactNotFound');
  return { id: saved };
};

export const deleteContacts: ServiceOf<typeof calls.notifyContactDelete> = (ctx, input) =>
  allOfTenant(ctx, input.ids, 'notify.contactNotFound', (tx, tenantId, ids) =>
    repo.deleteRows(tx, repo.TABLES.contact, tenantId, ids),
  );

export const listGroups: ServiceOf<typeof calls.notifyGroupList> = async (ctx) =>
  (await repo.listGroups(ctx.deps.db, tenantOf(ctx))).map((g) => ({
    id: g.id,
    name: g.name,
    contactIds: g.contactIds,
    createdAt: iso(g.createdAt),
  }));

export const saveGroup: ServiceOf<typeof calls.notifyGroupSave> = (ctx, input) =>
  ctx.deps.db.transaction(async (tx) => {
    const tenantId = tenantOf(ctx);
    const members = distinct(input.contactIds);
    requireAll(
      await repo.countOwned(tx, repo.TABLES.contact, tenantId, members),
      members,
      'notify.contactNotFound',
    );
    const id = await repo.saveOwned(
      tx,
      repo.TABLES.group,
      tenantId,
      input.id,
      { name: input.name },
      ctx.deps.now(),
    );
    if (!id) throw notFound('notify.groupNotFound');
    await repo.setMembers(tx, tenantId, id, members);
    return { id };
  });

export const deleteGroups: ServiceOf<typeof calls.notifyGroupDelete> = (ctx, input) =>
  allOfTenant(ctx, input.ids, 'notify.groupNotFound', (tx, tenantId, ids) =>
    repo.deleteRows(tx, repo.TABLES.group, tenantId, ids),
  );

/** Robot keys and tokens travel in the query: the list shows where, never them. */
const maskUrl = (url: string) => {
  const u = new URL(url);
  for (const k of [...u.searchParams.keys()]) u.searchParams.set(k, '***');
  return u.toString().replace(/%2A/g, '*');
};

export const listChannels: ServiceOf<typeof calls.notifyChannelList> = async (ctx) =>
  (await repo.listChannels(ctx.deps.db, tenantOf(ctx))).map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind as ChannelKind,
    url: maskUrl(c.url),
    hasSecret: c.secret !== '',
    language: c.language as Language,
    createdAt: iso(c.createdAt),
  }));

/**
 * A target must be reachable without entering our own network (checked again at every send,
 * as names can be re-pointed). A webhook is always signed, so it needs a secret.
 */
export const saveChannel: ServiceOf<typeof calls.notifyChannelSave> = async (ctx, input) => {
  const { id, secret, ...fields } = input;
  const tenantId = tenantOf(ctx);
  const old = id ? await repo.findChannel(ctx.deps.db, tenantId, id) : undefined;
  if (id && !old) throw notFound('notify.channelNotFound');
  if (fields.kind === 'webhook' && !secret && !(old?.kind === 'webhook' && old.secret))
    throw badInput('notify.secretRequired');
  try {
    await checkTarget(fields.url, ctx.deps.config.notifyAllowPrivate);
  } catch (err) {
    if (err instanceof TargetRefused) throw badInput('notify.privateTarget', { host: err.host });
    throw badInput('notify.unresolvable', { host: new URL(fields.url).hostname });
  }
  const sealed = secret
    ? { secret: ctx.deps.keyring.seal(secret) }
    : old && old.kind !== fields.kind
      ? { secret: '' }
      : {};
  const saved = await repo.saveOwned(
    ctx.deps.db,
    repo.TABLES.channel,
    tenantId,
    id,
    { ...fields, ...sealed },
    ctx.deps.now(),
  );
  return { id: saved! };
};

export const deleteChannels: ServiceOf<typeof calls.notifyChannelDelete> = (ctx, input) =>
  allOfTenant(ctx, input.ids, 'notify.channelNotFound', (tx, tenantId, ids) =>
    repo.deleteRows(tx, repo.TABLES.channel, tenantId, ids),
  );

const idsOf = (
  rows: { contactId: string | null; groupId: string | null; channelId: string | null }[],
) => ({
  contactIds: rows.flatMap((r) => (r.contactId ? [r.contactId] : [])),
  groupIds: rows.flatMap((r) => (r.groupId ? [r.groupId] : [])),
  channelIds: rows.flatMap((r) => (r.channelId ? [r.channelId] : [])),
});

export const getRecipients: ServiceOf<typeof calls.notifyRecipientsGet> = async (ctx, input) =>
  idsOf(await repo.recipientsOf(ctx.deps.db, tenantOf(ctx), input.subject, input.subjectId));

/**
 * Replaces a subject's recipients, all of them the caller's (a foreign id is unknown: 404,
 * nothing changed). An alarm rule must be named and be the caller's; budgets and sync are
 * the tenant's as a whole.
 */
export const setRecipients: ServiceOf<typeof calls.notifyRecipientsSet> = (ctx, input) =>
  ctx.deps.db.transaction(async (tx) => {
    const tenantId = tenantOf(ctx);
    if (input.subject === 'alarmRule') {
      if (!input.subjectId) throw badInput('notify.ruleRequired');
      if (!(await repo.ownsRule(tx, tenantId, input.subjectId)))
        throw notFound('alarm.ruleNotFound');
    }
    const subjectId = input.subject === 'alarmRule' ? input.subjectId : undefined;
    const r = {
      contactIds: distinct(input.contactIds),
      groupIds: distinct(input.groupIds),
      channelIds: distinct(input.channelIds),
    };
    for (const [kind, ids] of [
      ['contact', r.contactIds],
      ['group', r.groupIds],
      ['channel', r.channelIds],
    ] as const)
      requireAll(
        await repo.countOwned(tx, repo.TABLES[kind], tenantId, ids),
        ids,
        `notify.${kind}NotFound`,
      );
    await repo.setRecipients(tx, tenantId, input.subject, subjectId, r);
    return r;
  });
