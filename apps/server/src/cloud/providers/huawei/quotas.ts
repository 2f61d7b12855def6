import type { ProviderQuota } from '../../adapter.ts';
import type { HwCall } from './metrics.ts';

/**
 * ECS "Querying Tenant Quotas" (ShowServerLimits, GET /v1/{project_id}/cloudservers/limits):
 * `absolute` holds the project's maxima beside what is used. -1 means no limit (left out).
 * maxTotalRAMSize is in MB; our item is GB.
 */
interface Limits {
  absolute?: { maxTotalInstances?: number; maxTotalCores?: number; maxTotalRAMSize?: number };
}

export const hwQuotas =
  (call: HwCall, projectFor: (region: string) => Promise<string>) =>
  async (region: string): Promise<ProviderQuota[]> => {
    const projectId = await projectFor(region);
    const r = await call<Limits>(
      'ecs',
      region,
      'GET',
      `/v1/${projectId}/cloudservers/limits`,
      {},
      undefined,
      projectId,
    );
    const a = r.absolute ?? {};
    const read: [ProviderQuota['item'], number | undefined][] = [
      ['instances', a.maxTotalInstances],
      ['vcpus', a.maxTotalCores],
      ['memoryGb', a.maxTotalRAMSize === undefined ? undefined : a.maxTotalRAMSize / 1024],
    ];
    return read.flatMap(([item, limit]) =>
      limit !== undefined && limit >= 0 ? [{ item, limit: Math.floor(limit) }] : [],
    );
  };
