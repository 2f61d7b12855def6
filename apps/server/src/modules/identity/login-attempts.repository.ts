import { and, asc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import type { Failure } from './lockout.ts';

/**
 * The failures that still count for each username (lower-cased): since `since` and since the
 * username's last success, oldest first.
 */
export async function countingFailures(
  db: DbOrTx,
  usernames: readonly string[],
  since: Date,
): Promise<Map<string, Failure[]>> {
  const result = new Map<string, Failure[]>(usernames.map((u) => [u, []]));
  if (usernames.length === 0) return result;
  // The names' successful or failed attempts since `since`.
  const attempts = (success: boolean) =>
    and(
      inArray(loginAttempts.username, [...usernames]),
      eq(loginAttempts.success, success),
      gt(loginAttempts.at, since),
    );
  const successes = await db
    .select({ username: loginAttempts.username, at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(attempts(true))
    .groupBy(loginAttempts.username);
  const lastSuccess = new Map(successes.map((s) => [s.username, s.at]));
  const rows = await db
    .select({ username: loginAttempts.username, ip: loginAttempts.ip, at: loginAttempts.at })
    .from(loginAttempts)
    .where(attempts(false))
    .orderBy(asc(loginAttempts.at));
  for (const row of rows) {
    const success = lastSuccess.get(row.username);
    if (success && row.at <= success) continue;
    result.get(row.username)?.push({ ip: row.ip, at: row.at });
  }
  return result;
}

/** Usernames (lower-cased) with a failure since `since`. */
export async function usernamesWithFailures(db: DbOrTx, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ username: loginAttempts.username })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
  return rows.map((r) => r.username);
}

export async function recordAttempt(
  db: DbOrTx,
  a: { username: string; success: boolean; ip: string; at: Date },
): Promise<void> {
  await db.insert(loginAttempts).values(a);
}

/** An administrator lifts a lock: the username's failures stop counting. */
export async function clearFailures(db: DbOrTx, username: string): Promise<number> {
  const rows = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false)))
    .returning({ id: loginAttempts.id });
  return rows.length;
}

/** Attempts older than the window are of no further use. */
export async function pruneAttempts(db: DbOrTx, username: string, before: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username), lt(loginAttempts.at, before)));
}
