import type { ProviderCode } from '@ecloud/contract';
import type { AdapterFactory } from '../adapter.ts';
import { createAlibabaAdapter } from './alibaba/adapter.ts';
import { createAwsAdapter } from './aws/adapter.ts';
import { createHuaweiAdapter } from './huawei/adapter.ts';
import { createJdAdapter } from './jd/adapter.ts';
import { createQingCloudAdapter } from './qingcloud/adapter.ts';
import { createTencentAdapter } from './tencent/adapter.ts';

/**
 * The real provider adapters by provider code. Callers wrap what a factory returns in
 * withCallPolicy (cloud/call-policy.ts); the simulated cloud stands in for accounts marked
 * simulated. QINGYUN (Zhongjin cloud) speaks the QingCloud API.
 */
export const REAL_ADAPTERS: Record<ProviderCode, AdapterFactory> = {
  QINGYUN: createQingCloudAdapter,
  ALI: createAlibabaAdapter,
  HUAWEI: createHuaweiAdapter,
  JINGDONG: createJdAdapter,
  AWS: createAwsAdapter,
  TENGXUN: createTencentAdapter,
};
