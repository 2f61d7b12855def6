import type { ProviderCode } from '@ecloud/contract';
import type { AdapterFactory } from '../adapter.js';
import { createAlibabaAdapter } from './alibaba/adapter.js';
import { createAwsAdapter } from './aws/adapter.js';
import { createHuaweiAdapter } from './huawei/adapter.js';
import { createJdAdapter } from './jd/adapter.js';
import { createQingCloudAdapter } from './qingcloud/adapter.js';
import { createTencentAdapter } from './tencent/adapter.js';

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
