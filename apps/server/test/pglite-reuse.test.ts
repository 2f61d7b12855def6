import { describe, expect, it } from 'vitest';
import { dbKind, freshDatabase } from './harness.ts';
import { takeBaseline } from './pglite-reuse.ts';

// The server tests share a worker's PGlite between files; a file must still start on exactly
// what the migrated template holds, whatever the file before it did.
describe.runIf(dbKind === 'pglite')('a reused test database', () => {
  it('comes back as the template left it: rows, sequences and session', async () => {
    const first = await freshDatabase();
    const client = first.pglite!;
    const pristine = await takeBaseline(client);
    expect(pristine.rows.some((r) => r.table === 'public.roles')).toBe(true);
    expect(pristine.sequences.map((s) => s.name)).toContain('public.work_orders_number_seq');

    await first.exec(`
      delete from user_roles; delete from roles;
      insert into tenants (name) values ('left behind');
      select nextval('work_orders_number_seq'); select nextval('ledger_list_version');
      set application_name = 'dirty'; listen left_behind;`);
    await first.close();

    const second = await freshDatabase();
    expect(second.pglite).toBe(client);
    expect(await takeBaseline(client)).toEqual(pristine);
    const { rows } = await client.query<{ application_name: string }>(`show application_name`);
    expect(rows).toEqual([{ application_name: '' }]);
    await second.close();
  });

  it('is not reused after a file changed the tables; the next file gets a new one', async () => {
    const first = await freshDatabase();
    const pristine = await takeBaseline(first.pglite!);
    await first.exec(`create table left_behind (a int)`);
    await first.close();

    const second = await freshDatabase();
    expect(second.pglite).not.toBe(first.pglite);
    expect(await takeBaseline(second.pglite!)).toEqual(pristine);
    await second.close();
  });
});
