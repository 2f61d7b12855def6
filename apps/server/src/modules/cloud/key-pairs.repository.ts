import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { KeyPair, ProviderCode } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, type PageIn } from '../../db/page.ts';
import { deleteOwned, ofTenant, insertId } from '../../db/sql.ts';
import { cloudAccounts, keyPairs, users } from '../../db/schema/index.ts';
import { likePattern } from './accounts.repository.ts';

export type NewKeyPair = typeof keyPairs.$inferInsert;

export interface KeyPairFilter {
  accountId?: string;
  provider?: ProviderCode;
  keyword?: string;
}

export async function listKeyPairs(db: DbOrTx, tenantId: string, f: KeyPairFilter, page: PageIn) {
  const where = and(
    eq(keyPairs.tenantId, tenantId),
    f.accountId ? eq(keyPairs.accountId, f.accountId) : undefined,
    f.provider ? eq(cloudAccounts.provider, f.provider) : undefined,
    f.keyword
      ? or(
          ilike(keyPairs.name, likePattern(f.keyword)),
          ilike(keyPairs.fingerprint, likePattern(f.keyword)),
          ilike(keyPairs.comment, likePattern(f.keyword)),
        )
      : undefined,
  );
  return pageOf(
    db,
    {
      select: {
        k: keyPairs,
        accountName: cloudAccounts.name,
        provider: cloudAccounts.provider,
        // The uploader's account may be gone (set null): the list then names no one.
        by: sql<string>`coalesce(${users.name}, '')`,
      },
      from: keyPairs,
      join: [[cloudAccounts, eq(cloudAccounts.id, keyPairs.accountId)]],
      lookup: [[users, eq(users.id, keyPairs.uploadedBy)]],
      where,
      orderBy: [desc(keyPairs.createdAt), desc(keyPairs.id)],
    },
    page,
    ({ k, accountName, provider, by }): KeyPair => ({
      id: k.id,
      accountId: k.accountId,
      accountName,
      provider: provider as ProviderCode,
      name: k.name,
      keyType: k.keyType,
      bits: k.bits,
      fingerprint: k.fingerprint,
      comment: k.comment,
      publicKey: k.publicKey,
      uploadedBy: by,
      createdAt: k.createdAt.toISOString(),
    }),
  );
}

/** The name under which this key is already on the account, if it is. */
export async function keyNameByFingerprint(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  fingerprint: string,
): Promise<string | undefined> {
  const [same] = await db
    .select({ name: keyPairs.name })
    .from(keyPairs)
    .where(
      ofTenant(
        keyPairs,
        tenantId,
        eq(keyPairs.accountId, accountId),
        eq(keyPairs.fingerprint, fingerprint),
      ),
    );
  return same?.name;
}

export async function insertKeyPair(db: DbOrTx, values: NewKeyPair): Promise<string> {
  return insertId(db, keyPairs, values);
}

export const deleteKeyPairs = (db: DbOrTx, tenantId: string, ids: string[]) =>
  deleteOwned(db, keyPairs, tenantId, ids);
