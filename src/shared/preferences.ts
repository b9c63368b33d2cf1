
// The reader's display preferences, language and country, as both sides name and default them: the web keeps
// them (src/web/lib/preferences/preferences.ts), the server reads them for the first paint (src/server/http/preferences.ts)
// and so does the first paint's inline guard script.

/** The header's countries (spec section 3); profiles' regions are the same nine places (enums.ts). */
export const COUNTRIES = ['UAE', 'Saudi Arabia', 'Qatar', 'Bahrain', 'Oman', 'Kuwait', 'UK', 'Singapore', 'India'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'UAE';
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Preference = 'language' | 'country';
export interface Preferences {
  language: Language;
  country: Country;
}

/** Where a browser keeps each choice: the localStorage item and the cookie the server reads have this name. */
export const PREFERENCE_KEYS = {
  language: 'dealbridge.language',
  country: 'dealbridge.country',
} as const satisfies Record<Preference, string>;

/** The preference cookies' attributes: readable by the page's script, a year long, sent on top-level visits. */
export const PREFERENCE_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

/** What a reader who chose nothing, and whose browser asks for no language we have, is shown. */
export const DEFAULT_PREFERENCES: Preferences = { language: 'en', country: DEFAULT_COUNTRY };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l === value);
export const isCountry = (value: unknown): value is Country => COUNTRIES.some((c) => c === value);

/** A stored or sent value as one of ours, or null (an old or hand-edited value is ignored). */
export const PREFERENCE_VALUES: { [P in Preference]: (value: unknown) => Preferences[P] | null } = {
  language: (value) => (isLanguage(value) ? value : null),
  country: (value) => (isCountry(value) ? value : null),
};

/** The first of the browser's preferred languages (BCP 47 tags, most wanted first) that we have, else the default. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_PREFERENCES.language;
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
