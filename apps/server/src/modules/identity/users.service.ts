import {
  ACCOUNT_TYPE,
  ALL_CODE,
  type calls,
  CHANNEL_CODE,
  deriveAuthCodes,
  hasAll,
  hasPermission,
  isChannel,
  type Language,
  type Page,
  type UserDetail,
  type UserModifyInput,
  type UserRow,
} from '@ecloud/contract';
import type { ServiceOf } from '../../lib/call-types.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { notifyUser } from '../messages/notify.ts';
import { grantsOf } from './auth-context.ts';
import { roleName } from './built-in-roles.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { replaceUserRoles, rolesByIds } from './roles.repository.ts';
import { revokeUserSessions } from './session.repository.ts';
import * as repo from './users.repository.ts';
import { splitPaging } from '../../lib/paging.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(u: repo.UserRecord, lang: Language): UserRow {
  const roles = u.roles.map((r) => ({ id: r.id, code: r.code, name: roleName(r, lang) }));
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    phone: u.phone,
    email: u.email,
    accountType: u.accountType,
    customType: u.customType,
    loginNum: u.loginNum,
    status: u.status === 1 ? 1 : 0,
    roles,
    role: roles.map((r) => r.name).join(','),
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: iso(u.lastLoginAt),
  };
}

const canManageUsers = (ctx: ServiceContext) => hasPermission(grantsOf(ctx.auth), 'v7-2');

/** A role may be handed out only by someone who already holds everything it grants. */
async function assignableRoles(ctx: ServiceContext, roleIds: string[]): Promise<string[]> {
  const unique = [...new Set(roleIds)];
  const found = await rolesByIds(ctx.deps.db, ctx.auth.user.tenantId, unique);
  const missing = unique.find((id) => !found.some((r) => r.id === id));
  if (missing) throw notFound('user.roleUnknown', { id: missing });
  const grants = grantsOf(ctx.auth);
  for (const role of found) {
    const ok = role.permissions.every((p) =>
      p === ALL_CODE
        ? hasAll(ctx.auth.authCodes)
        : p === CHANNEL_CODE
          ? hasAll(ctx.auth.authCodes) || isChannel(ctx.auth.authCodes)
          : hasPermission(grants, p),
    );
    if (!ok) throw forbidden('user.roleBeyondOwn', { role: roleName(role, ctx.lang) });
  }
  return unique;
}

/** Whether a username is taken anywhere: usernames are unique across tenants. */
export async function usernameExists(ctx: ServiceContext, input: { username: string }) {
  return { exists: await repo.usernameTaken(ctx.deps.db, input.username) };
}

