import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS, type LoginLockout } from '@ecloud/contract';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { lockoutState } from './lockout.ts';
import {
  clearFailures,
  countingFailures,
  usernamesWithFailures,
} from './login-attempts.repository.ts';

/** The tenant's users locked out from some address, or slowed down, now. */
export async function listLockouts(ctx: ServiceContext): Promise<LoginLockout[]> {
  const now = ctx.deps.now();
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const failing = await usernamesWithFailures(ctx.deps.db, since);
  if (failing.length === 0) return [];
  const people = await ctx.deps.db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.tenantId, ctx.auth.user.tenantId),
        isNull(users.deletedAt),
        inArray(sql<string>`lower(${users.username})`, failing),
      ),
    )
    .orderBy(users.username);
  const failures = await countingFailures(
    ctx.deps.db,
    people.map((p) => p.username.toLowerCase()),
    since,
  );
  return people.flatMap((person) => {
    const state = lockoutState(failures.get(person.username.toLowerCase()) ?? []);
    const lockedSources = state.lockedSources.filter((s) => s.lockedUntil > now);
    const throttled = state.throttledUntil && state.throttledUntil > now;
    if (lockedSources.length === 0 && !throttled) return [];
    return [
      {
        userId: person.id,
        username: person.username,
        name: person.name,
        failures: state.failures,
        lockedSources: lockedSources.map((s) => ({
          address: s.address,
          failures: s.failures,
          lockedUntil: s.lockedUntil.toISOString(),
        })),
        throttledUntil: throttled ? state.throttledUntil!.toISOString() : null,
      },
    ];
  });
}

/** Lifts every lock and delay on a user of the tenant (another tenant's user is not found). */
export async function clearLockout(
  ctx: ServiceContext,
  userId: string,
): Promise<{ affected: number }> {
  const [person] = await ctx.deps.db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenantId, ctx.auth.user.tenantId),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!person) throw notFound('user.notFound');
  return { affected: await clearFailures(ctx.deps.db, person.username.toLowerCase()) };
}
