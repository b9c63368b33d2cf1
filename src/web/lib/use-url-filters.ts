import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

/**
 * Filters live in the URL (so a reload or a shared link keeps them) and apply as they change;
 * the search box waits for a pause in typing before it asks the server.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const [searchInput, setSearchInput] = useState(params.get('search') ?? '');

  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (changes: Record<string, string>) => {
    setParams(
      () => {
        // From the address as last navigated, not the render's params: two changes in quick succession (a filter,
        // then another or "Show results" before the page re-rendered) would otherwise each start from the same old
        // params, and the second would drop the first. The router writes the address at once, renders after.
        const next = new URLSearchParams(window.location.search);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = setTimeout(() => update({ search: searchInput.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // update is recreated each render; the timer only needs to restart when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchInput, search]);

  // The applied search counts as a filter: on a phone it sits in the filter sheet with the rest, out of sight.
  const active = keys.filter((k) => values[k] !== '').length + (search ? 1 : 0);

  return {
    values,
    search,
    page,
    /** How many filters narrow the results now (the search among them): the phone's "Filters" button shows it. */
    active,
    searchInput,
    setSearchInput,
    setFilter: (key: K, value: string) => update({ [key]: value }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : '' }),
    /** The Apply Filters button: filters already apply live, so it only flushes a pending search. */
    applyNow: () => update({ search: searchInput.trim() }),
    /** "Clear all": every filter and the search, back to the first page; other parameters (focus) stay. */
    clear: () => {
      setSearchInput('');
      update(Object.fromEntries([...keys, 'search'].map((k) => [k, ''])));
    },
  };
}
