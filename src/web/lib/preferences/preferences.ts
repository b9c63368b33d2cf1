import {
  DEFAULT_PREFERENCES, PREFERENCE_COOKIE_ATTRIBUTES, PREFERENCE_KEYS, PREFERENCE_VALUES, preferredLanguage, type Language, type Preference, type Preferences,
} from '#shared/preferences.ts';

// The reader's language and country in this browser: where each is kept (localStorage, and a cookie that the
// server reads for the first paint, src/server/http/preferences.ts), and the last choice made in this tab,
// shared by every picker and figure on the page. The hooks that add the signed-in user's saved values are in
// use-preferences.ts.

/** This browser's choice, or null when none (or an unknown value) is kept. */
export function storedPreference<P extends Preference>(preference: P): Preferences[P] | null {
  try {
    return PREFERENCE_VALUES[preference](globalThis.localStorage?.getItem(PREFERENCE_KEYS[preference])) as Preferences[P] | null;
  } catch {
    return null;
  }
}

/** Keeps a choice in this browser, for the app's next visit and the server's next first paint. */
export function rememberPreference<P extends Preference>(preference: P, value: Preferences[P]): void {
  try {
    globalThis.localStorage?.setItem(PREFERENCE_KEYS[preference], value);
    if (typeof document !== 'undefined') document.cookie = `${PREFERENCE_KEYS[preference]}=${encodeURIComponent(value)}; ${PREFERENCE_COOKIE_ATTRIBUTES}`;
  } catch {
    // Private mode: the choice still holds for this page.
  }
}

/** The first of the browser's preferred languages that we have, English otherwise. */
export const browserLanguage = (tags: readonly string[] = globalThis.navigator?.languages ?? []): Language => preferredLanguage(tags);

/** What a reader with no saved value sees: this browser's choice, else the browser's language or the default country. */
export function browserPreference<P extends Preference>(preference: P): Preferences[P] {
  const fallback = preference === 'language' ? browserLanguage() : DEFAULT_PREFERENCES.country;
  return storedPreference(preference) ?? (fallback as Preferences[P]);
}

/** A choice made in this tab, remembered per account so that signing in as someone else shows their value. */
export type TabChoice<P extends Preference> = { userId: string | null; value: Preferences[P] } | null;

const tabChoices: { [P in Preference]: TabChoice<P> } = { language: null, country: null };
const listeners = new Set<() => void>();

export const subscribeToChoices = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const tabChoice = <P extends Preference>(preference: P): TabChoice<P> => tabChoices[preference] as TabChoice<P>;
export function setTabChoice<P extends Preference>(preference: P, choice: TabChoice<P>): void {
  (tabChoices as Record<Preference, TabChoice<Preference>>)[preference] = choice;
  for (const listener of listeners) listener();
}
