/**
 * Keeps a display preference (language, country) in a cookie as well as in localStorage, so that the
 * server can send the first-paint shell in the reader's language and with their country's flag
 * (src/server/http/first-paint.ts keeps the two in step on every page load too).
 */
export function setPreferenceCookie(name: 'dealbridge.language' | 'dealbridge.country', value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
