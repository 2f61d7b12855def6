import { anyOf, defineCall } from '../call.ts';
import { contractListInput, contractPage } from './schemas.ts';

/** Contract customers' contracts (spec section 7). */
export const contractCalls = {
  customContractList: defineCall({
    method: 'GET',
    path: '/api/v1/user/getCustomContractList',
    code: 'v3-3.6.2',
    exportable: true,
    permission: anyOf('v3'),
    input: contractListInput,
    output: contractPage,
    summary: 'Contracts of a contract customer (customType 4)',
  }),
};
