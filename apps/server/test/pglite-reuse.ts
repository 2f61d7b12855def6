import type { PGlite } from '@electric-sql/pglite';

/**
 * What a database freshly opened from the migrated template holds: every table, the rows of
 * the ones that are not empty (built-in roles, the migrations' journal) and every sequence's
 * position. A test worker empties a used PGlite back to this instead of opening another
 * (opening one from the template costs about 0.6 s of CPU; putting this back, a few ms).
 */
export interface Baseline {
  /** Every table, as one sorted list: a file that created or dropped one is not put back. */
  tables: string;
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; start: string; last: string | null }[];
}

const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name, c.oid::int as oid
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
  order by 1`;

async function tableList(client: PGlite): Promise<{ name: string; oid: number }[]> {
  return (await client.query<{ name: string; oid: number }>(TABLES)).rows;
}

export async function takeBaseline(client: PGlite): Promise<Baseline> {
  const tables = await tableList(client);
  const rows: Baseline['rows'] = [];
  for (const { name, oid } of tables) {
    const { rows: found } = await client.query<{ json: string }>(
      `select json_agg(t order by t::text)::text as json from only ${name} t`,
    );
    const json = found[0]?.json;
    if (!json) continue;
    // Generated columns are computed again on insert and cannot be given.
    const { rows: cols } = await client.query<{ name: string }>(
      `select format('%I', attname) as name from pg_attribute
       where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = ''
       order by attnum`,
      [oid],
    );
    rows.push({ table: name, columns: cols.map((c) => c.name).join(', '), json });
  }
  const { rows: sequences } = await client.query<Baseline['sequences'][number]>(
    `select format('%I.%I', schemaname, sequencename) as name, start_value::text as start,
       last_value::text as last
     from pg_sequences order by 1`,
  );
  return { tables: tables.map((t) => t.name).join(','), rows, sequences };
}

/**
 * Puts a used database back to the baseline; false when it cannot (its tables changed), and
 * the caller opens a fresh one. Triggers stay off while it runs: the ledger's guards refuse
 * truncation, and restored rows are the template's own.
 */
export async function restoreBaseline(client: PGlite, base: Baseline): Promise<boolean> {
  if ((await tableList(client)).map((t) => t.name).join(',') !== base.tables) return false;
  await client.exec(`reset all; unlisten *; select pg_advisory_unlock_all();`);
  await client.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica;
      truncate ${base.tables.split(',').join(', ')} restart identity;`);
    for (const { table, columns, json } of base.rows)
      await tx.query(
        `insert into ${table} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    for (const s of base.sequences)
      await tx.query(`select setval($1::regclass, $2::bigint, $3)`, [
        s.name,
        s.last ?? s.start,
        s.last !== null,
      ]);
  });
  return true;
}
