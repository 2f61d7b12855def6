import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cloudAccounts } from '../db/schema/index.ts';
import type { Keyring } from './secrets.ts';

/**
 * Key rotation (docs/operations.md): started with a new ECLOUD_SECRET_KEY and the old one in
 * ECLOUD_SECRET_KEY_PREVIOUS, a server re-seals every secret still sealed under an old key.
 * Each row is swapped only if unchanged since it was read, so replicas doing it at once agree.
 */
export async function resealStaleSecrets(db: Database, keyring: Keyring): Promise<number> {
  const rows = await db
    .select({ id: cloudAccounts.id, credentials: cloudAccounts.credentials })
    .from(cloudAccounts);
  let n = 0;
  for (const row of rows) {
    if (!keyring.isStale(row.credentials)) continue;
    const fresh = keyring.seal(keyring.open(row.credentials));
    const done = await db
      .update(cloudAccounts)
      .set({ credentials: fresh })
      .where(and(eq(cloudAccounts.id, row.id), eq(cloudAccounts.credentials, row.credentials)))
      .returning({ id: cloudAccounts.id });
    n += done.length;
  }
  return n;
}
