import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_KEYS, PREFERENCE_VALUES, preferredLanguage } from '#shared/preferences.ts';
import { SHELL_GUARD_SCRIPT } from '../../http/shell-guard.ts';

// The first paint's inline guard script (it runs before any of the app's code) must choose the language and
// country exactly as the app does for a visitor (src/web/lib/preferences/preferences.ts: this browser's valid choice, else
// the browser's languages or the default country), and hide a shell drawn for another choice.

interface Browser { language?: string | null; country?: string | null; languages?: string[]; shell?: { lang: string; country: string } }

function runGuard({ language = null, country = null, languages = [], shell }: Browser) {
  const cookies: Record<string, string> = {};
  const attributes: Record<string, string> = shell ? { 'data-shell-lang': shell.lang, 'data-shell-country': shell.country } : {};
  const documentElement = { className: '', getAttribute: (name: string) => attributes[name] ?? null };
  const stored: Record<string, string | null> = { [PREFERENCE_KEYS.language]: language, [PREFERENCE_KEYS.country]: country };
  const document = {
    documentElement,
    addEventListener: () => {},
    set cookie(text: string) {
      const [pair = ''] = text.split(';');
      const at = pair.indexOf('=');
      cookies[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
    },
  };
  vm.runInNewContext(SHELL_GUARD_SCRIPT, { document, localStorage: { getItem: (key: string) => stored[key] ?? null }, navigator: { languages } });
  return { language: cookies[PREFERENCE_KEYS.language], country: cookies[PREFERENCE_KEYS.country], hidden: documentElement.className.includes('no-shell') };
}

/** What the app shows a visitor with this browser. */
const appChoice = ({ language = null, country = null, languages = [] }: Browser) => ({
  language: PREFERENCE_VALUES.language(language) ?? preferredLanguage(languages),
  country: PREFERENCE_VALUES.country(country) ?? DEFAULT_PREFERENCES.country,
});

const BROWSERS: Browser[] = [
  {},
  { languages: ['ar-AE', 'en-US'] },
  { languages: ['fr-FR', 'AR'] },
  { languages: ['de-DE'] },
  { language: 'ar', languages: ['en-GB'] },
  { language: 'en', languages: ['ar'] },
  { language: 'fr', languages: ['ar-SA'] },
  { country: 'UK' },
  { country: 'Saudi Arabia', language: 'ar' },
  { country: 'France' },
  { country: '' },
];

describe('the first paint’s guard script', () => {
  it('writes the language and country cookies the app itself would choose', () => {
    for (const browser of BROWSERS) expect({ browser, ...runGuard(browser) }).toMatchObject({ browser, ...appChoice(browser) });
  });

  it('hides a shell drawn for another language or country, and keeps one drawn for this reader', () => {
    expect(runGuard({ languages: ['ar'], shell: { lang: 'ar', country: 'UAE' } }).hidden).toBe(false);
    expect(runGuard({ languages: ['ar'], shell: { lang: 'en', country: 'UAE' } }).hidden).toBe(true);
    expect(runGuard({ country: 'UK', shell: { lang: 'en', country: 'UAE' } }).hidden).toBe(true);
    expect(runGuard({ country: 'France', shell: { lang: 'en', country: 'UAE' } }).hidden).toBe(false);
  });

  it('starts the app once the shell is painted, then asks for the route’s chunks four at a time, a task each', () => {
    const chunks = Array.from({ length: 10 }, (_, i) => ({ href: `/assets/chunk-${i}.js` }));
    const log: string[] = [];
    const tasks: (() => void)[] = [];
    let ready: (() => void) | undefined;
    const document = {
      documentElement: { className: '', getAttribute: () => null },
      visibilityState: 'visible',
      set cookie(_text: string) {},
      addEventListener: (_event: string, listener: () => void) => (ready = listener),
      querySelector: () => ({ href: '/assets/entry.js' }),
      querySelectorAll: () => chunks,
      createDocumentFragment: () => ({ links: [] as { href: string; rel: string }[], appendChild(link: { href: string; rel: string }) { this.links.push(link); } }),
      createElement: () => ({}),
      head: { appendChild: (fragment: { links: { href: string; rel: string }[] }) => log.push(fragment.links.map((l) => `${l.rel} ${l.href}`).join(', ')) },
    };
    // vm has no module loader: the entry's import is recorded in its place.
    const script = SHELL_GUARD_SCRIPT.replace('import(e.href)', 'load(e.href)');
    expect(script).not.toBe(SHELL_GUARD_SCRIPT);
    vm.runInNewContext(script, {
      document,
      localStorage: { getItem: () => null },
      navigator: { languages: [] },
      load: (href: string) => log.push(`import ${href}`),
      requestAnimationFrame: (frame: () => void) => tasks.push(frame),
      setTimeout: (task: () => void) => tasks.push(task),
    });
    expect(log).toEqual([]);
    ready?.();
    const perTask: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = log.length;
      task();
      perTask.push(log.length - before);
    }
    expect(log[0]).toBe('import /assets/entry.js');
    expect(log.slice(1)).toEqual([[0, 4], [4, 8], [8, 10]].map(([from, to]) => chunks.slice(from, to).map((c) => `modulepreload ${c.href}`).join(', ')));
    // The frame, then a task for the entry and the first four hints, then one task per four more.
    expect(perTask).toEqual([0, 2, 1, 1]);
  });
});
