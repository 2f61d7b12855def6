import type { DbOrTx } from '../../db/client.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  LANGUAGES,
  deriveAuthCodes,
  effectiveAuthCodes,
  hasPermission,
  type MessageType,
} from '@ecloud/contract';
import { messages, roles, userRoles, users } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql.ts';
import { renderMessage, type MessageParams, type MessageTemplate } from './templates.ts';

export interface Notification {
  tenantId: string;
  userId: string;
  type: MessageType;
  template: MessageTemplate;
  params?: MessageParams;
  link?: string;
}

/**
 * The notify service: how any capability (alarms, orders, work orders, billing) messages a
 * user. Pass the transaction doing the work, so the message exists exactly when the work does.
 */
export async function notifyUser(db: DbOrTx, n: Notification, now: Date): Promise<void> {
  await notifyMany(db, [n], now);
}

/** The row a notification becomes; demo seeding uses it too, with its own dates. */
export function messageRow(n: Notification, at: Date, readAt: Date | null = null) {
  return {
    tenantId: n.tenantId,
    userId: n.userId,
    type: n.type,
    template: n.template,
    params: n.params ?? {},
    link: n.link ?? null,
    searchText: LANGUAGES.map((lang) => {
      const r = renderMessage(
        { template: n.template, params: n.params ?? {}, title: '', content: '' },
        lang,
      );
      return `${r.title}\n${r.content}`;
    }).join('\n'),
    createdAt: at,
    readAt,
  };
}

export async function notifyMany(db: DbOrTx, list: Notification[], now: Date): Promise<void> {
  if (!list.length) return;
  await db.insert(messages).values(list.map((n) => messageRow(n, now)));
}

/**
 * Messages every enabled user of a tenant who holds `code` (e.g. alarms to cloud operators);
 * `byName` counts only those holding the code itself, for the platform's codes 'all' never implies.
 */
export async function notifyHolders(
  db: DbOrTx,
  tenantId: string,
  code: string,
  n: Omit<Notification, 'tenantId' | 'userId'>,
  now: Date,
  { byName = false }: { byName?: boolean } = {},
): Promise<number> {
  const rows = await db
    .select({
      id: users.id,
      permissions: sql<string[][]>`coalesce((
        select json_agg(r.permissions) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${qualified(users, users.id)}
      ), '[]'::json)`,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt), eq(users.status, 1)));
  const holders = rows.filter((u) =>
    byName
      ? u.permissions.flat().includes(code)
      : hasPermission(effectiveAuthCodes(deriveAuthCodes(u.permissions)), code),
  );
  await notifyMany(
    db,
    holders.map((u) => ({ ...n, tenantId, userId: u.id })),
    now,
  );
  return holders.length;
}

/** A notification that happened in the past (the demo's history, an import), read then or not. */
export interface PastNotification extends Notification {
  at: Date;
  readAt: Date | null;
}

/** Writes past notifications at their own times, a few hundred rows to a statement. */
export async function notifyAsOf(db: DbOrTx, list: PastNotification[]): Promise<void> {
  for (let i = 0; i < list.length; i += 200) {
    const rows = list.slice(i, i + 200).map((n) => messageRow(n, n.at, n.readAt));
    await db.insert(messages).values(rows);
  }
}
