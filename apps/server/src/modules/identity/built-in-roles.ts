import { sql } from 'drizzle-orm';
import { CLOUD_READ_CODES, MAINTENANCE_MENU, sectionCodes, type Language } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';

/**
 * The roles every tenant can assign. Product definitions, not demo data: they are upserted at
 * every start so a release can change what a role permits. docs/decisions.md explains each.
 */
export const BUILT_IN_ROLES = [
  { code: 'administrator', permissions: ['all'] },
  {
    code: 'finance',
    permissions: ['v1', 'v3', 'v3-1', 'v3-2', 'v3-4', 'v3-5', 'v3-6', 'v3-7', 'v6', 'v7', 'v7-1'],
  },
  { code: 'channelPartner', permissions: ['channel'] },
  {
    code: 'cloudOps',
    permissions: [
      'v1',
      // Every screen of the cloud console, as the contract lists them for reading.
      ...CLOUD_READ_CODES,
      // Every screen of monitoring and of cost analysis, as the maintenance menu lists them.
      ...sectionCodes(MAINTENANCE_MENU, 'v10'),
      ...sectionCodes(MAINTENANCE_MENU, 'v4'),
      'v12',
      'v7',
      'v7-1',
    ],
  },
  { code: 'userAdmin', permissions: ['v1', 'v6', 'v7', 'v7-1', 'v7-2', 'v7-3'] },
  {
    code: 'viewer',
    permissions: ['v1', 'v3', 'v3-1', 'v3-2', 'v3-4', 'v3-7', 'v3-12', 'v6', 'v7', 'v7-1'],
  },
  {
    // The platform's reviewing side (issue #4). Its audit codes only count for people of a
    // platform tenant, and 'all' never implies them (modules/billing/access.ts).
    code: 'auditor',
    permissions: [
      'v1',
      'v6',
      'v7',
      'v7-1',
      'audit',
      'audit-1',
      'audit-2',
      'audit-3',
      'audit-4',
      'audit-5',
      'audit-6',
      // Writing the platform's news (held by name, like the audit codes: modules/news/access.ts).
      'news',
    ],
  },
  {
    // The platform's support staff (issue 14): every tenant's work orders through the support
    // code, which counts only by name for people of a platform tenant (workorders/access.ts).
    code: 'support',
    // They also keep the value-added catalogue and its prices, and settle renewals a cloud
    // could not confirm (both held by name, platform only: orders/catalogue-admin.service.ts,
    // orders/renewals-check.service.ts).
    permissions: ['v1', 'v5', 'v6', 'v7', 'v7-1', 'support', 'catalogue', 'renew-settle'],
  },
] as const;

export type BuiltInRoleCode = (typeof BUILT_IN_ROLES)[number]['code'];

export async function ensureBuiltInRoles(db: DbOrTx): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    await db
      .insert(roles)
      .values({
        code: role.code,
        name: translate('en-US', `role.${role.code}.name` as MessageKey),
        description: translate('en-US', `role.${role.code}.description` as MessageKey),
        permissions: [...role.permissions],
      })
      .onConflictDoUpdate({
        target: roles.code,
        set: {
          permissions: sql`excluded.permissions`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
        },
      });
  }
}

const isBuiltIn = (code: string): code is BuiltInRoleCode =>
  BUILT_IN_ROLES.some((r) => r.code === code);

/** A role's name in the reader's language (built-in roles are translated, others are as stored). */
export const roleName = (role: { code: string; name: string }, lang: Language): string =>
  isBuiltIn(role.code) ? translate(lang, `role.${role.code}.name` as MessageKey) : role.name;

export const roleDescription = (
  role: { code: string; description: string },
  lang: Language,
): string =>
  isBuiltIn(role.code)
    ? translate(lang, `role.${role.code}.description` as MessageKey)
    : role.description;
