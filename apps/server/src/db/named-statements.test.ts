import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PLAN_PER_CALL, nameStatements } from './named-statements.ts';

/** A pool whose query hands back what it was given. */
const recordingPool = () => ({ query: (...args: unknown[]) => args }) as unknown as pg.Pool;
const sent = (pool: pg.Pool, ...args: unknown[]) =>
  (pool.query as unknown as (...a: unknown[]) => unknown[])(...args)[0];

describe('named statements', () => {
  it('names each distinct parameterised text once, and the same text the same way', () => {
    const pool = recordingPool();
    nameStatements(pool);
    const a = sent(pool, { text: 'select $1', rowMode: 'array' }, [1]) as pg.QueryConfig;
    const b = sent(pool, { text: 'select $1 + 1' }, [1]) as pg.QueryConfig;
    const again = sent(pool, { text: 'select $1', rowMode: 'array' }, [2]) as pg.QueryConfig;
    expect(a.name).toBeTruthy();
    expect(b.name).not.toBe(a.name);
    expect(again).toEqual({ text: 'select $1', rowMode: 'array', name: a.name });
    // Values given in the config count too.
    expect((sent(pool, { text: 'select $1', values: [3] }) as pg.QueryConfig).name).toBe(a.name);
  });

  it('leaves statements without parameters, named ones and plain text as they are', () => {
    const pool = recordingPool();
    nameStatements(pool);
    // Migrations send several statements in one text, which only the simple protocol allows.
    const many = { text: 'create table x (a int); create table y (b int)' };
    expect(sent(pool, many, [])).toBe(many);
    expect(sent(pool, many)).toBe(many);
    const named = { text: 'select $1', name: 'mine' };
    expect(sent(pool, named, [1])).toBe(named);
    expect(sent(pool, 'select $1', [1])).toBe('select $1');
    // A search is planned for its pattern each time.
    const search = { text: `${PLAN_PER_CALL} select 1 where 'x' like $1` };
    expect(sent(pool, search, ['%x%'])).toBe(search);
  });

  it('stops naming new texts past its limit (a varying text must not grow every plan cache)', () => {
    const pool = recordingPool();
    const names = nameStatements(pool, 2);
    const nameOf = (text: string) => (sent(pool, { text }, [1]) as pg.QueryConfig).name;
    const first = nameOf('select $1 as a');
    nameOf('select $1 as b');
    expect(nameOf('select $1 as c')).toBeUndefined();
    expect(nameOf('select $1 as a')).toBe(first);
    expect(names.size).toBe(2);
  });
});
