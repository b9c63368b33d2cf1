import i18next, { type BackendModule, type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { directionOf, LANGUAGES, type Language } from '#shared/preferences.ts';
import { shell } from '../../locales/en/shell.ts';
import { isNamespace, loadCatalogue, SECTIONS, type Namespace, type Resources, type Section } from '../../locales/namespaces.ts';
import { nextTask } from '../profiles/next-task.ts';
import { browserPreference } from '../preferences/preferences.ts';

/** i18next's language as one of ours (a region-tagged or unknown code reads as English). */
export const languageOf = (code: string | undefined): Language => (code === 'ar' ? 'ar' : 'en');

// Texts, lang, dir and the title always change together, once the language's namespaces are there.
i18next.on('languageChanged', (code) => {
  if (typeof document === 'undefined') return;
  const language = languageOf(code);
  const root = document.documentElement;
  const dir = directionOf(language);
  // Written only when they change: the first page's shell has them already, and a write restyles the page.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
  const title = translate('common.documentTitle', undefined, 'shell');
  if (document.title !== title) document.title = title;
});

/**
 * The namespace that holds each group of keys ('common' → 'shell', 'services' → 'services', 'settings' → 'auth'),
 * learnt as namespaces arrive. A key is looked up there first: i18next would otherwise try the default namespace
 * and then each of `fallbackNS` in turn, splitting the key again in each, and a page's few hundred texts took
 * a third of its rendering time on a phone (decision 0158).
 */
const namespaceOfGroup = new Map<string, Namespace>(Object.keys(shell).map((group) => [group, 'shell']));

/**
 * Fetches a namespace's catalogue for i18next, in a few lines rather than a package (the home page's budget):
 * a namespace is fetched the first time a screen needs it, in the language shown (locales/namespaces.ts).
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    if (!isNamespace(namespace)) return done(new Error(`No namespace ${namespace}`), false);
    loadCatalogue(languageOf(language), namespace).then(
      (texts) => {
        for (const group of Object.keys(texts)) namespaceOfGroup.set(group, namespace);
        done(null, texts);
      },
      (error: Error) => done(error, false),
    );
  },
};

/** i18next's loader (typed `any` by the package): fetches namespaces of given languages, once each. */
interface BackendConnector { load(languages: string[], namespaces: string[], done: () => void): void }

/**
 * Resolves once the first language's frame texts are there (Arabic: its 'shell' namespace fetched). i18next starts
 * in a task after the one that evaluates the app's modules: the two together were a public page's longest task on a
 * phone (decision 0159).
 */
export const i18nReady: Promise<unknown> = nextTask().then(() => i18next
  .use(catalogueBackend)
  .init({
    // A returning Arabic reader gets Arabic from the first paint, not English and then a flip.
    lng: browserPreference('language'),
    // Arabic has every English key (catalogues.test.tsx), so an Arabic page fetches no English texts.
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
  }));

/**
 * Fetches the namespaces a screen shows, in the language shown (a later change of language fetches them in
 * the new one before it applies). A route waits for its screen's namespaces together with its code (router.tsx).
 */
export const loadTexts = async (...sections: Section[]): Promise<unknown> => {
  await i18nReady;
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
  await i18nReady;
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Options that ask i18next for more than a text, its plural form and its {{values}}: context, objects, nesting …
 * (A `defaultValue` says nothing when the text is there; a `count` picks the text's plural form, pluralKey.)
 */
const I18NEXT_OPTIONS = new Set([
  'context', 'ordinal', 'returnObjects', 'returnDetails', 'joinArrays', 'lng', 'lngs', 'fallbackLng',
  'ns', 'keyPrefix', 'replace', 'interpolation', 'postProcess', 'nsSeparator', 'keySeparator', 'skipInterpolation',
]);
const VALUE = /\{\{(\w+)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The key of `count`'s plural form in the language shown, as i18next picks it with the language's Intl.PluralRules:
 * 'listings.trust.updated' with count 4 is 'listings.trust.updated_other' in English, '…_few' in Arabic (a listing's
 * 24 cards made 51 calls with a count or a default, each through i18next's whole resolution). The key itself without a
 * count; null for 0, for which i18next looks for a `_zero` text first in every language, or for a count not a number.
 */
function pluralKey(key: string, count: unknown): string | null {
  if (count === undefined) return key;
  if (typeof count !== 'number' || count === 0 || !Number.isFinite(count)) return null;
  const language = i18next.language;
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return `${key}_${rules.select(count)}`;
}

/** The text at `key` in the namespace of the language shown, as the catalogue holds it (undefined when it is not there). */
function storedText(key: string, namespace: string): unknown {
  let node: unknown = (i18next.store.data as Record<string, Record<string, unknown> | undefined>)[i18next.language]?.[namespace];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/**
 * A text with its {{values}} filled in, read straight from the catalogue: what i18next.t returns for it, without its
 * resolution machinery (option merging, language hierarchy, namespaces tried in turn, key-path heuristics), which on a
 * phone's first render is interpreted code and cost a public page ~25 ms of its main thread (decision 0158). Null
 * whenever i18next has more to do: a count of 0, context, nesting ($t), formats, a value missing, a text not here.
 */
function plainText(key: string, options: Record<string, unknown> | undefined, namespace: string): string | null {
  if (options) for (const name in options) if (I18NEXT_OPTIONS.has(name)) return null;
  const formKey = pluralKey(key, options?.count);
  if (formKey === null) return null;
  const text = storedText(formKey, namespace);
  if (typeof text !== 'string' || text.includes('$t(')) return null;
  if (!text.includes('{{')) return text;
  let complete = options !== undefined;
  const filled = text.replace(VALUE, (match, name: string) => {
    const value = options?.[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    complete = false;
    return match;
  });
  return complete && !filled.includes('{{') ? filled : null;
}

/** i18next.t, looking in the namespace that holds the key's group first (else in `namespace`, then the fallbacks). */
function translate(key: string, options: Record<string, unknown> | undefined, namespace: Namespace): string {
  const ns = (options?.ns as Namespace | undefined) ?? namespaceOfGroup.get(key.slice(0, key.indexOf('.'))) ?? namespace;
  return plainText(key, options, ns) ?? (i18next.t as unknown as Translate)(key, options ? { ...options, ns } : { ns });
}

// Keys and values found at run time: the typed t() cannot check them, the catalogue test does.
export const translateWithValues = (key: string, values: Record<string, string>): string => translate(key, values, 'shell');

const onLanguageChange = (changed: () => void) => {
  i18next.on('languageChanged', changed);
  return () => i18next.off('languageChanged', changed);
};
const currentLanguage = () => i18next.language;

/**
 * A component's texts: `t` (typed by the catalogue, as i18next types it) and i18next itself, the component drawn
 * again when the language changes. It stands in for react-i18next's hook, which gave each call of t a copy of
 * i18next's options and each render a fresh set of its own (decision 0158). The route has fetched the namespaces
 * its screens show (router.tsx) before they render, so nothing here waits for texts.
 */
export function useTranslation<N extends Namespace = 'shell'>(namespace?: N): { t: TFunction<N>; i18n: typeof i18next } {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  return useMemo(() => {
    const fallback = namespace ?? 'shell';
    const t = (key: string, options?: Record<string, unknown>) => translate(key, options, fallback);
    return { t: t as unknown as TFunction<N>, i18n: i18next };
    // A new t for each language, as react-i18next gave: effects that depend on t run again after a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namespace, language]);
}

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
