import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/** Failed attempts for a username since `since` and since its last success, oldest first. */
export async function recentFailures(db: DbOrTx, username: string, since: Date): Promise<Date[]> {
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.success, true),
        gt(loginAttempts.at, since),
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, from),
      ),
    )
    .orderBy(asc(loginAttempts.at));
  return rows.map((r) => r.at);
}

export async function recordAttempt(
  db: DbOrTx,
  a: { username: string; success: boolean; ip: string; at: Date },
): Promise<void> {
  await db.insert(loginAttempts).values(a);
}

/** Attempts older than the window are of no further use. */
export async function pruneAttempts(db: DbOrTx, username: string, before: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username), lt(loginAttempts.at, before)));
}
