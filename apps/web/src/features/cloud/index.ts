export { useProviders } from './api/use-providers.ts';
export { useAccountOptions } from './api/use-accounts.ts';
export { useCloudSummary } from './api/use-summary.ts';
export { cloudKeys } from './api/keys.ts';
export { HomeResourcesCard } from './components/home-resources-card.tsx';
export { HomeAttentionCard } from './components/home-attention-card.tsx';
export { HomeSyncsCard } from './components/home-syncs-card.tsx';
export { AccountField } from './components/account-field.tsx';
