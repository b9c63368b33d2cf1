// A test may read the source tree; it ships in no bundle.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import fs from 'node:fs';
import path from 'node:path';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { requestMessages, serviceTypeText } from '#shared/admin/requests.ts';
import { documentMessages } from '#shared/documents.ts';
import { SERVICE_TYPES } from '#shared/enums.ts';
import { message, messages as sharedMessages } from '#shared/messages/messages.ts';
import { profileMessages } from '#shared/profiles/profiles.ts';
import { serviceOffering } from '#shared/services/service-catalogue.ts';
import { apiWordsLabel, applyLanguage, i18next, loadTexts, translateWithValues, useTranslation } from '../lib/i18n/i18n.ts';
import { wordMessage, wordText } from '../lib/i18n/word-message.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { loadCatalogue, SECTIONS } from './namespaces.ts';

type Tree = { [key: string]: Tree | string | readonly string[] };

/** Every leaf as "a.b.c" → its text; an array of paragraphs is one leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, string | readonly string[]> {
  const out = new Map<string, string | readonly string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) out.set(name, value as string | readonly string[]);
    else for (const [k, v] of leaves(value as Tree, name)) out.set(k, v);
  }
  return out;
}

const english = leaves(en as unknown as Tree);
const arabic = leaves(ar as unknown as Tree);
const texts = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : [...value]);
const variables = (value: string | readonly string[]) => new Set(texts(value).flatMap((t) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** An Arabic-only plural form: the extra forms of an English _one/_other pair or of a text with {{count}}. */
function isExtraPluralForm(key: string): boolean {
  if (!PLURAL.test(key)) return false;
  const base = key.replace(PLURAL, '');
  const plain = english.get(base);
  return english.has(`${base}_other`) || (typeof plain === 'string' && plain.includes('{{count}}'));
}