export async function findUsers(
  ctx: ServiceContext,
  input: repo.UserFilter & {
    page: number;
    pageSize: number;
    sortField?: 'username' | 'name' | 'createdAt' | 'lastLoginAt' | 'loginNum';
    sortOrder?: 'ascend' | 'descend';
  },
): Promise<Page<UserRow>> {
  const { filter, paging } = splitPaging(input);
  const { rows, total } = await repo.findUsers(ctx.deps.db, ctx.auth.user.tenantId, filter, paging);
  return {
    list: rows.map((r) => toRow(r, ctx.lang)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function getUserDetail(
  ctx: ServiceContext,
  id: string | undefined,
): Promise<UserDetail> {
  const targetId = id ?? ctx.auth.user.id;
  if (targetId !== ctx.auth.user.id && !canManageUsers(ctx)) throw forbidden();
  const user = await repo.getUser(ctx.deps.db, ctx.auth.user.tenantId, targetId);
  if (!user) throw notFound('user.notFound');
  return {
    ...toRow(user, ctx.lang),
    tenantName: await repo.tenantName(ctx.deps.db, user.tenantId),
    authCodes:
      targetId === ctx.auth.user.id
        ? ctx.auth.authCodes
        : deriveAuthCodes(user.roles.map((r) => r.permissions)),
    passwordChangedAt: iso(user.passwordChangedAt),
  };
}

export const createUser: ServiceOf<typeof calls.userCreate> = async (ctx, input) => {
  const roleIds = await assignableRoles(ctx, input.roleIds);
  if (await repo.usernameTaken(ctx.deps.db, input.username))
    throw conflict('user.usernameTaken', { username: input.username });
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await ctx.deps.db.transaction(async (tx) => {
      const id = await repo.insertUser(tx, {
        tenantId: ctx.auth.user.tenantId,
        username: input.username,
        name: input.name,
        phone: input.phone ?? '',
        email: input.email ?? '',
        accountType: ACCOUNT_TYPE.sub,
        // Sub-users are the same kind of customer as the account that creates them.
        customType: ctx.auth.user.customType,
        passwordHash,
        now: ctx.deps.now(),
      });
      await replaceUserRoles(tx, id, roleIds);
      return id;
    });
    return { id };
  } catch (err) {
    // Two creations racing for one name: the unique index decides.
    if ((err as { code?: string }).code === '23505' || /users_username_live/.test(String(err))) {
      throw conflict('user.usernameTaken', { username: input.username });
    }
    throw err;
  }
};

export async function modifyUser(
  ctx: ServiceContext,
  input: UserModifyInput,
): Promise<{ affected: number }> {
  const { db, now } = ctx.deps;
  const self = ctx.auth.user;
  switch (input.op) {
    case 'profile': {
      const targetId = input.id ?? self.id;
      const other = targetId !== self.id;
      if (other && !canManageUsers(ctx)) throw forbidden('user.othersNeedV72');
      const target = await repo.getUser(db, self.tenantId, targetId);
      if (!target) throw notFound('user.notFound');
      let roleIds: string[] | undefined;
      if (input.roleIds) {
        if (!canManageUsers(ctx)) throw forbidden('user.othersNeedV72');
        if (!other) throw forbidden('user.cannotChangeOwnRoles');
        if (target.accountType === ACCOUNT_TYPE.primary)
          throw forbidden('user.cannotChangePrimaryRoles', { username: target.username });
        roleIds = await assignableRoles(ctx, input.roleIds);
      }
      await db.transaction(async (tx) => {
        await repo.updateProfile(tx, self.tenantId, targetId, {
          name: input.name,
          phone: input.phone ?? '',
          email: input.email ?? '',
          now: now(),
        });
        if (roleIds) await replaceUserRoles(tx, targetId, roleIds);
      });
      ctx.deps.sessions.dropUser(targetId);
      return { affected: 1 };
    }
    case 'password': {
      const stored = await repo.passwordHashOf(db, self.id);
      if (!stored || !(await verifyPassword(stored, input.oldPassword)))
        throw forbidden('auth.wrongOldPassword');
      if (input.oldPassword === input.newPassword) throw forbidden('auth.samePassword');
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, self.id, hash, now());
        // Everyone else holding this password is signed out; the caller stays in.
        await revokeUserSessions(tx, self.id, now(), ctx.auth.sessionId);
        await notifyUser(
          tx,
          {
            tenantId: self.tenantId,
            userId: self.id,
            type: 'security',
            template: 'msg.passwordChanged',
            params: { ip: ctx.ip ?? '' },
          },
          now(),
        );
      });
      ctx.deps.sessions.dropUser(self.id);
      return { affected: 1 };
    }
    case 'status': {
      if (!canManageUsers(ctx)) throw forbidden('user.othersNeedV72');
      const targets = await repo.getUsers(db, self.tenantId, input.ids);
      if (targets.length !== new Set(input.ids).size) throw notFound('user.notFound');
      if (input.status === 0) {
        if (targets.some((t) => t.id === self.id)) throw forbidden('user.cannotDisableSelf');
        const primary = targets.find((t) => t.accountType === ACCOUNT_TYPE.primary);
        if (primary) throw forbidden('user.cannotDisablePrimary', { username: primary.username });
      }
      const changed = await db.transaction(async (tx) => {
        const ids = await repo.setStatus(tx, self.tenantId, input.ids, input.status, now());
        if (input.status === 0) for (const id of ids) await revokeUserSessions(tx, id, now());
        return ids;
      });
      for (const id of changed) ctx.deps.sessions.dropUser(id);
      return { affected: changed.length };
    }
  }
}

export async function deleteUsers(
  ctx: ServiceContext,
  ids: string[],
): Promise<{ affected: number }> {
  const { db, now } = ctx.deps;
  const self = ctx.auth.user;
  const targets = await repo.getUsers(db, self.tenantId, ids);
  if (targets.length !== new Set(ids).size) throw notFound('user.notFound');
  if (targets.some((t) => t.id === self.id)) throw forbidden('user.cannotDeleteSelf');
  const primary = targets.find((t) => t.accountType === ACCOUNT_TYPE.primary);
  if (primary) throw forbidden('user.cannotDeletePrimary', { username: primary.username });
  const deleted = await db.transaction(async (tx) => {
    const gone = await repo.softDelete(tx, self.tenantId, ids, now());
    for (const id of gone) await revokeUserSessions(tx, id, now());
    return gone;
  });
  for (const id of deleted) ctx.deps.sessions.dropUser(id);
  return { affected: deleted.length };
}
