import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { deriveAuthCodes, type LoginFlag } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { roles, sessions, tenants, userRoles, users } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql.ts';
import type { AuthContext } from './auth-context.ts';

interface RoleRow {
  id: string;
  code: string;
  name: string;
  permissions: string[];
}

/** A live (not revoked) session with its enabled, undeleted user; expiry is the caller's call. */
export async function findSession(db: DbOrTx, tokenHash: string): Promise<AuthContext | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      loginFlag: sessions.loginFlag,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      tenantKind: tenants.kind,
      username: users.username,
      name: users.name,
      accountType: users.accountType,
      customType: users.customType,
      loginNum: users.loginNum,
      roles: sql<RoleRow[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'permissions', r.permissions) order by r.name)
        from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${qualified(users, users.id)}
      ), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
        eq(users.status, 1),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    tokenHash,
    loginFlag: row.loginFlag as LoginFlag,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    user: {
      id: row.userId,
      tenantId: row.tenantId,
      tenantName: row.tenantName,
      tenantKind: row.tenantKind,
      username: row.username,
      name: row.name,
      accountType: row.accountType,
      customType: row.customType,
      loginNum: row.loginNum,
    },
    roles: row.roles.map(({ id, code, name }) => ({ id, code, name })),
    authCodes: deriveAuthCodes(row.roles.map((r) => r.permissions)),
  };
}

export async function insertSession(
  db: DbOrTx,
  s: {
    tokenHash: string;
    userId: string;
    tenantId: string;
    loginFlag: LoginFlag;
    now: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: s.tokenHash,
    userId: s.userId,
    tenantId: s.tenantId,
    loginFlag: s.loginFlag,
    createdAt: s.now,
    lastSeenAt: s.now,
    expiresAt: s.expiresAt,
    ip: s.ip,
    userAgent: s.userAgent.slice(0, 512),
  });
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes a user's sessions, optionally keeping one (the caller's own, after a password change). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
