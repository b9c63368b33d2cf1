import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/enums.ts';
import type { Catalogue } from '../locales/en.ts';
import { shell } from '../locales/en/shell.ts';
import { setPreferenceCookie } from './preference-cookie.ts';

/** Where an anonymous visitor's choice (and the last language shown) is kept in this browser. */
export const LANGUAGE_STORAGE_KEY = 'dealbridge.language';

/** The shape every other catalogue copies from the English one: same keys, any text. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { [K in keyof T]: Translation<T[K]> } & PluralForms<T>;
/**
 * Arabic needs more plural forms than English's _one/_other, also for texts with a {{count}} that
 * English words the same for every number (i18next picks the form with Intl.PluralRules).
 */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${Exclude<PluralForm, 'one' | 'other'>}`
    : T[K] extends `${string}{{count}}${string}` ? `${K & string}_${PluralForm}` : never]?: string;
};

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l === value);

export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    setPreferenceCookie(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice still holds for this page.
  }
}

/** The first of the browser's preferred languages that we have, English otherwise. */
export function browserLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** i18next's language as one of ours (a region-tagged or unknown code reads as English). */
export const languageOf = (code: string | undefined): Language => (code === 'ar' ? 'ar' : 'en');

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The Arabic catalogue is fetched only when Arabic is shown, so English pages never download it.
 * Until it arrives, react-i18next suspends the screens (nothing is painted rather than English).
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (language !== 'ar') return callback(null, {});
    import('../locales/ar.ts').then(({ ar }) => callback(null, ar), (error: unknown) => callback(error instanceof Error ? error : String(error), false));
  },
};

// Texts, lang, dir and the title always change together, once the language's catalogue is there.
i18next.on('languageChanged', (code) => {
  if (typeof document === 'undefined') return;
  const language = languageOf(code);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = i18next.t('common.documentTitle');
});

/** Resolves once the first language's texts are there (Arabic: its catalogue fetched). */
export const i18nReady: Promise<unknown> = i18next
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    // A returning Arabic reader gets Arabic from the first paint, not English and then a flip.
    lng: storedLanguage() ?? browserLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    resources: { en: { translation: shell } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * Adds English groups of the catalogue (locales/sections/*): each screen's module brings the texts it
 * shows, so the home page does not download the admin panel's. Arabic is loaded whole (above).
 */
export function addEnglish(groups: Partial<Catalogue>): void {
  i18next.addResourceBundle('en', 'translation', groups, true, false);
}

/** Shows the app in `language` (its catalogue is loaded first). */
export async function applyLanguage(language: Language): Promise<void> {
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

// Keys and values found at run time: the typed t() cannot check them, the catalogue test does.
export const translateWithValues = (key: string, values: Record<string, string>): string =>
  (i18next.t as unknown as (k: string, o: Record<string, string>) => string)(key, values);

/**
 * API words that the server or a notification wrote with spaces ("due diligence", "in progress"),
 * as labels of the current language; English keeps the words as they are (the spec's form).
 */
export function apiWordsLabel(group: 'admin.serviceTypes' | 'admin.requestStatus', words: string): string {
  if (i18next.language === 'en') return words;
  const key = `${group}.${words.replaceAll(' ', '_')}`;
  return i18next.exists(key) ? translateWithValues(key, {}) : words;
}

/** A notification's service and status words, as labels of the current language. */
export const withApiWordLabels = <T extends { service?: string | undefined; status?: string | undefined }>(values: T): T => ({
  ...values,
  ...(values.service && { service: apiWordsLabel('admin.serviceTypes', values.service) }),
  ...(values.status && { status: apiWordsLabel('admin.requestStatus', values.status) }),
});

export { i18next };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
  }
}
