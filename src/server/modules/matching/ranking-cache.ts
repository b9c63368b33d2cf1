// What a match page keeps between requests, per snapshot (issue 25): the texts' vectors and word sets
// (TextMemo), and each reader's recent rankings. Both hang on the snapshot object, so a new snapshot (its
// stamp moved: a profile or a rate changed anywhere) starts them empty and the old ones die with the old one.
import { createHash } from 'node:crypto';
import { TextMemo } from '#shared/matching/text-affinity.ts';
import type { MatchSnapshot } from './match-snapshot.ts';

/** A reader's ranking under one set of filters: rows of the snapshot's index, best first, and how many rows pass the filters. */
export interface CachedRanking {
  /** The fingerprint of the reader's own profile it was ranked for (profileFingerprint): an edit makes it another. */
  reader: string;
  /** Index rows in page order (relevance first with a search, then score); the cards score their pairs afresh. */
  rows: Int32Array;
  /** Rows passing the filters: the page's `stats.total`. */
  total: number;
  /** True when `rows` holds every row that passes (no deeper page can need a new ranking). */
  complete: boolean;
  at: number;
}

/** Rankings kept per snapshot, the oldest forgotten first: a few hundred bytes each with five pages of rows. */
const RANKINGS_PER_SNAPSHOT = 2000;
/** A ranking is reused for this long at most. Correctness does not need it (see rankingKey); it bounds what an idle entry holds. */
export const RANKING_TTL_MS = 60_000;
/**
 * Texts whose vectors and word sets a snapshot's memo keeps, the oldest forgotten first: the profiles shown within
 * a snapshot's life. A full memo of 20,000 texts held ~13 MB of heap (texts of ~90 characters); 5,000 bound it to a
 * few MB and still hold every card of hundreds of pages.
 */
const MEMO_TEXTS = 5000;

/** Card explanations kept per snapshot (~2 KB each, so at most ~4 MB), the oldest forgotten first. */
const EXPLANATIONS_PER_SNAPSHOT = 2000;

interface Extras {
  memo: TextMemo;
  rankings: Map<string, CachedRanking>;
  explanations: Map<string, unknown>;
}

const extrasOf = new WeakMap<MatchSnapshot, Extras>();

function extras(snapshot: MatchSnapshot): Extras {
  let found = extrasOf.get(snapshot);
  if (!found) {
    found = { memo: new TextMemo(snapshot.model.text, MEMO_TEXTS), rankings: new Map(), explanations: new Map() };
    extrasOf.set(snapshot, found);
  }
  return found;
}

/** The snapshot's text memo: each profile's text is vectorised once per snapshot, not once per card. */
export const textMemoOf = (snapshot: MatchSnapshot): TextMemo => extras(snapshot).memo;

/**
 * The key of a ranking: which screen, whose, and the filters but the page. The counterparts are the snapshot's,
 * whose map holds the entry; the reader's own profile is the entry's `reader`, checked against the profile
 * each request reads (an edit saved on any instance is seen at once). Pairs' states (Interested, Connect,
 * declines, favourites) are no part of a ranking: the cards read them afresh on every request.
 */
export function rankingKey(screen: 'businesses' | 'investors', userId: string, filters: Record<string, unknown>): string {
  const { page: _page, ...rest } = filters;
  return `${screen}:${userId}:${JSON.stringify(rest, Object.keys(rest).sort())}`;
}

/** A digest of every field of a profile as read: equal digests, same profile. */
export function profileFingerprint(profile: object): string {
  return createHash('sha1').update(JSON.stringify(profile)).digest('base64');
}

export function cachedRanking(snapshot: MatchSnapshot, key: string, now = Date.now()): CachedRanking | null {
  const { rankings } = extras(snapshot);
  const found = rankings.get(key);
  if (!found) return null;
  if (now - found.at > RANKING_TTL_MS) {
    rankings.delete(key);
    return null;
  }
  return found;
}

export function keepRanking(snapshot: MatchSnapshot, key: string, ranking: CachedRanking): void {
  const { rankings } = extras(snapshot);
  rankings.delete(key);
  if (rankings.size >= RANKINGS_PER_SNAPSHOT) rankings.delete(rankings.keys().next().value as string);
  rankings.set(key, ranking);
}

/**
 * A card's explanation (score, reasons, watch-outs, parts), worked out once per snapshot for the same pair as
 * read: the key names the reader's own profile (its fingerprint), whether hidden text may be quoted, and the
 * counterpart by id and last change (updated_at, which a trigger moves on every update, as the snapshot's stamp
 * assumes too). The model (rates, text statistics) is the snapshot's.
 */
export function keptExplanation<T>(snapshot: MatchSnapshot, key: string, explain: () => T): T {
  const { explanations } = extras(snapshot);
  let found = explanations.get(key) as T | undefined;
  if (found === undefined) {
    found = explain();
    if (explanations.size >= EXPLANATIONS_PER_SNAPSHOT) explanations.delete(explanations.keys().next().value as string);
    explanations.set(key, found);
  }
  return found;
}
