import type { LoginFlag } from '@ecloud/contract';
import type { MessageKey } from '../lib/i18n.ts';
import type { BuiltInRoleCode } from '../modules/identity/built-in-roles.ts';

export const DEMO_PASSWORD = 'Demo@123456';

export const DEMO_TENANTS = {
  enterprise: 'Demo Enterprise',
  channel: 'Demo Channel',
  contract: 'Contract Co',
  newco: 'New Co',
  barred: 'Barred Co',
  platform: 'eCloud Platform',
} as const;
export type DemoTenant = keyof typeof DEMO_TENANTS;

export interface DemoUser {
  username: string;
  name: string;
  tenantKey: DemoTenant;
  tenant: string;
  accountType: number;
  customType: number;
  role: BuiltInRoleCode;
  /** What the sign-in shows on the first demo sign-in (stored one lower: signing in counts). */
  loginNum: number;
  loginFlag: LoginFlag;
  note: MessageKey;
}

const u = (
  username: string,
  name: string,
  tenantKey: DemoTenant,
  accountType: number,
  customType: number,
  role: BuiltInRoleCode,
  loginNum: number,
  loginFlag: LoginFlag,
  note: MessageKey,
): DemoUser => ({
  username,
  name,
  tenantKey,
  tenant: DEMO_TENANTS[tenantKey],
  accountType,
  customType,
  role,
  loginNum,
  loginFlag,
  note,
});

/** The accounts of the foundation issue's demo table. */
export const DEMO_USERS: readonly DemoUser[] = [
  u('admin', 'Demo Admin', 'enterprise', 0, 1, 'administrator', 3, 1, 'demo.admin'),
  u('finance', 'Fiona Finance', 'enterprise', 1, 1, 'finance', 1, 1, 'demo.finance'),
  u('channel', 'Chen Channel', 'channel', 0, 1, 'channelPartner', 3, 1, 'demo.channel'),
  u('partnerops', 'Pan PartnerOps', 'channel', 1, 1, 'administrator', 3, 2, 'demo.partnerops'),
  u('contract', 'Connie Contract', 'contract', 0, 4, 'administrator', 3, 1, 'demo.contract'),
  u('ops', 'Oscar Ops', 'enterprise', 0, 1, 'administrator', 3, 2, 'demo.ops'),
  u('newops', 'Nora NewOps', 'newco', 0, 1, 'administrator', 3, 2, 'demo.newops'),
  u('steward', 'Stella Steward', 'enterprise', 0, 5, 'administrator', 3, 1, 'demo.steward'),
  u('portal', 'Paul Portal', 'barred', 0, 2, 'administrator', 3, 1, 'demo.portal'),
  u('auditor', 'Audrey Auditor', 'platform', 0, 1, 'auditor', 3, 1, 'demo.auditor'),
  u('support', 'Sophie Support', 'platform', 1, 1, 'support', 3, 1, 'demo.support'),
];

/** More people in Demo Enterprise, so the user list pages and filters have something to show. */
export const DEMO_STAFF: readonly {
  username: string;
  name: string;
  role: BuiltInRoleCode;
  disabled?: boolean;
}[] = [
  { username: 'zhangwei', name: '张伟', role: 'finance' },
  { username: 'lina', name: '李娜', role: 'viewer' },
  { username: 'wangfang', name: '王芳', role: 'cloudOps' },
  { username: 'liuyang', name: '刘洋', role: 'userAdmin' },
  { username: 'chenjing', name: '陈静', role: 'viewer', disabled: true },
  { username: 'yangfan', name: '杨帆', role: 'cloudOps' },
  { username: 'zhaolei', name: '赵磊', role: 'finance' },
  { username: 'huangmin', name: '黄敏', role: 'viewer' },
  { username: 'zhouqiang', name: '周强', role: 'cloudOps', disabled: true },
  { username: 'wuxia', name: '吴霞', role: 'viewer' },
];
