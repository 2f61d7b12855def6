/**
 * The adapter's signed RPC call (alibaba/adapter.ts: service, action, region, parameters), as
 * the readers beside it (metrics, quotas, Quota Center, renewals) take it.
 */
export type AliCall = (
  service: string,
  action: string,
  region: string,
  params?: Record<string, string>,
) => Promise<Record<string, unknown>>;
