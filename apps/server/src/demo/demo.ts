import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { tenants, userRoles, users } from '../db/schema/index.ts';
import { messages } from '../db/schema/messages.ts';
import { hashPassword } from '../modules/identity/password.ts';
import { roleIdByCode } from '../modules/identity/roles.repository.ts';
import { messageRow, type Notification } from '../modules/messages/notify.ts';
import {
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_TENANTS,
  DEMO_USERS,
  type DemoTenant,
} from './demo-users.ts';
import { demoMessages } from './demo-messages.ts';
import { seedDemoCloud } from './demo-cloud.ts';
import type { Keyring } from '../cloud/secrets.ts';
import { seedBilling } from './demo-billing.ts';

/** What the core demo seed made, for the seeders of each capability to build on. */
export interface DemoContext {
  db: Database;
  now: Date;
  tenants: Record<DemoTenant, string>;
  /** username -> ids, for every demo account and staff member. */
  users: Map<string, { id: string; tenantId: string }>;
  /** Seals demo cloud credentials with the server's key. */
  keyring: Keyring;
}

/** Each capability's demo data, seeded after the people exist. A new domain adds its seeder. */
export const DEMO_SEEDERS: readonly ((ctx: DemoContext) => Promise<void>)[] = [
  seedDemoCloud,
  seedBilling,
];

/** Seeds the demo organisations, people and inboxes once; a second start finds them and stops. */
export async function seedDemo(db: Database, now: Date, keyring: Keyring): Promise<boolean> {
  const [existing] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, DEMO_TENANTS.enterprise))
    .limit(1);
  if (existing) return false;

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
  // One hash per person, own salt included: one shared string shows at a glance who shares a
  // password and lets one cracked row open them all. Hashed side by side (argon2 runs on
  // libuv's thread pool) and while the tenants are written.
  const hashing = Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));
  hashing.catch(() => undefined); // awaited below; this only keeps an early failure handled
  const context = await db.transaction(async (tx) => {
    const ids = {} as Record<DemoTenant, string>;
    const [channel] = await tx
      .insert(tenants)
      .values({ name: DEMO_TENANTS.channel, kind: 'channel' })
      .returning();
    ids.channel = channel!.id;
    for (const key of ['enterprise', 'contract', 'newco', 'barred', 'platform'] as const) {
      const parentId = key === 'enterprise' ? ids.channel : null;
      const [t] = await tx
        .insert(tenants)
        .values({ name: DEMO_TENANTS[key], parentId })
        .returning();
      ids[key] = t!.id;
    }

    const userIds = new Map<string, string>();
    const hashes = await hashing;
    for (const [i, p] of people.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          tenantId: ids[p.tenantKey],
          username: p.username,
          name: p.name,
          phone: `1380013${String(8000 + i).padStart(4, '0')}`,
          email: `${p.username}@demo.ecloud.example.com`,
          accountType: p.accountType,
          customType: p.customType,
          loginNum: p.loginNum,
          status: p.disabled ? 0 : 1,
          passwordHash: hashes[i]!,
          // Spread creation over the last months so sorting by date means something.
          createdAt: new Date(now.getTime() - (people.length - i) * 3 * 86_400_000),
          lastLoginAt: p.loginNum > 0 ? new Date(now.getTime() - (i + 1) * 3_600_000) : null,
        })
        .returning({ id: users.id });
      userIds.set(p.username, row!.id);
      await tx
        .insert(userRoles)
        .values({ userId: row!.id, roleId: await roleIdByCode(tx, p.role) });
    }

    const rows = demoMessages(now).flatMap(({ username, at, read, ...m }) => {
      const userId = userIds.get(username);
      const tenantKey = people.find((p) => p.username === username)!.tenantKey;
      if (!userId) return [];
      const n: Notification = { ...m, userId, tenantId: ids[tenantKey] };
      return [messageRow(n, at, read ? at : null)];
    });
    for (let i = 0; i < rows.length; i += 200) {
      await tx.insert(messages).values(rows.slice(i, i + 200));
    }
    const byUsername = new Map(
      people.map((p) => [p.username, { id: userIds.get(p.username)!, tenantId: ids[p.tenantKey] }]),
    );
    return { db, now, tenants: ids, users: byUsername, keyring } satisfies DemoContext;
  });
  for (const seeder of DEMO_SEEDERS) await seeder(context);
  return true;
}
