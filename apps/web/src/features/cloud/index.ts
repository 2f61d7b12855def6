export { useProviders } from './api/use-providers.ts';
export { useAccountOptions } from './api/use-accounts.ts';
export { useCloudSummary } from './api/use-summary.ts';
export { cloudKeys } from './api/keys.ts';
