import { useSearchParams } from 'react-router';

/**
 * A screen's tab, kept in the address. Changing tab drops the other list's filters and page,
 * which mean nothing to the new tab's list.
 */
export function useTab<K extends string>(first: K, keys: readonly K[]): [K, (tab: K) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') as K | null;
  const tab = raw && keys.includes(raw) ? raw : first;
  const set = (next: K) => setParams(next === first ? {} : { tab: next }, { replace: true });
  return [tab, set];
}
