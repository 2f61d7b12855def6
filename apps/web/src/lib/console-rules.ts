import {
  BARRED_CUSTOM_TYPES,
  CUSTOM_TYPE,
  LOGIN_FLAG,
  hasPermission,
  type LoginFlag,
  type UserInfo,
} from '@ecloud/contract';

/** What the console does with the user it fetched at start (spec sections 4 and 8). */
export type StartDecision = { kind: 'barred' } | { kind: 'first-login' } | { kind: 'enter' };

export function startDecision(
  user: Pick<UserInfo, 'customType' | 'loginNum'>,
  storedLoginNum: number | null,
): StartDecision {
  if (BARRED_CUSTOM_TYPES.includes(user.customType)) return { kind: 'barred' };
  if (user.loginNum === 1 && storedLoginNum === null) return { kind: 'first-login' };
  return { kind: 'enter' };
}

/** A cloud steward asking for console 1 is warned and sent to console 2. */
export function consoleFor(
  customType: number,
  requested: LoginFlag,
): { loginFlag: LoginFlag; warn: boolean } {
  const steward = customType === CUSTOM_TYPE.steward;
  return {
    loginFlag: steward ? LOGIN_FLAG.maintenance : requested,
    warn: steward && requested === LOGIN_FLAG.console,
  };
}

/** Header entries of spec section 2: work orders with v3-5, messages with v3-6, or accountType 0. */
export function headerEntries(user: Pick<UserInfo, 'accountType' | 'authCodes'>) {
  const primary = user.accountType === 0;
  return {
    workOrders: primary || hasPermission(user.authCodes, 'v3-5'),
    messages: primary || hasPermission(user.authCodes, 'v3-6'),
  };
}
