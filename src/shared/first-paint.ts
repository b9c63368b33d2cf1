import type { Country, Language } from './enums.ts';

// A public page drawn with its data (decision 0168): what the server and the browser agree on about it.

/** The element of the page that holds its FirstPaintData (<script type="application/json">). */
export const FIRST_PAINT_ELEMENT_ID = 'dealbridge-first-paint';

/** When the page was drawn (ms since the epoch), when its answers were read, and each API answer it shows by its path. */
export interface FirstPaintData {
  drawnAt: number;
  /** When the answers were read from the API (ms), which is how old the queries' data is. */
  readAt: number;
  answers: Record<string, unknown>;
}

/** A job of the server's page renderer for the build's renderWithData: one route, in one language and country. */
export interface RenderJob {
  route: string;
  language: Language;
  country: Country;
  profileReview: 'auto' | 'manual';
  data: FirstPaintData;
}
