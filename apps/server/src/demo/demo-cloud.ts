import { and, eq, inArray } from 'drizzle-orm';
import type { ProviderCode } from '@ecloud/contract';
import {
  cloudAccounts,
  keyPairs,
  quotaRequests,
  resourceTags,
  resources,
  tags,
  type SimConfigJson,
} from '../db/schema/index.ts';
import { maskAccessKey, sealCredentials } from '../cloud/secrets.ts';
import { drainJobs, enqueueSync } from '../modules/sync/index.ts';
import { parseSshPublicKey, isProblem } from '../modules/cloud/ssh-key.ts';
import type { DemoContext } from './demo.ts';

/**
 * Demo Enterprise's multi-cloud estate: simulated accounts on five providers (about 300
 * resources), synced at seed time so the console is alive on first start, plus one account
 * that may not read MongoDB (an account needing attention), tags, a quota request and a key.
 * New Co (newops) gets nothing: its users meet the loginFlag 2 guard.
 */
const ACCOUNTS: {
  name: string;
  provider: ProviderCode;
  regions: string[];
  sim?: SimConfigJson;
  remark: string;
}[] = [
  {
    name: 'Aliyun Production',
    provider: 'ALI',
    regions: ['cn-hangzhou', 'cn-shanghai'],
    remark: 'Main production estate',
  },
  {
    name: 'Huawei Cloud North',
    provider: 'HUAWEI',
    regions: ['cn-north-4', 'cn-east-3'],
    remark: 'Government projects',
  },
  {
    name: 'Tencent Cloud Games',
    provider: 'TENGXUN',
    regions: ['ap-guangzhou', 'ap-shanghai'],
    remark: 'Mini-program backends',
  },
  {
    name: 'AWS Global',
    provider: 'AWS',
    regions: ['us-east-1', 'ap-southeast-1'],
    remark: 'Overseas customers',
  },
  {
    name: 'Zhongjin Private Zone',
    provider: 'QINGYUN',
    regions: ['pek3', 'sh1'],
    remark: 'Platform cloud',
  },
  {
    name: 'JD Cloud Retail',
    provider: 'JINGDONG',
    regions: ['cn-north-1', 'cn-east-2'],
    sim: { failTypes: ['mongo'], failKind: 'permission' },
    remark: 'The RAM policy lacks MongoDB read access',
  },
];

const DEMO_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKAZCGdd4zuQdyuXJl8fu1dff9GL8H9nGJybywrDOAf8 ops@demo.ecloud.example.com';

export async function seedDemoCloud(ctx: DemoContext): Promise<void> {
  const { db, now, keyring } = ctx;
  const tenantId = ctx.tenants.enterprise;
  const ops = ctx.users.get('ops')!;
  const admin = ctx.users.get('admin')!;
  const ids: string[] = [];
  for (const [i, a] of ACCOUNTS.entries()) {
    const accessKeyId = `DEMO${a.provider}${String(1000 + i)}KEY`;
    const [row] = await db
      .insert(cloudAccounts)
      .values({
        tenantId,
        name: a.name,
        provider: a.provider,
        credentials: sealCredentials(keyring, { accessKeyId, secret: `demo-secret-${i}-not-real` }),
        accessKeyMasked: maskAccessKey(accessKeyId),
        projectId: a.provider === 'HUAWEI' ? '0a1b2c3d4e5f' : null,
        regions: a.regions,
        syncIntervalMin: 60,
        simulated: true,
        simConfig: a.sim ?? {},
        health: 'ok',
        providerAccountId: `sim-demo-${i}`,
        remark: a.remark,
        createdBy: ops.id,
        createdAt: new Date(now.getTime() - (30 - i) * 86_400_000),
        updatedAt: now,
      })
      .returning({ id: cloudAccounts.id });
    ids.push(row!.id);
    await enqueueSync(db, { tenantId, accountId: row!.id, trigger: 'added', now });
  }
  await drainJobs({ db, now: () => new Date(), keyring });

  // Console tags, bound to a spread of resources.
  const tagRows = await db
    .insert(tags)
    .values(
      [
        ['env', 'prod'],
        ['env', 'staging'],
        ['team', 'web'],
        ['team', 'data'],
        ['cost-center', 'CC-1001'],
        ['backup', 'daily'],
      ].map(([key, value]) => ({ tenantId, key: key!, value: value! })),
    )
    .returning();
  const live = await db
    .select({ id: resources.id, type: resources.type, name: resources.name })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), inArray(resources.accountId, ids)));
  const bind: { resourceId: string; tagId: string; tenantId: string }[] = [];
  for (const [i, r] of live.entries()) {
    const env = r.name.includes('staging') || r.name.includes('test') ? tagRows[1]! : tagRows[0]!;
    if (i % 3 !== 2) bind.push({ resourceId: r.id, tagId: env.id, tenantId });
    if (r.type === 'host')
      bind.push({ resourceId: r.id, tagId: tagRows[i % 2 ? 2 : 3]!.id, tenantId });
    if (r.type === 'database' || r.type === 'disk') {
      if (i % 4 === 0) bind.push({ resourceId: r.id, tagId: tagRows[5]!.id, tenantId });
    }
  }
  for (let i = 0; i < bind.length; i += 500) {
    await db.insert(resourceTags).values(bind.slice(i, i + 500));
  }

  await db.insert(quotaRequests).values([
    {
      tenantId,
      accountId: ids[0]!,
      region: 'cn-hangzhou',
      item: 'vcpus',
      current: 200,
      requested: 400,
      reason: 'Double-eleven capacity for the web tier',
      requestedBy: ops.id,
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    },
    {
      tenantId,
      accountId: ids[3]!,
      region: 'us-east-1',
      item: 'eips',
      current: 5,
      requested: 10,
      reason: 'New public endpoints for the EU launch',
      requestedBy: ops.id,
      status: 'approved',
      reviewedBy: admin.id,
      reviewComment: 'Approved for Q4',
      reviewedAt: new Date(now.getTime() - 86_400_000),
      createdAt: new Date(now.getTime() - 5 * 86_400_000),
    },
  ]);

  const key = parseSshPublicKey(DEMO_KEY);
  if (isProblem(key)) throw new Error(`demo key pair: ${key.reason}`);
  {
    await db.insert(keyPairs).values({
      tenantId,
      accountId: ids[0]!,
      name: 'ops-laptop',
      keyType: key.keyType,
      bits: key.bits,
      fingerprint: key.fingerprint,
      comment: key.comment,
      publicKey: key.line,
      uploadedBy: ops.id,
      createdAt: now,
    });
  }
}
