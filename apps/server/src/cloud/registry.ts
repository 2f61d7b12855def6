import type { ProviderCode } from '@ecloud/contract';
import {
  CloudError,
  type AdapterOptions,
  type CloudAdapter,
  type CloudCredentials,
} from './adapter.ts';
import { withCallPolicy, type CallPolicyOptions } from './call-policy.ts';
import { metricCallRate } from './metric-call-kinds.ts';
import { REAL_ADAPTERS } from './providers/index.ts';
import { SimulatedAdapter } from './simulated/adapter.ts';
import type { SimConfigJson } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';

export interface AdapterTarget {
  id: string;
  provider: ProviderCode;
  simulated: boolean;
  simConfig: SimConfigJson;
  credentials: CloudCredentials;
  /** When the account was added (the simulated cloud dates its subscriptions from it). */
  createdAt?: Date;
}

/**
 * Account -> adapter: the simulated cloud for simulated accounts, else the provider's real
 * adapter behind the one call policy (time-out, retry with backoff, rate limit).
 */
/**
 * Someone waiting on the answer (a check, an action) gets short time-outs and one retry, so
 * the call ends well inside the request's 30 s; background syncs get the patient defaults.
 */
export type CallMode = 'interactive' | 'background' | 'metrics';
const POLICY: Record<CallMode, (p: ProviderCode) => CallPolicyOptions> = {
  interactive: () => ({ timeoutMs: 8_000, retries: 1 }),
  background: () => ({}),
  // The metrics poller never goes faster than half its slowest metric API's documented rate
  // (Alibaba: ECS's per-disk call beside CloudMonitor), so its calls spread over the period.
  metrics: (p) => ({ ratePerSecond: metricCallRate(p), retries: 2 }),
};

export function adapterFor(
  target: AdapterTarget,
  db: DbOrTx,
  now: () => Date,
  mode: CallMode = 'background',
  /** Tests point a real adapter at a fake provider. */
  options?: AdapterOptions,
): CloudAdapter {
  if (target.simulated) {
    return new SimulatedAdapter(
      {
        id: target.id,
        provider: target.provider,
        simConfig: target.simConfig,
        since: target.createdAt,
      },
      db,
      now,
    );
  }
  const factory = REAL_ADAPTERS[target.provider];
  if (!factory) {
    throw new CloudError(
      target.provider,
      'provider',
      `No adapter for ${target.provider} in this build; mark the account simulated.`,
      { providerCode: 'AdapterMissing' },
    );
  }
  return withCallPolicy(factory(target.credentials, options), POLICY[mode](target.provider));
}
