import type { Database } from '../db/client.ts';

// A write that changes what the match snapshot reads (a profile, a currency rate) is announced here, and the
// snapshot of that database listens (modules/matching/match-snapshot.ts). The writers need not know matching:
// they say what changed, once, in this process; other instances see it by the snapshot's stamp.

type Key = Pick<Database, 'kind' | 'url'>;
const listeners = new WeakMap<Key, Set<() => void>>();

/** Calls `listener` after each announced change to the match data of `database`. */
export function onMatchDataChanged(database: Key, listener: () => void): void {
  let set = listeners.get(database);
  if (!set) {
    set = new Set();
    listeners.set(database, set);
  }
  set.add(listener);
}

/** A write on this instance changed profiles or rates: whoever keeps derived data of them reads again. */
export function announceMatchDataChanged(database: Key): void {
  for (const listener of listeners.get(database) ?? []) listener();
}
