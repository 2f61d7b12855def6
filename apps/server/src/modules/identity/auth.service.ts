import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  CUSTOM_TYPE,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FLAG,
  ResultCode,
  USER_STATUS,
  type LoginFlag,
} from '@ecloud/contract';
import { users } from '../../db/schema/index.ts';
import { AppError, badInput, forbidden } from '../../lib/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import type { AuthContext } from './auth-context.ts';
import { countingFailures, pruneAttempts, recordAttempt } from './login-attempts.repository.ts';
import { lockoutState, refusalFor } from './lockout.ts';
import { burnVerifyTime, verifyPassword } from './password.ts';
import { openSession } from './session.service.ts';

/** A cloud steward (customType 5) is always let into the cloud-management console. */
export const effectiveLoginFlag = (customType: number, requested: LoginFlag): LoginFlag =>
  customType === CUSTOM_TYPE.steward ? LOGIN_FLAG.maintenance : requested;

export async function login(
  deps: Deps,
  input: { username: string; password: string; loginFlag: LoginFlag },
  meta: RequestMeta,
): Promise<{ token: string; auth: AuthContext; loginFlag: LoginFlag }> {
  const key = input.username.toLowerCase();
  const now = deps.now();
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const failures = (await countingFailures(deps.db, [key], windowStart)).get(key) ?? [];
  // Refused before the password is checked, and not recorded: a refusal extends nothing.
  const refusal = refusalFor(lockoutState(failures), meta.ip, now);
  if (refusal?.kind === 'locked')
    throw new AppError(ResultCode.tooManyAttempts, 'auth.tooManyAttempts', {
      minutes: refusal.minutes,
    });
  if (refusal?.kind === 'throttled')
    throw new AppError(ResultCode.tooManyAttempts, 'auth.throttled', { seconds: refusal.seconds });

  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = ${key}`, isNull(users.deletedAt)))
    .limit(1);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnVerifyTime(input.password), false);
  if (!user || !ok) {
    await recordAttempt(deps.db, { username: key, success: false, ip: meta.ip, at: now });
    throw badInput('auth.invalidCredentials');
  }
  if (user.status !== USER_STATUS.enabled) throw forbidden('auth.disabled');

  await recordAttempt(deps.db, { username: key, success: true, ip: meta.ip, at: now });
  await pruneAttempts(deps.db, key, windowStart);
  await deps.db
    .update(users)
    .set({ loginNum: sql`${users.loginNum} + 1`, lastLoginAt: now })
    .where(eq(users.id, user.id));

  const loginFlag = effectiveLoginFlag(user.customType, input.loginFlag);
  const { token, auth } = await openSession(deps, {
    userId: user.id,
    tenantId: user.tenantId,
    loginFlag,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { token, auth, loginFlag };
}
