import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { languageDetector } from 'hono/language';
import { LANGUAGES } from '#shared/enums.ts';
import { DEFAULT_PREFERENCES, PREFERENCE_KEYS, PREFERENCE_VALUES, type Preferences } from '#shared/preferences.ts';

// The reader's language and country as the server sees them, for the first paint (first-paint.ts): the cookies
// that the page keeps in step with its own choice (src/web/lib/preferences/preferences.ts, and the first paint's guard
// script), else for the language the browser's Accept-Language, else the defaults. The names, values and
// defaults are the web's (src/shared/preferences.ts).

/** Hono's language detection: the language cookie, else the first Accept-Language tag we have (by q, then order). */
export const detectLanguage: MiddlewareHandler = languageDetector({
  order: ['cookie', 'header'],
  lookupCookie: PREFERENCE_KEYS.language,
  // The page's own script writes the cookie; the server only reads it.
  caches: false,
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_PREFERENCES.language,
});

/** The request's preferences; the language as detectLanguage (run before) found it. */
export function readPreferences(c: Context): Preferences {
  return {
    language: PREFERENCE_VALUES.language(c.get('language')) ?? DEFAULT_PREFERENCES.language,
    country: PREFERENCE_VALUES.country(getCookie(c, PREFERENCE_KEYS.country)) ?? DEFAULT_PREFERENCES.country,
  };
}