describe('the English and Arabic catalogues', () => {
  it('have the same keys (Arabic adds only plural forms)', () => {
    const missing = [...english.keys()].filter((key) => !arabic.has(key));
    const extra = [...arabic.keys()].filter((key) => !english.has(key) && !isExtraPluralForm(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [name, catalogue] of [['en', english], ['ar', arabic]] as const) {
      const empty = [...catalogue].filter(([, value]) => texts(value).length === 0 || texts(value).some((t) => t.trim() === '')).map(([key]) => key);
      expect(empty, name).toEqual([]);
    }
  });

  it('use the same {{values}} in both languages', () => {
    const mismatched = [...arabic].filter(([key, value]) => {
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '')) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
      const wanted = variables(source);
      const used = variables(value);
      // An Arabic plural form may spell the number out ("مستندان") instead of using {{count}}.
      wanted.delete('count');
      used.delete('count');
      return [...wanted].some((v) => !used.has(v)) || [...used].some((v) => !wanted.has(v));
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('leave no English sentence untranslated in Arabic', () => {
    // Brand, language autonyms and technical forms (a file path) stay in Latin script on purpose.
    const latinOnPurpose = new Set(['common.appName', 'nav.languages.en', 'profiles.business.websitePlaceholder', 'matching.ebitdaEstimated', 'home.heroImage']);
    const untranslated = [...arabic]
      .filter(([key, value]) => !latinOnPurpose.has(key) && texts(value).map((t) => t.replace(/\{\{\w+\}\}/g, '')).some((t) => /[A-Za-z]{3,}/.test(t) && !/[\u0600-\u06FF]/.test(t)))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('are not imported statically by any screen, so the Arabic catalogue stays out of the English bundle', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !file.includes(`${path.sep}locales${path.sep}`) && !entry.name.endsWith('.test.ts')) {
          if (/^import (?!type)[^;]*locales\/ar/m.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});

describe('the namespaces', () => {
  it('hold the whole catalogue in each language, each group in one namespace', async () => {
    for (const [language, whole] of [['en', en], ['ar', ar]] as const) {
      const parts = await Promise.all((['shell', ...SECTIONS] as const).map((namespace) => loadCatalogue(language, namespace)));
      expect(Object.assign({}, ...parts), language).toEqual(whole);
    }
  });

  it('are fetched in the language shown only: an Arabic page fetches no English texts, an English page no Arabic ones', async () => {
    await applyLanguage('ar');
    try {
      await loadTexts('legal');
      expect(i18next.hasResourceBundle('ar', 'legal')).toBe(true);
      expect(i18next.hasResourceBundle('en', 'legal')).toBe(false);
    } finally {
      await applyLanguage('en');
    }
    await loadTexts('home');
    expect(i18next.t('home.heroTitle')).toBe(en.home.heroTitle);
    expect(i18next.hasResourceBundle('ar', 'home')).toBe(false);
  });
});

/** Runs `check` with each language shown and every namespace loaded, with that language's catalogue; English after. */
async function inEachLanguage(check: (language: 'en' | 'ar', all: typeof english) => void): Promise<void> {
  for (const [language, all] of [['en', english], ['ar', arabic]] as const) {
    await applyLanguage(language);
    try {
      await loadTexts(...SECTIONS);
      check(language, all);
    } finally {
      await applyLanguage('en');
    }
  }
}

describe('a component’s t', () => {
  it('finds every text of the catalogue in the namespace of its group, in both languages, as the catalogue writes it', async () => {
    const plain = (key: string, text: string | readonly string[]) => typeof text === 'string' && !PLURAL.test(key) && !text.includes('{{') && !text.includes('$t(');
    await inEachLanguage((language, all) => {
      let checked = 0;
      for (const [key, text] of all) {
        if (!plain(key, text)) continue;
        expect(translateWithValues(key, {}), `${language} ${key}`).toBe(text);
        checked += 1;
      }
      expect(checked, language).toBeGreaterThan(1000);
    });
  });

  it('fills in {{values}} exactly as i18next does, for every text of the catalogue in both languages', async () => {
    const raw = i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string;
    await inEachLanguage((language, all) => {
      let withValues = 0;
      for (const [key, text] of all) {
        if (typeof text !== 'string' || PLURAL.test(key)) continue;
        const names = [...variables(text)] as string[];
        const values = Object.fromEntries(names.map((name, k) => [name, k % 2 ? `«${name}»` : String(k * 1000 + 7)]));
        expect(translateWithValues(key, values), `${language} ${key}`).toBe(raw(key, values));
        if (names.length) withValues += 1;
        // A value left out is i18next's to handle, as it always did.
        if (names.length) expect(translateWithValues(key, {}), `${language} ${key} without values`).toBe(raw(key, {}));
      }
      expect(withValues, language).toBeGreaterThan(100);
    });
  });

  it('picks the plural form of every counted text as i18next does, in both languages, asking i18next only for a count of 0', async () => {
    const raw = i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string;
    const counted = (all: typeof english) => new Set([...all.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    await inEachLanguage((language, all) => {
      const spy = vi.spyOn(i18next, 't');
      let checked = 0;
      try {
        for (const key of counted(all)) {
          const names = [...variables(all.get(`${key}_other`) ?? '')].filter((name) => name !== 'count') as string[];
          const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
          for (const count of [1, 2, 3, 4, 7, 11, 12, 99, 100, 101, 102, 1000, 1.5]) {
            spy.mockClear();
            // t's values are typed as texts; a count is a number, as the screens pass it.
            const options = { ...values, count } as unknown as Record<string, string>;
            const ours = translateWithValues(key, options);
            expect(spy, `${language} ${key} ${count}`).not.toHaveBeenCalled();
            expect(ours, `${language} ${key} ${count}`).toBe(raw(key, { ...values, count }));
            checked += 1;
          }
          expect(translateWithValues(key, { ...values, count: 0 } as unknown as Record<string, string>)).toBe(raw(key, { ...values, count: 0 }));
        }
      } finally {
        spy.mockRestore();
      }
      expect(checked, language).toBeGreaterThan(100);
    });
  });

  it('reads a text given a default from the catalogue, and gives the default for a key it lacks, as i18next does', async () => {
    const raw = i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string;
    const spy = vi.spyOn(i18next, 't');
    try {
      expect(translateWithValues('enums.region.Oman', { defaultValue: 'Oman!' })).toBe(en.enums.region.Oman);
      expect(spy).not.toHaveBeenCalled();
      expect(translateWithValues('enums.region.Atlantis', { defaultValue: 'Atlantis' })).toBe('Atlantis');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect(translateWithValues('enums.region.Atlantis', { defaultValue: 'Atlantis' })).toBe(raw('enums.region.Atlantis', { defaultValue: 'Atlantis' }));
  });

  it('leaves nesting, a count of 0 and numbers as values to i18next, with the same result', async () => {
    await loadTexts('admin');
    function Weeks({ count }: { count: number }) {
      const { t } = useTranslation();
      return <p>{t('admin.dashboard.chartRequestCount', { count })}</p>;
    }
    const raw = i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string;
    for (const count of [0, 1, 2, 5]) expect(renderToStaticMarkup(<Weeks count={count} />)).toBe(`<p>${raw('admin.dashboard.chartRequestCount', { count })}</p>`);
    expect(renderToStaticMarkup(<Weeks count={1} />)).toBe('<p>1 request</p>');
  });

  it('reads a plain text or one with its values straight from the catalogue, without i18next.t', async () => {
    await loadTexts('admin');
    const spy = vi.spyOn(i18next, 't');
    try {
      expect(translateWithValues('admin.dashboard.chartWeek', { date: 'Mar 2', requests: '1 request', registrations: '2 registrations' })).toBe('Week of Mar 2: 1 request, 2 registrations');
      expect(translateWithValues('common.documentTitle', {})).toBe(en.common.documentTitle);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('draws the component again in the new language when the language changes', async () => {
    function Title() {
      const { t, i18n } = useTranslation();
      return <p lang={i18n.language}>{t('services.title')}</p>;
    }
    function Legal() {
      const { t } = useTranslation('legal');
      return <p>{t('legal.privacyTitle')}</p>;
    }
    await loadTexts('services', 'legal');
    expect(renderToStaticMarkup(<Title />)).toBe(`<p lang="en">${en.services.title}</p>`);
    expect(renderToStaticMarkup(<Legal />)).toBe(`<p>${en.legal.privacyTitle}</p>`);
    await applyLanguage('ar');
    try {
      await loadTexts('services', 'legal');
      expect(renderToStaticMarkup(<Title />)).toBe(`<p lang="ar">${ar.services.title}</p>`);
      expect(renderToStaticMarkup(<Legal />)).toBe(`<p>${ar.legal.privacyTitle}</p>`);
    } finally {
      await applyLanguage('en');
    }
  });
});

describe('the English texts that come from shared modules', () => {
  it('show the specification’s messages, and ours where it is silent, word for word', async () => {
    await loadTexts('messages');
    const t = i18next.getFixedT('en');
    const shown = Object.fromEntries(Object.keys(sharedMessages).map((key) => [key, t(`messages.${key as keyof typeof sharedMessages}`)]));
    // The spec's error catalogue (section 8) and validation rules (section 5), then the first of ours.
    expect(shown).toMatchObject({
      passwordTooShort: 'Password must be at least 5 characters long.',
      passwordsDontMatch: "Passwords don't match!",
      invalidLogin: 'Invalid email or password. Please try again.',
      registrationFailed: 'Failed to register. Please try again later.',
      serviceRequestSuccess: 'Service request submitted successfully! We will contact you within 24 hours.',
      serviceRequestFailure: 'Error submitting request. Please try again.',
      interestSuccess: 'Interest expressed successfully! The business owner will be notified.',
      connectSuccess: 'Connection request sent successfully! The investor will be notified.',
      emailDisabled: 'Email functionality is currently disabled.',
      required: 'This field is required.',
      invalidEmail: 'Please enter a valid email address.',
      invalidPhone: 'Please enter a valid phone number.',
      emailTaken: 'An account with this email already exists.',
      nothingToUpdate: 'Nothing to update.',
      serviceDescriptionTooLong: 'Please keep the description to 2,000 characters or fewer.',
      tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('word the shared modules’ messages with their values as the server fills them in', async () => {
    await loadTexts('messages');
    const t = i18next.getFixedT('en');
    // Both the web (i18next) and the server (fillMessage) fill in the values; each must give the literal text.
    const filled: [web: string, server: string, text: string][] = [
      [t('messages.percentRange', { min: 0, max: 100 }), profileMessages.percentRange(0, 100), 'Please enter a percentage between 0 and 100.'],
      [t('messages.tooLong', { max: 200 }), profileMessages.tooLong(200), 'Please use at most 200 characters.'],
      [
        t('messages.illegalTransition', { from: 'completed', to: 'in progress' }), requestMessages.illegalTransition('completed', 'in_progress'),
        'A request that is completed cannot be set to in progress.',
      ],
      [t('messages.fileTooLarge', { limit: '10 MB' }), documentMessages.tooLarge(10 * 1024 * 1024), 'The file is larger than the 10 MB limit.'],
      [
        t('messages.contentMismatch', { extension: 'pdf' }), documentMessages.contentMismatch('pdf'),
        "The file's content is not a genuine .pdf document. Only real PDF, JPG, JPEG, PNG, DOC and DOCX files can be uploaded.",
      ],
    ];
    for (const [web, server, text] of filled) expect([web, server]).toEqual([text, text]);
  });

  it('keep the service timelines and the admin panel’s service names as the shared catalogue writes them', () => {
    for (const type of SERVICE_TYPES) {
      expect(en.services.timelines[type]).toBe(serviceOffering(type).timeline);
      expect(en.admin.serviceTypes[type]).toBe(serviceTypeText(type));
    }
  });
});

describe('wordMessage', () => {
  it('words a message from its key and values in the current language, and leaves texts without a key as they are', async () => {
    await loadTexts('messages', 'admin');
    expect(wordText(sharedMessages.invalidLogin)).toBe(sharedMessages.invalidLogin);
    expect(wordMessage(message('percentRange', { min: 0, max: 100 }))).toBe('Please enter a percentage between 0 and 100.');
    expect(apiWordsLabel('admin.serviceTypes', 'due diligence')).toBe('due diligence');
    await applyLanguage('ar');
    try {
      expect(wordMessage(message('invalidLogin'))).toBe(ar.messages.invalidLogin);
      expect(wordText(sharedMessages.invalidLogin)).toBe(ar.messages.invalidLogin);
      expect(wordText(profileMessages.percentRange(0, 100))).toBe('يُرجى إدخال نسبة مئوية بين 0 و100.');
      expect(wordMessage({ code: 'illegalTransition', message: 'A request that is completed cannot be set to in progress.', params: { from: 'completed', to: 'in progress' } }))
        .toBe('لا يمكن نقل طلب حالته «مكتمل» إلى «قيد التنفيذ».');
      expect(wordText(requestMessages.illegalTransition('completed', 'in_progress'))).toBe('لا يمكن نقل طلب حالته «مكتمل» إلى «قيد التنفيذ».');
      expect(wordMessage({ code: 'verbatim', message: 'Something new from the server.', params: { text: 'Something new from the server.' } })).toBe('Something new from the server.');
      expect(wordText('Something new from the server.')).toBe('Something new from the server.');
      expect(wordText(ar.messages.required)).toBe(ar.messages.required);
      expect(apiWordsLabel('admin.serviceTypes', 'due diligence')).toBe('العناية الواجبة');
      expect(apiWordsLabel('admin.requestStatus', 'in progress')).toBe('قيد التنفيذ');
      expect(i18next.t('admin.businesses.documents', { count: 2 })).toBe('مستندان');
      expect(i18next.t('admin.businesses.documents', { count: 5 })).toBe('5 مستندات');
    } finally {
      await applyLanguage('en');
    }
  });
});
