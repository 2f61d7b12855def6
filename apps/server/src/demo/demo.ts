import type { Database } from '../db/client.ts';
import type { Keyring } from '../cloud/secrets.ts';
import { systemContext, type ServiceContext, type SystemActor } from '../lib/request-context.ts';
import { atMoment, standaloneDeps } from '../lib/standalone-context.ts';
import {
  addTenantAccount,
  createTenant,
  tenantNamed,
} from '../modules/identity/tenants.service.ts';
import { notifyAsOf } from '../modules/messages/notify.ts';
import {
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_TENANTS,
  DEMO_USERS,
  type DemoTenant,
} from './demo-users.ts';
import { demoMessages } from './demo-messages.ts';
import { seedDemoCloud } from './demo-cloud.ts';
import { seedCosts, seedPartnerCosts } from './demo-costs.ts';
import { seedDemoRenewals } from './demo-renewals.ts';
import { seedBudgets } from './demo-budgets.ts';
import { seedBilling } from './demo-billing.ts';
import { seedWorkOrders } from './demo-workorders.ts';
import { seedServices } from './demo-services.ts';
import { seedNews } from './demo-news.ts';
import { seedOrders } from './demo-orders.ts';
import { seedReports } from './demo-reports.ts';
import { seedMonitoring } from './demo-monitoring.ts';

const DAY = 86_400_000;

/** What the core demo seed made, for the seeders of each capability to build on. */
export interface DemoContext {
  db: Database;
  now: Date;
  tenants: Record<DemoTenant, string>;
  /** username -> ids, for every demo account and staff member. */
  users: Map<string, { id: string; tenantId: string }>;
  /** Seals demo cloud credentials with the server's key. */
  keyring: Keyring;
  /** Months of bills before the current one queued at first start (DEMO_COST_MONTHS). */
  costMonths: number;
  /** A service context acting as a demo person at the moment the history says (now by default). */
  as: (who: SystemActor, at?: Date) => ServiceContext;
  /** The system itself, setting up tenants and the platform (no tenant, no person). */
  system: (at?: Date) => ServiceContext;
}

/** Each capability's demo data, seeded after the people exist. A new domain adds its seeder. */
export const DEMO_SEEDERS: readonly ((ctx: DemoContext) => Promise<void>)[] = [
  seedDemoCloud,
  // After the cloud accounts, whose estates the bills price.
  seedCosts,
  // After Demo Enterprise's bills: its partner reads them, beside its own small estate.
  seedPartnerCosts,
  // After this month's bill is read: the budgets are set from it.
  seedBudgets,
  seedBilling,
  // After billing, which makes the platform tenant its support staff belong to.
  seedWorkOrders,
  seedServices,
  // After billing, which makes the platform tenant the news is written in.
  seedNews,
  // After billing (the admin's wallet) and the platform's support person (the catalogue).
  seedOrders,
  // After the cloud and billing, whose rows the reports' files hold.
  seedReports,
  // After the cloud, whose synced resources its views group.
  seedMonitoring,
  // After the cloud's sync, which brings the subscriptions.
  seedDemoRenewals,
];

/** Seeds the demo organisations, people and inboxes once; a second start finds them and stops. */
export async function seedDemo(
  db: Database,
  now: Date,
  keyring: Keyring,
  costMonths = 12,
): Promise<boolean> {
  // Every write goes through the services, each acting at the moment the history says.
  const deps = standaloneDeps(db, { keyring, now: () => now });
  const as = (who: SystemActor, at = now) => atMoment(systemContext(deps, who), at);
  const system = (at = now) => as({ tenantId: '', userId: '' }, at);
  if (await tenantNamed(system(), DEMO_TENANTS.enterprise)) return false;

  const ids = {} as Record<DemoTenant, string>;
  const tenant = async (key: DemoTenant, kind?: 'channel', parentId?: string) => {
    ids[key] = (await createTenant(system(), { name: DEMO_TENANTS[key], kind, parentId })).id;
  };
  await tenant('channel', 'channel');
  await tenant('enterprise', undefined, ids.channel);
  for (const key of ['contract', 'newco', 'barred', 'platform'] as const) await tenant(key);

  const people = [
    ...DEMO_USERS.map((d) => ({ ...d, loginNum: d.loginNum - 1, disabled: false })),
    ...DEMO_STAFF.map((s, i) => ({
      ...s,
      tenantKey: 'enterprise' as const,
      accountType: 1,
      customType: 1,
      loginNum: 2 + (i % 7),
      disabled: !!s.disabled,
    })),
  ];
  // Each person gets a hash of their own (own salt): one shared string shows at a glance who
  // shares a password and lets one cracked row open them all. Created side by side, so the
  // hashing (argon2, on libuv's thread pool) overlaps; creation is spread over the last months
  // so sorting by date means something.
  const created = await Promise.all(
    people.map((p, i) =>
      addTenantAccount(system(new Date(now.getTime() - (people.length - i) * 3 * DAY)), {
        tenantId: ids[p.tenantKey],
        username: p.username,
        password: DEMO_PASSWORD,
        name: p.name,
        phone: `1380013${String(8000 + i).padStart(4, '0')}`,
        email: `${p.username}@demo.ecloud.example.com`,
        accountType: p.accountType,
        customType: p.customType,
        roles: [p.role],
        history: {
          loginNum: p.loginNum,
          lastLoginAt: p.loginNum > 0 ? new Date(now.getTime() - (i + 1) * 3_600_000) : null,
          disabled: p.disabled,
        },
      }),
    ),
  );
  const users = new Map(
    people.map((p, i) => [p.username, { id: created[i]!.id, tenantId: ids[p.tenantKey] }]),
  );

  await notifyAsOf(
    db,
    demoMessages(now).map(({ username, at, read, ...m }) => {
      const { id: userId, tenantId } = users.get(username)!;
      return { ...m, userId, tenantId, at, readAt: read ? at : null };
    }),
  );
  const context: DemoContext = { db, now, tenants: ids, users, keyring, costMonths, as, system };
  for (const seeder of DEMO_SEEDERS) await seeder(context);
  return true;
}
