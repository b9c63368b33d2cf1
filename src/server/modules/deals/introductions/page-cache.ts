// A match page as its reader last received it, kept as the JSON sent (issue 25). BusinessMatches and InvestorConnect
// are the screens users spend the most time on, paging back and forth over the same filters; building a page costs
// one query and a dozen cards, sending a kept one costs one small read. A kept page is sent again only when nothing it
// shows can have changed, on any instance:
// - the snapshot it was ranked from is still this instance's (the page hangs on the snapshot object);
// - the listing version is the same (migration 0004: every profile write anywhere, the reader's own included, and
//   every change to a card's trust signals, migration 0021);
// - the reader's match-state counter is the same (migration 0022: a match row of the reader's, its deal room, or an
//   introduced counterpart's contact);
// - it is less than PAGE_TTL_MS old.
// Both counters are read with the session (auth/sessions.ts: c.var.matchPageVersion), after the request arrived and
// before the page is built, so a page is never older than a write committed before its request came.
import { jsonBytes } from '../../../http/json-text.ts';
import type { MatchSnapshot } from '../../matching/index.ts';

/** Pages kept per snapshot, and their bytes together (a page is ~20 KB of UTF-8 JSON, outside the JavaScript heap). */
const LIMITS = { pages: 400, bytes: 2_000_000 };
/** A kept page is sent again for this long at most: bounds what an idle entry holds, not needed for correctness. */
export const PAGE_TTL_MS = 60_000;

interface KeptPage {
  version: string;
  json: Uint8Array<ArrayBuffer>;
  at: number;
}

interface Pages {
  entries: Map<string, KeptPage>;
  bytes: number;
}

const pagesOf = new WeakMap<MatchSnapshot, Pages>();

function pagesFor(snapshot: MatchSnapshot): Pages {
  let pages = pagesOf.get(snapshot);
  if (!pages) {
    pages = { entries: new Map(), bytes: 0 };
    pagesOf.set(snapshot, pages);
  }
  return pages;
}

function forget(pages: Pages, key: string): void {
  const kept = pages.entries.get(key);
  if (!kept) return;
  pages.entries.delete(key);
  pages.bytes -= kept.json.byteLength;
}

/** The key of a page: the screen, its reader and every query parameter, the page included, in a fixed order. */
export function pageKey(screen: 'businesses' | 'investors', userId: string, query: Record<string, unknown>): string {
  return `${screen}:${userId}:${JSON.stringify(query, Object.keys(query).sort())}`;
}

/**
 * The page under `key` as the bytes of its JSON (encoded once, when kept; decision 0235): the kept one when its snapshot, version and age allow, else `build` serialised and
 * kept under `version` (none without one). A build that throws (no profile yet: 404) keeps nothing.
 */
export async function keptPageJson(
  snapshot: MatchSnapshot, key: string, version: string | null, build: () => Promise<unknown>, now = Date.now,
): Promise<Uint8Array<ArrayBuffer>> {
  const pages = pagesFor(snapshot);
  const kept = pages.entries.get(key);
  if (kept && version !== null && kept.version === version && now() - kept.at <= PAGE_TTL_MS) {
    // Most recently used last: Map keeps insertion order, the oldest is forgotten first.
    pages.entries.delete(key);
    pages.entries.set(key, kept);
    return kept.json;
  }
  const json = jsonBytes(await build());
  forget(pages, key);
  if (version !== null) {
    pages.entries.set(key, { version, json, at: now() });
    pages.bytes += json.byteLength;
    while (pages.entries.size > LIMITS.pages || pages.bytes > LIMITS.bytes) {
      const oldest = pages.entries.keys().next().value;
      if (oldest === undefined) break;
      forget(pages, oldest);
    }
  }
  return json;
}

/** Pages kept for a snapshot and their bytes (tests and diagnostics). */
export function keptPagesUsage(snapshot: MatchSnapshot): { pages: number; bytes: number } {
  const pages = pagesOf.get(snapshot);
  return { pages: pages?.entries.size ?? 0, bytes: pages?.bytes ?? 0 };
}
