import { effectiveAuthCodes, type Language, type LoginFlag, type UserInfo } from '@ecloud/contract';
import { roleName } from './built-in-roles.ts';

export interface RoleRef {
  id: string;
  code: string;
  name: string;
}

/** Who is calling, resolved from the session token. */
export interface AuthContext {
  sessionId: string;
  tokenHash: string;
  loginFlag: LoginFlag;
  lastSeenAt: Date;
  expiresAt: Date;
  user: {
    id: string;
    tenantId: string;
    tenantName: string;
    tenantKind: 'enterprise' | 'channel';
    username: string;
    name: string;
    accountType: number;
    customType: number;
    loginNum: number;
  };
  roles: RoleRef[];
  /** As the client sees it: 'all' or comma-terminated codes of the roles. */
  authCodes: string;
}

/** The codes the server enforces (a channel partner's 'channel' becomes its menu codes). */
export const grantsOf = (auth: AuthContext): string => effectiveAuthCodes(auth.authCodes);

/** userInfo of spec section 3, with role names in the reader's language. */
export function toUserInfo(auth: AuthContext, lang: Language): UserInfo {
  const roles = auth.roles.map((r) => roleName(r, lang));
  return {
    id: auth.user.id,
    accountType: auth.user.accountType,
    username: auth.user.username,
    name: auth.user.name,
    authCodes: auth.authCodes,
    customType: auth.user.customType,
    loginNum: auth.user.loginNum,
    roles,
    role: roles.join(','),
    tenantId: auth.user.tenantId,
    tenantName: auth.user.tenantName,
    tenantKind: auth.user.tenantKind,
  };
}
