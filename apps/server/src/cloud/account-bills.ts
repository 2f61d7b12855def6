import type { ProviderCode } from '@ecloud/contract';
import type { cloudAccounts } from '../db/schema/index.ts';
import type { AdapterOptions } from './adapter.ts';
import type { BillSource } from './bills.ts';
import { withBillPolicy, type BillSourceFactory } from './providers/bill-kit.ts';
import { ALI_BILL_RATE, createAlibabaBills } from './providers/alibaba/bills.ts';
import { AWS_BILL_RATE, createAwsBills } from './providers/aws/bills.ts';
import { HW_BILL_RATE, createHuaweiBills } from './providers/huawei/bills.ts';
import { JD_BILL_RATE, createJdBills } from './providers/jd/bills.ts';
import { TC_BILL_RATE, createTencentBills } from './providers/tencent/bills.ts';
import { QC_BILL_RATE, createQingCloudBills } from './providers/qingcloud/bills.ts';
import { openCredentials, type Keyring } from './secrets.ts';
import { SimulatedBillSource } from './simulated/bills.ts';

export type BillAccount = Pick<
  typeof cloudAccounts.$inferSelect,
  | 'id'
  | 'provider'
  | 'regions'
  | 'simulated'
  | 'simConfig'
  | 'credentials'
  | 'projectId'
  | 'domainId'
>;

/**
 * Each provider's bill source, the calls a second it is kept to (below its documented limit),
 * and for a provider whose reads cost (AWS charges each Cost Explorer call; QingCloud takes a
 * call per resource) how long after a read the schedule may read a period again.
 */
export const REAL_BILLS: Partial<
  Record<ProviderCode, { create: BillSourceFactory; ratePerSecond: number; rereadMs?: number }>
> = {
  ALI: { create: createAlibabaBills, ratePerSecond: ALI_BILL_RATE },
  // Cost Explorer refreshes up to three times a day.
  AWS: { create: createAwsBills, ratePerSecond: AWS_BILL_RATE, rereadMs: 8 * 3_600_000 },
  HUAWEI: { create: createHuaweiBills, ratePerSecond: HW_BILL_RATE },
  JINGDONG: { create: createJdBills, ratePerSecond: JD_BILL_RATE },
  QINGYUN: { create: createQingCloudBills, ratePerSecond: QC_BILL_RATE, rereadMs: 6 * 3_600_000 },
  TENGXUN: { create: createTencentBills, ratePerSecond: TC_BILL_RATE },
};

/**
 * The bill source of a stored account: the simulated cloud's, or the provider's behind the call
 * policy with the account's secrets opened by the keyring. Null when the provider has no bill
 * adapter (or no keyring was given to open the secrets). The secrets are opened at the first
 * call, so a key sealed under a lost keyring fails the read, not the caller that only asks
 * whether there is a source.
 */
export function billSourceForAccount(
  deps: { now: () => Date; keyring?: Keyring; options?: AdapterOptions },
  a: BillAccount,
): BillSource | null {
  const provider = a.provider as ProviderCode;
  if (a.simulated) {
    return new SimulatedBillSource(
      { id: a.id, provider, regions: a.regions, simConfig: a.simConfig },
      deps.now,
    );
  }
  const entry = REAL_BILLS[provider];
  const keyring = deps.keyring;
  if (!entry || !keyring) return null;
  let inner: BillSource | undefined;
  const open = () =>
    (inner ??= withBillPolicy(
      entry.create({
        credentials: {
          ...openCredentials(keyring, a.credentials),
          projectId: a.projectId ?? undefined,
          domainId: a.domainId ?? undefined,
        },
        options: deps.options ?? {},
        now: deps.now,
        regions: a.regions,
      }),
      { ratePerSecond: entry.ratePerSecond },
    ));
  return {
    provider,
    periodState: async (period) => open().periodState(period),
    page: async (period, cursor) => open().page(period, cursor),
  };
}
