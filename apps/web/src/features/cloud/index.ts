export { useProviders } from './api/use-providers.ts';
