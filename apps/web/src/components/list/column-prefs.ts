/**
 * Which columns a person shows in a resource table, and in what order, kept per table in
 * localStorage so the choice survives sign-out and follows no one else.
 */
export interface ColumnPrefs {
  /** Column keys in display order; keys not listed keep their default place at the end. */
  order: string[];
  hidden: string[];
}

const storageKey = (table: string) => `ecloud.columns.${table}`;

export function readColumnPrefs(table: string): ColumnPrefs | null {
  try {
    const raw = localStorage.getItem(storageKey(table));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ColumnPrefs>;
    if (!Array.isArray(parsed.order) || !Array.isArray(parsed.hidden)) return null;
    return {
      order: parsed.order.filter((k): k is string => typeof k === 'string'),
      hidden: parsed.hidden.filter((k): k is string => typeof k === 'string'),
    };
  } catch {
    return null;
  }
}

export function writeColumnPrefs(table: string, prefs: ColumnPrefs | null): void {
  if (prefs) localStorage.setItem(storageKey(table), JSON.stringify(prefs));
  else localStorage.removeItem(storageKey(table));
}

/**
 * The columns to show: saved order first (unknown saved keys dropped, columns added since the
 * save keep their default place), hidden ones left out; `fixed` keys can never be hidden.
 */
export function applyColumnPrefs<C extends { key: string }>(
  columns: readonly C[],
  prefs: ColumnPrefs | null,
  fixed: readonly string[] = [],
): C[] {
  if (!prefs) return [...columns];
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = prefs.order.filter((k) => byKey.has(k)).map((k) => byKey.get(k)!);
  const rest = columns.filter((c) => !prefs.order.includes(c.key));
  return [...ordered, ...rest].filter(
    (c) => fixed.includes(c.key) || !prefs.hidden.includes(c.key),
  );
}

/** Moves one key up or down within the full order. */
export function moveKey(order: readonly string[], key: string, by: -1 | 1): string[] {
  const i = order.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= order.length) return [...order];
  const next = [...order];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
