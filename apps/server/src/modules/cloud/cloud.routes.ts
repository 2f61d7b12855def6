import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
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
  serve(app, calls.getCloud, (ctx, input) => listProviders(ctx, input));
  serve(app, calls.getCloudRegion, (ctx, input) => listRegions(ctx, input));

  serve(app, calls.checkAccount, (ctx, input) => checkAccount(ctx, input));
  serve(app, calls.accountList, (ctx, input) => listAccounts(ctx, input));
  serve(app, calls.accountDetail, (ctx, input) => accountDetail(ctx, input));
  serve(app, calls.accountCreate, (ctx, input) => createAccount(ctx, input));
  serve(app, calls.accountUpdate, (ctx, input) => updateAccount(ctx, input));
  serve(app, calls.accountStatus, (ctx, input) => setAccountStatus(ctx, input));
  serve(app, calls.accountDelete, (ctx, input) => deleteAccounts(ctx, input));
  serve(app, calls.accountOptions, (ctx, input) => accountOptions(ctx, input));

  serve(app, calls.syncNow, (ctx, input) => syncNow(ctx, input));
  serve(app, calls.syncStatus, (ctx, input) => syncStatus(ctx, input));
  serve(app, calls.syncHistory, (ctx, input) => listSyncHistory(ctx, input));
  serve(app, calls.cloudHomeSummary, (ctx, input) => homeSummary(ctx, input));

  serve(app, calls.keyPairList, (ctx, input) => listKeyPairs(ctx, input));
  serve(app, calls.keyPairUpload, (ctx, input) => uploadKeyPair(ctx, input));
  serve(app, calls.keyPairDelete, (ctx, input) => deleteKeyPairs(ctx, input));
}
