import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import {
  accountDetail,
  accountOptions,
  checkAccount,
  createAccount,
  deleteAccounts,
  listAccounts,
  setAccountStatus,
  updateAccount,
} from './accounts.service.ts';
import { listSyncHistory, syncNow, syncStatus } from './account-sync.service.ts';
import { homeSummary } from './home.service.ts';
import { deleteKeyPairs, listKeyPairs, uploadKeyPair } from './key-pairs.service.ts';
import { listProviders, listRegions } from './providers.service.ts';

/** The cloud domain: providers, accounts, their syncs, key pairs and the cloud home page. */
export function cloudRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    getCloud: listProviders,
    getCloudRegion: listRegions,
    checkAccount,
    accountList: listAccounts,
    accountDetail,
    accountCreate: createAccount,
    accountUpdate: updateAccount,
    accountStatus: setAccountStatus,
    accountDelete: deleteAccounts,
    accountOptions,
    syncNow,
    syncStatus,
    syncHistory: listSyncHistory,
    cloudHomeSummary: homeSummary,
    keyPairList: listKeyPairs,
    keyPairUpload: uploadKeyPair,
    keyPairDelete: deleteKeyPairs,
  });
}
