// How a saved profile is published (the server's PROFILE_REVIEW): 'manual' when staff approve each one before it
// is listed, 'auto' when it is listed at once. The server stamps it on every page it sends, as
// <html data-profile-review> (src/server/modules/pages/first-paint.ts), so knowing it costs no request.

export type ProfileReview = 'auto' | 'manual';

let rendering: ProfileReview | undefined;

/** The build renders the first paint once per mode (prerender.tsx), outside any page. */
export function renderForProfileReview(mode: ProfileReview): void {
  rendering = mode;
}

/** The page's mode; the server's default, 'auto', when the page carries none (the development server). */
export const profileReview = (): ProfileReview =>
  rendering ?? (globalThis.document?.documentElement.dataset.profileReview === 'manual' ? 'manual' : 'auto');
