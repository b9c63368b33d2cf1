import type { DefaultOptions } from '@tanstack/react-query';

/**
 * The queries' defaults, the browser's (main.tsx) and the build's and server's renderer's (prerender.tsx) alike: a page
 * drawn from given answers must be the page the browser's first render makes from them, `isFetching` (a listing's
 * aria-busy) included, or the browser keeps the drawn attribute when it takes the page over (decision 0168).
 */
export const QUERY_DEFAULTS = { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } } satisfies DefaultOptions;
