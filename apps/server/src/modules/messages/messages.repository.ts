import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { MessageType } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { pageOf, type PageIn } from '../../db/page.ts';

/** Every query is scoped to the owner: tenant and user both, so no id reaches another inbox. */
const owned = (tenantId: string, userId: string) =>
  and(eq(messages.tenantId, tenantId), eq(messages.userId, userId));

export interface MessageFilter {
  type?: MessageType;
  read?: 'read' | 'unread';
  keyword?: string;
}

function whereOf(tenantId: string, userId: string, f: MessageFilter): SQL | undefined {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    owned(tenantId, userId),
    f.type ? eq(messages.type, f.type) : undefined,
    f.read === 'read'
      ? isNotNull(messages.readAt)
      : f.read === 'unread'
        ? isNull(messages.readAt)
        : undefined,
    like ? ilike(messages.searchText, like) : undefined,
  );
}

export function listMessages(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  f: MessageFilter,
  page: PageIn,
) {
  return pageOf(
    db,
    {
      select: getTableColumns(messages),
      from: messages,
      where: whereOf(tenantId, userId, f),
      orderBy: [desc(messages.createdAt), desc(messages.id)],
    },
    page,
    (m) => m,
  );
}

export async function unreadCount(db: DbOrTx, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(owned(tenantId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** How many of the ids are messages in this user's inbox. */
export async function countOwned(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  ids: string[],
): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(owned(tenantId, userId), inArray(messages.id, ids)));
  return row?.n ?? 0;
}

export async function markRead(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  ids: string[] | 'all',
  now: Date,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        owned(tenantId, userId),
        isNull(messages.readAt),
        ids === 'all' ? undefined : inArray(messages.id, ids),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function deleteMessages(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  ids: string[],
): Promise<number> {
  const rows = await db
    .delete(messages)
    .where(and(owned(tenantId, userId), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Every message's id, in any inbox: the demo seed tells what its history adds from what was. */
export async function allMessageIds(db: DbOrTx): Promise<Set<string>> {
  return new Set((await db.select({ id: messages.id }).from(messages)).map((m) => m.id));
}

/** Marks messages read at the moment they were sent: history its readers saw long ago. */
export async function readWhenSent(db: DbOrTx, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .update(messages)
      .set({ readAt: sql`${messages.createdAt}` })
      .where(inArray(messages.id, ids.slice(i, i + 500)));
  }
}
