import type { CloudResourceType, ProviderCode, Resource } from '@ecloud/contract';
import { listResources } from '../modules/resources/resources.service.ts';
import { createGroup, createView } from '../modules/monitoring/views.service.ts';
import { backfillMetrics } from '../modules/monitoring/history.service.ts';
import type { DemoContext } from './demo.ts';
import { seedAlarms } from './demo-alarms.ts';

const WEEK_DAYS = 7;

/**
 * Ops' cloud monitoring: two business views with groups (one on Alibaba, one across clouds) and
 * a week of their resources' metrics.
 */
export async function seedMonitoring(ctx: DemoContext): Promise<void> {
  const tenantId = ctx.tenants.enterprise;
  const ops = ctx.as({ tenantId, userId: ctx.users.get('ops')!.id, name: 'Oscar Ops' });
  const some = async (type: CloudResourceType, n: number, provider?: ProviderCode) =>
    (await listResources(ops, { type, provider, page: 1, pageSize: n })).list;
  const ids = (rs: Resource[]) => rs.map((r) => r.id);

  const shop = await createView(ops, {
    name: '线上商城',
    sort: 1,
    cloudCode: 'ALI',
    businessType: 1,
  });
  const web = await some('host', 4, 'ALI');
  const data = [...(await some('database', 2, 'ALI')), ...(await some('redis', 1, 'ALI'))];
  const eips = await some('eip', 2, 'ALI');
  const webGroup = await createGroup(ops, {
    viewId: shop.id,
    name: 'Web 层',
    sort: 1,
    resourceIds: ids(web),
  });
  await createGroup(ops, { viewId: shop.id, name: '数据层', sort: 2, resourceIds: ids(data) });
  await createGroup(ops, { viewId: shop.id, name: '公网出口', sort: 3, resourceIds: ids(eips) });

  const api = await createView(ops, {
    name: '全球 API',
    sort: 2,
    cloudCode: 'ALL',
    businessType: 1,
  });
  const gateways = [...(await some('host', 2, 'HUAWEI')), ...(await some('host', 2, 'AWS'))];
  const caches = [...(await some('redis', 1, 'TENGXUN')), ...(await some('mongo', 1, 'AWS'))];
  await createGroup(ops, { viewId: api.id, name: '网关', sort: 1, resourceIds: ids(gateways) });
  await createGroup(ops, { viewId: api.id, name: '缓存', sort: 2, resourceIds: ids(caches) });

  await backfillMetrics(ctx.system(), {
    resourceIds: ids([...web, ...data, ...eips, ...gateways, ...caches]),
    days: WEEK_DAYS,
  });
  await seedAlarms(ctx, web, webGroup.id);
}
