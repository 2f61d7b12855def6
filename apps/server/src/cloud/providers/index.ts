import type { ProviderCode } from '@ecloud/contract';
import type { AdapterFactory } from '../adapter.js';

/**
 * The real provider adapters by provider code. Callers wrap what a factory returns in
 * withCallPolicy (cloud/call-policy.ts); the simulated cloud stands in for accounts marked
 * simulated. Partial until every provider has landed.
 */
export const REAL_ADAPTERS: Partial<Record<ProviderCode, AdapterFactory>> = {};
