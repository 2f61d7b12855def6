import { calls } from '@ecloud/contract';
import { byIds, useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { cloudKeys, type KeyPairListParams } from './keys.ts';

export const useKeyPairs = (params: KeyPairListParams) =>
  useListCall(calls.keyPairList, cloudKeys.keyPairs(params), params);

const KEY_PAIRS = [[...cloudKeys.all, 'key-pairs']];

export const useUploadKeyPair = () => useCallMutation(calls.keyPairUpload, KEY_PAIRS);
export const useDeleteKeyPairs = () => useCallMutation(calls.keyPairDelete, KEY_PAIRS, byIds);
