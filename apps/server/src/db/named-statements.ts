import type pg from 'pg';

/**
 * Distinct statement texts given a name; past this many, statements go unnamed (a filter
 * that varies its text without bound must not grow every connection's plan cache forever).
 */
export const MAX_NAMED_STATEMENTS = 2000;

/**
 * A statement whose text holds this is left unnamed, so it is planned for its values each time:
 * for a search pattern a generic plan cannot know how selective the pattern is (named, the
 * inventory's substring search went from 15 to 143 ms p95 on PostgreSQL).
 */
export const PLAN_PER_CALL = '/* planned per call */';

type QueryArg = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Sends every parameterised statement that goes through the pool as a named (prepared)
 * statement, one name per distinct text. Each connection then parses it once, and after five
 * runs PostgreSQL may keep a generic plan when it costs no more than planning each time: the
 * host list's statement took 1.05 ms of server CPU unnamed and 0.45 ms named (issue 10 §2).
 * Statements without parameters stay on the simple protocol (migrations send several at once),
 * and transactions use their own client and are left as they are.
 */
export function nameStatements(pool: pg.Pool, max = MAX_NAMED_STATEMENTS): Map<string, string> {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    const name = `ecloud_${names.size}`;
    names.set(text, name);
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]): unknown => {
    const [first, second] = args;
    if (first && typeof first === 'object' && !(first as QueryArg).name) {
      const q = first as QueryArg;
      const values = Array.isArray(second) ? second : q.values;
      const name =
        typeof q.text === 'string' &&
        Array.isArray(values) &&
        values.length > 0 &&
        !q.text.includes(PLAN_PER_CALL)
          ? nameOf(q.text)
          : undefined;
      if (name) args[0] = { ...q, name };
    }
    return query(...args);
  };
  (pool as unknown as { query: typeof named }).query = named;
  return names;
}
