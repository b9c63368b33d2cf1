import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, LANGUAGES, type Language } from '../../shared/preferences.ts';
import { shell } from '../locales/en/shell.ts';
import { isNamespace, loadCatalogue, SECTIONS, type Resources, type Section } from '../locales/namespaces.ts';
import { browserPreference } from './preferences.ts';

/** i18next's language as one of ours (a region-tagged or unknown code reads as English). */
export const languageOf = (code: string | undefined): Language => (code === 'ar' ? 'ar' : 'en');

// Texts, lang, dir and the title always change together, once the language's namespaces are there.
i18next.on('languageChanged', (code) => {
  if (typeof document === 'undefined') return;
  const language = languageOf(code);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = i18next.t('common.documentTitle');
});

/**
 * Fetches a namespace's catalogue for i18next, in a few lines rather than a package (the home page's budget):
 * a namespace is fetched the first time a screen needs it, in the language shown (locales/namespaces.ts).
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    if (!isNamespace(namespace)) return done(new Error(`No namespace ${namespace}`), false);
    loadCatalogue(languageOf(language), namespace).then((texts) => done(null, texts), (error: Error) => done(error, false));
  },
};

/** i18next's loader (typed `any` by the package): fetches namespaces of given languages, once each. */
interface BackendConnector { load(languages: string[], namespaces: string[], done: () => void): void }

/** Resolves once the first language's frame texts are there (Arabic: its 'shell' namespace fetched). */
export const i18nReady: Promise<unknown> = i18next
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    // A returning Arabic reader gets Arabic from the first paint, not English and then a flip.
    lng: browserPreference('language'),
    // Arabic has every English key (catalogues.test.ts), so an Arabic page fetches no English texts.
    fallbackLng: { ar: [], default: ['en'] },
    supportedLngs: LANGUAGES,
    ns: ['shell'],
    defaultNS: 'shell',
    // Keys keep their group's name ('admin.title'): i18next finds each in the namespace that holds it.
    fallbackNS: SECTIONS,
    resources: { en: { shell } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * Fetches the namespaces a screen shows, in the language shown (a later change of language fetches them in
 * the new one before it applies). A route waits for its screen's namespaces together with its code (router.tsx).
 */
export const loadTexts = (...sections: Section[]): Promise<unknown> => {
  // A change of language in flight (an Arabic account signing in on an English browser) fetches the new
  // language's texts for the namespaces it knew when it began: this screen's must come in that language too.
  const next = (i18next as { isLanguageChangingTo?: string }).isLanguageChangingTo;
  return Promise.all([
    i18next.loadNamespaces(sections),
    next && next !== i18next.language && new Promise((done) => (i18next.services.backendConnector as BackendConnector).load([next], sections, () => done(undefined))),
  ]);
};

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
    defaultNS: 'shell';
    fallbackNS: typeof SECTIONS;
    resources: Resources;
  }
}
