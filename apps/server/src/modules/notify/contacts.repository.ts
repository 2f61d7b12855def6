import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  notifyChannels,
  notifyContacts,
  notifyGroupMembers,
  notifyGroups,
  notifyRecipients,
  alarmRules,
} from '../../db/schema/index.ts';
import { deleteOwned, findOwned, insertId, ofTenant, ownedIds, ownsRow } from '../../db/sql.ts';

export type ContactRow = typeof notifyContacts.$inferSelect;
export type ChannelRow = typeof notifyChannels.$inferSelect;
type Owned = typeof notifyContacts | typeof notifyGroups | typeof notifyChannels;

export const TABLES = {
  contact: notifyContacts,
  group: notifyGroups,
  channel: notifyChannels,
} as const;

export const listContacts = (db: DbOrTx, tenantId: string) =>
  db
    .select()
    .from(notifyContacts)
    .where(ofTenant(notifyContacts, tenantId))
    .orderBy(asc(notifyContacts.createdAt), asc(notifyContacts.id));

export const listChannels = (db: DbOrTx, tenantId: string) =>
  db
    .select()
    .from(notifyChannels)
    .where(ofTenant(notifyChannels, tenantId))
    .orderBy(asc(notifyChannels.createdAt), asc(notifyChannels.id));

/** The tenant's channels among `ids` (another tenant's or a deleted one is not there). */
export const channelsByIds = (db: DbOrTx, tenantId: string, ids: string[]) =>
  ids.length
    ? db
        .select()
        .from(notifyChannels)
        .where(and(ofTenant(notifyChannels, tenantId), inArray(notifyChannels.id, ids)))
        .orderBy(asc(notifyChannels.createdAt), asc(notifyChannels.id))
    : Promise.resolve([]);

export async function listGroups(db: DbOrTx, tenantId: string) {
  const groups = await db
    .select()
    .from(notifyGroups)
    .where(ofTenant(notifyGroups, tenantId))
    .orderBy(asc(notifyGroups.createdAt), asc(notifyGroups.id));
  const members = await db
    .select()
    .from(notifyGroupMembers)
    .where(eq(notifyGroupMembers.tenantId, tenantId));
  return groups.map((g) => ({
    ...g,
    contactIds: members.filter((m) => m.groupId === g.id).map((m) => m.contactId),
  }));
}

export const findContact = (db: DbOrTx, tenantId: string, id: string) =>
  findOwned(db, notifyContacts, tenantId, id);
export const findChannel = (db: DbOrTx, tenantId: string, id: string) =>
  findOwned(db, notifyChannels, tenantId, id);

/** How many of `ids` are the tenant's rows of `t`. */
export async function countOwned(db: DbOrTx, t: Owned, tenantId: string, ids: string[]) {
  if (!ids.length) return 0;
  const table: typeof notifyContacts = t as typeof notifyContacts;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(ownedIds(table, tenantId, ids));
  return rows.length;
}

/** Inserts the row, or updates the tenant's row with `id`; the id, or null when not theirs. */
export async function saveOwned<T extends Owned>(
  db: DbOrTx,
  t: T,
  tenantId: string,
  id: string | undefined,
  fields: Partial<T['$inferInsert']>,
  now: Date,
): Promise<string | null> {
  const table = t as unknown as typeof notifyContacts;
  const values = fields as Partial<typeof notifyContacts.$inferInsert>;
  if (!id)
    return insertId(db, table, {
      ...(values as typeof notifyContacts.$inferInsert),
      tenantId,
      createdAt: now,
      updatedAt: now,
    });
  const rows = await db
    .update(table)
    .set({ ...values, updatedAt: now })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows[0]?.id ?? null;
}

export const deleteRows = (db: DbOrTx, t: Owned, tenantId: string, ids: string[]) =>
  deleteOwned(db, t as typeof notifyContacts, tenantId, ids);

export async function setMembers(db: DbOrTx, tenantId: string, groupId: string, ids: string[]) {
  await db.delete(notifyGroupMembers).where(eq(notifyGroupMembers.groupId, groupId));
  if (ids.length)
    await db
      .insert(notifyGroupMembers)
      .values(ids.map((contactId) => ({ tenantId, groupId, contactId })));
}

const subjectWhere = (tenantId: string, subject: string, subjectId: string | undefined) =>
  ofTenant(
    notifyRecipients,
    tenantId,
    eq(notifyRecipients.subject, subject),
    subjectId ? eq(notifyRecipients.subjectId, subjectId) : isNull(notifyRecipients.subjectId),
  );

export const recipientsOf = (
  db: DbOrTx,
  tenantId: string,
  subject: string,
  subjectId: string | undefined,
) =>
  db
    .select()
    .from(notifyRecipients)
    .where(subjectWhere(tenantId, subject, subjectId));

export async function setRecipients(
  db: DbOrTx,
  tenantId: string,
  subject: string,
  subjectId: string | undefined,
  r: { contactIds: string[]; groupIds: string[]; channelIds: string[] },
) {
  await db.delete(notifyRecipients).where(subjectWhere(tenantId, subject, subjectId));
  const base = { tenantId, subject, subjectId: subjectId ?? null };
  const rows = [
    ...r.contactIds.map((contactId) => ({ ...base, contactId })),
    ...r.groupIds.map((groupId) => ({ ...base, groupId })),
    ...r.channelIds.map((channelId) => ({ ...base, channelId })),
  ];
  if (rows.length) await db.insert(notifyRecipients).values(rows);
}

/** The contacts a subject reaches (named or through a group, each once) and its channels. */
export async function reachOf(
  db: DbOrTx,
  tenantId: string,
  subject: string,
  subjectId: string | undefined,
): Promise<{ contacts: ContactRow[]; channels: ChannelRow[] }> {
  const rows = await recipientsOf(db, tenantId, subject, subjectId);
  const groupIds = rows.flatMap((r) => (r.groupId ? [r.groupId] : []));
  const members = groupIds.length
    ? await db
        .select({ contactId: notifyGroupMembers.contactId })
        .from(notifyGroupMembers)
        .where(
          and(
            eq(notifyGroupMembers.tenantId, tenantId),
            inArray(notifyGroupMembers.groupId, groupIds),
          ),
        )
    : [];
  const contactIds = [
    ...new Set([
      ...rows.flatMap((r) => (r.contactId ? [r.contactId] : [])),
      ...members.map((m) => m.contactId),
    ]),
  ];
  const channelIds = rows.flatMap((r) => (r.channelId ? [r.channelId] : []));
  const contacts = contactIds.length
    ? await db
        .select()
        .from(notifyContacts)
        .where(ownedIds(notifyContacts, tenantId, contactIds))
    : [];
  const channels = channelIds.length
    ? await db
        .select()
        .from(notifyChannels)
        .where(ownedIds(notifyChannels, tenantId, channelIds))
    : [];
  return { contacts, channels };
}

export const ownsRule = (db: DbOrTx, tenantId: string, id: string) =>
  ownsRow(db, alarmRules, tenantId, id);
