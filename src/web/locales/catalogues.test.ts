// A test may read the source tree; it ships in no bundle.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import fs from 'node:fs';
import path from 'node:path';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { adminMessages, serviceTypeText } from '../../shared/admin.ts';
import { documentMessages } from '../../shared/documents.ts';
import { SERVICE_TYPES } from '../../shared/enums.ts';
import { message, messages as sharedMessages } from '../../shared/messages.ts';
import { profileMessages } from '../../shared/profiles.ts';
import { serviceOffering } from '../../shared/service-catalogue.ts';
import { apiWordsLabel, applyLanguage, i18next } from '../lib/i18n.ts';
import { wordMessage, wordText } from '../lib/word-message.ts';
import './sections/messages.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';

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
    // Brand, language autonyms and technical forms stay in Latin script on purpose.
    const latinOnPurpose = new Set(['common.appName', 'nav.languages.en', 'profiles.business.websitePlaceholder', 'matching.ebitdaEstimated']);
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

describe('the English texts that come from shared modules', () => {
  it('are the shared messages word for word', () => {
    const t = i18next.getFixedT('en');
    const pairs: [string, string][] = [
      ...Object.entries(sharedMessages).map(([key, text]): [string, string] => [t(`messages.${key as keyof typeof sharedMessages}`), text]),
      [t('messages.tooMany'), profileMessages.tooMany],
      [t('messages.website'), profileMessages.website],
      [t('messages.personName'), profileMessages.personName],
      [t('messages.amountTooLarge'), profileMessages.amountTooLarge],
      [t('messages.yearTooEarly'), profileMessages.yearTooEarly],
      [t('messages.experienceRange'), profileMessages.experienceRange],
      [t('messages.percentRange', { min: 0, max: 100 }), profileMessages.percentRange(0, 100)],
      [t('messages.tooLong', { max: 200 }), profileMessages.tooLong(200)],
      [t('messages.costRange'), adminMessages.costRange],
      [t('messages.costOnlyWhenAssigning'), adminMessages.costOnlyWhenAssigning],
      [t('messages.subjectTooLong'), adminMessages.subjectTooLong],
      [t('messages.messageTooLong'), adminMessages.messageTooLong],
      [t('messages.illegalTransition', { from: 'completed', to: 'in progress' }), adminMessages.illegalTransition('completed', 'in_progress')],
      [t('messages.fileTooLarge', { limit: '10 MB' }), documentMessages.tooLarge(10 * 1024 * 1024)],
      [t('messages.contentMismatch', { extension: 'pdf' }), documentMessages.contentMismatch('pdf')],
      [t('messages.tooManyDocuments'), documentMessages.tooMany],
      [t('messages.uploadMalformed'), documentMessages.malformed],
    ];
    for (const [catalogue, shared] of pairs) expect(catalogue).toBe(shared);
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
      expect(wordText(adminMessages.illegalTransition('completed', 'in_progress'))).toBe('لا يمكن نقل طلب حالته «مكتمل» إلى «قيد التنفيذ».');
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
