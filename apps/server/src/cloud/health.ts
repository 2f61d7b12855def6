import type { AccountHealth } from '@ecloud/contract';
import type { CloudErrorKind } from './adapter.ts';

/** The health an account shows after a call to its cloud failed with an error of this kind. */
export const healthAfter = (kind: CloudErrorKind | undefined): AccountHealth =>
  kind === 'auth' ? 'invalid_credentials' : kind === 'permission' ? 'permission_missing' : 'error';
