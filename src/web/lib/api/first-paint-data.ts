import { useSyncExternalStore } from 'react';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '#shared/first-paint.ts';

// A public page the server drew with its data (decision 0168): the API answers it was drawn from travel in the page
// (<script type="application/json" id="dealbridge-first-paint">), with the time it was drawn at. The app's first render
// takes them as its queries' initial data, so that it is the page the server drew and the browser takes it over as it
// is (hydration) instead of asking again and drawing the cards anew. The server's render (prerender.tsx) sets them the
// same way. Each answer serves once: the query that takes it keeps it, and a query made later asks the API.


/** The page's data; its answers go as they are taken, its time stays (React hydrates parts of a page in passes). */
let current: FirstPaintData | null = null;

export function setFirstPaintData(data: FirstPaintData | null): void {
  current = data && { ...data, answers: { ...data.answers } };
}

/** The answer to `path` with the time it was read, once: it is gone afterwards. */
function take(path: string): { body: unknown; at: number } | undefined {
  if (!current || !Object.hasOwn(current.answers, path)) return undefined;
  const body = current.answers[path];
  delete current.answers[path];
  return { body, at: current.readAt };
}

/** Reads the page's element, if the server sent one; a malformed one is ignored (the app then asks the API). */
export function readFirstPaintElement(doc: Document): FirstPaintData | null {
  const text = doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as FirstPaintData;
    return typeof data.drawnAt === 'number' && typeof data.readAt === 'number' && data.answers && typeof data.answers === 'object' ? data : null;
  } catch {
    return null;
  }
}

/**
 * A query's initial data from the first paint, by the API path it asks (its query string included): spread into the
 * query's options. React Query reads it when it makes the query, which then keeps it, so a query declared once
 * (ratesQuery) takes it too; a query made later, or for another path, has none and asks the API.
 */
export function firstPaintAnswer<T>(path: string): { initialData: () => T | undefined; initialDataUpdatedAt: () => number | undefined } {
  let taken: { body: unknown; at: number } | undefined;
  return {
    initialData: () => (taken = take(path))?.body as T | undefined,
    initialDataUpdatedAt: () => taken?.at,
  };
}

const subscribeToNothing = () => () => {};

/**
 * A value that depends on the clock and the time zone ("Updated 3 days ago", a date): while the browser takes over a
 * page the server drew, it is computed as the server computed it (at `drawnAt`, in UTC), so that the two agree; then
 * as the reader's now and local day, and React draws again only the values that differ (useSyncExternalStore's
 * snapshot for hydration, compared by value).
 */
export function useDrawnValue<T extends string | number>(compute: (now: Date, utc: boolean) => T): T {
  return useSyncExternalStore(
    subscribeToNothing,
    () => compute(new Date(), false),
    () => (current === null ? compute(new Date(), false) : compute(new Date(current.drawnAt), true)),
  );
}
