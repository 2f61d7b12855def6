import type { calls } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { badInput, conflict } from '../../lib/errors.ts';
import { allOfTenant } from '../../lib/all-or-none.ts';
import { ownAccount } from './accounts.service.ts';
import { onNameTaken } from './db-errors.ts';
import * as repo from './key-pairs.repository.ts';
import { isProblem, parseSshPublicKey } from './ssh-key.ts';

export const listKeyPairs: ServiceOf<typeof calls.keyPairList> = async (ctx, input) => {
  const { page, pageSize, ...filter } = input;
  return repo.listKeyPairs(ctx.deps.db, ctx.auth.user.tenantId, filter, { page, pageSize });
};

/** Stores an OpenSSH public key on one of the caller's accounts, once per account. */
export const uploadKeyPair: ServiceOf<typeof calls.keyPairUpload> = async (ctx, input) => {
  const { tenantId, id: userId } = ctx.auth.user;
  const a = await ownAccount(ctx, input.accountId);
  const key = parseSshPublicKey(input.publicKey);
  if (isProblem(key)) {
    if (key.reason === 'type') throw badInput('keyPair.type', { type: key.type });
    if (key.reason === 'weak') throw badInput('keyPair.weak', { bits: key.bits });
    throw badInput(`keyPair.${key.reason}`);
  }
  const same = await repo.keyNameByFingerprint(ctx.deps.db, tenantId, a.id, key.fingerprint);
  if (same !== undefined) throw conflict('keyPair.duplicate', { name: same });
  return await onNameTaken('keyPair.nameTaken', input.name, async () => {
    const id = await repo.insertKeyPair(ctx.deps.db, {
      tenantId,
      accountId: a.id,
      name: input.name,
      keyType: key.keyType,
      bits: key.bits,
      fingerprint: key.fingerprint,
      comment: key.comment,
      publicKey: key.line,
      uploadedBy: userId,
      createdAt: ctx.deps.now(),
    });
    return { id };
  });
};

/** Deletes the key pairs: all of them, or none when one is not the caller's. */
export const deleteKeyPairs = (ctx: ServiceContext, input: CallIn<typeof calls.keyPairDelete>) =>
  allOfTenant(ctx, input.ids, 'keyPair.notFound', repo.deleteKeyPairs);
