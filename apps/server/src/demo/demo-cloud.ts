import type { calls, ProviderCode } from '@ecloud/contract';
import type { SimConfigJson } from '../db/schema/index.ts';
import type { CallIn } from '../lib/call-types.ts';
import { createAccount, simulateFaults } from '../modules/cloud/accounts.service.ts';
import { uploadKeyPair } from '../modules/cloud/key-pairs.service.ts';
import { createQuotaRequest, reviewQuotaRequest } from '../modules/resources/quota.service.ts';
import { checkQuotas } from '../modules/resources/quota-alerts.ts';
import { rows } from '../db/page.ts';
import { sql } from 'drizzle-orm';
import { bindTags, createTag } from '../modules/resources/tags.service.ts';
import { resourcesOfAccounts } from '../modules/resources/resources.repository.ts';
import { drainJobs } from '../modules/sync/index.ts';
import type { DemoContext } from './demo.ts';

const DAY = 86_400_000;

/**
 * Demo Enterprise's multi-cloud estate: simulated accounts on five providers (about 300
 * resources), synced at seed time so the console is alive on first start, plus one account
 * that may not read MongoDB (an account needing attention), tags, quota requests (one near its
 * limit: a quota warning) and a key.
 * New Co (newops) gets nothing: its users meet the loginFlag 2 guard.
 */
const account = (
  name: string,
  provider: ProviderCode,
  regions: string,
  remark: string,
  sim?: SimConfigJson,
) => ({ name, provider, regions: regions.split(' '), remark, sim });
const ACCOUNTS = [
  account('Aliyun Production', 'ALI', 'cn-hangzhou cn-shanghai', 'Main production estate'),
  account('Huawei Cloud North', 'HUAWEI', 'cn-north-4 cn-east-3', 'Government projects'),
  account('Tencent Cloud Games', 'TENGXUN', 'ap-guangzhou ap-shanghai', 'Mini-program backends'),
  account('AWS Global', 'AWS', 'us-east-1 ap-southeast-1', 'Overseas customers'),
  account('Zhongjin Private Zone', 'QINGYUN', 'pek3 sh1', 'Platform cloud'),
  account(
    'JD Cloud Retail',
    'JINGDONG',
    'cn-north-1 cn-east-2',
    'The RAM policy lacks MongoDB read access',
    {
      failTypes: ['mongo'],
      failKind: 'permission',
    },
  ),
];

const DEMO_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKAZCGdd4zuQdyuXJl8fu1dff9GL8H9nGJybywrDOAf8 ops@demo.ecloud.example.com';

const TAGS = [
  ['env', 'prod'],
  ['env', 'staging'],
  ['team', 'web'],
  ['team', 'data'],
  ['cost-center', 'CC-1001'],
  ['backup', 'daily'],
] as const;

/** Which tags (by index in TAGS) the i-th resource wears: a spread for the filters to find. */
function tagsOf(r: { type: string; name: string }, i: number): number[] {
  const out: number[] = [];
  if (i % 3 !== 2) out.push(r.name.includes('staging') || r.name.includes('test') ? 1 : 0);
  if (r.type === 'host') out.push(i % 2 ? 2 : 3);
  if ((r.type === 'database' || r.type === 'disk') && i % 4 === 0) out.push(5);
  return out;
}

export async function seedDemoCloud(ctx: DemoContext): Promise<void> {
  const { db, now, keyring } = ctx;
  const tenantId = ctx.tenants.enterprise;
  const ops = { tenantId, userId: ctx.users.get('ops')!.id, name: 'Oscar Ops' };
  const admin = { tenantId, userId: ctx.users.get('admin')!.id, name: 'Demo Admin' };
  const ids: string[] = [];
  for (const [i, a] of ACCOUNTS.entries()) {
    const { id } = await createAccount(ctx.as(ops, new Date(now.getTime() - (30 - i) * DAY)), {
      name: a.name,
      provider: a.provider,
      accessKeyId: `DEMO${a.provider}${String(1000 + i)}KEY`,
      secret: `demo-secret-${i}-not-real`,
      projectId: a.provider === 'HUAWEI' ? '0a1b2c3d4e5f' : undefined,
      domainId: undefined,
      regions: a.regions,
      syncIntervalMin: 60,
      simulated: true,
      remark: a.remark,
    });
    if (a.sim) await simulateFaults(ctx.as(ops), { id, sim: a.sim });
    ids.push(id);
  }
  await drainJobs({ db, now: () => new Date(), keyring });

  // Console tags, bound to a spread of resources.
  const tagIds: string[] = [];
  for (const [key, value] of TAGS) tagIds.push((await createTag(ctx.as(ops), { key, value })).id);
  const bound = TAGS.map(() => [] as string[]);
  for (const [i, r] of (await resourcesOfAccounts(db, tenantId, ids)).entries()) {
    for (const t of tagsOf(r, i)) bound[t]!.push(r.id);
  }
  for (const [t, resourceIds] of bound.entries()) {
    for (let i = 0; i < resourceIds.length; i += 1000) {
      const some = resourceIds.slice(i, i + 1000);
      await bindTags(ctx.as(ops), { tagIds: [tagIds[t]!], resourceIds: some });
    }
  }

  const quota = (daysAgo: number, input: CallIn<typeof calls.quotaCreate>) =>
    createQuotaRequest(ctx.as(ops, new Date(now.getTime() - daysAgo * DAY)), input);
  // Recent, so the work orders they open are within their SLA (demo-workorders.ts answers them).
  // The web tier's vCPUs fill about 88 % of the limit it states: the warning centre's quota
  // warning. No floor on the limit: the estate is seeded by account id, and a small draw (6-8
  // vCPUs: three to four 2-vCPU hosts) under a floor of 10 stayed below the warning (a demo test
  // met it). From 6 vCPUs (the least three Alibaba hosts hold) every limit lands in 80-95 %.
  const limit = Math.round((await vcpusUsed(db, ids[0]!, 'cn-hangzhou')) / 0.88);
  await quota(1, {
    accountId: ids[0]!,
    region: 'cn-hangzhou',
    item: 'vcpus',
    current: limit,
    requested: limit * 2,
    reason: 'Double-eleven capacity for the web tier',
  });
  const { id: approved } = await quota(1.5, {
    accountId: ids[3]!,
    region: 'us-east-1',
    item: 'eips',
    current: 5,
    requested: 10,
    reason: 'New public endpoints for the EU launch',
  });
  await reviewQuotaRequest(ctx.as(admin, new Date(now.getTime() - DAY)), {
    id: approved,
    decision: 'approve',
    comment: 'Approved for Q4',
  });

  await uploadKeyPair(ctx.as(ops), { accountId: ids[0]!, name: 'ops-laptop', publicKey: DEMO_KEY });
  await checkQuotas({ db, now: () => now }, tenantId);
}

/** The vCPUs an account's live hosts hold in a region (what its vCPU quota counts). */
async function vcpusUsed(db: DemoContext['db'], accountId: string, region: string) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select coalesce(sum(cpu), 0)::int as n from resources where account_id = ${accountId}
      and region = ${region} and type = 'host' and deleted_at is null`,
  );
  return row?.n ?? 0;
}
