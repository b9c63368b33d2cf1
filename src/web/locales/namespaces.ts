import type { Language } from '#shared/preferences.ts';
import type { admin } from './en/admin.ts';
import type { auth, completeRegistration, settings, twoFactor } from './en/auth.ts';
import type { dashboard } from './en/dashboard.ts';
import type { deals } from './en/deals.ts';
import type { documents } from './en/documents.ts';
import type { enums } from './en/enums.ts';
import type { home } from './en/home.ts';
import type { legal } from './en/legal.ts';
import type { listings } from './en/listings.ts';
import type { matching } from './en/matching.ts';
import type { messages } from './en/messages.ts';
import type { notifications } from './en/notifications.ts';
import type { profiles } from './en/profiles.ts';
import type { searches } from './en/searches.ts';
import type { services } from './en/services.ts';
import type { valuation } from './en/valuation.ts';
import { shell } from './en/shell.ts';

// The catalogue's i18next namespaces, one per file pair en/<name>.ts and ar/<name>.ts. English 'shell' (the
// app's frame) is in the main bundle; every other namespace, and every Arabic one, is fetched when a screen
// needs it (lib/i18n/i18n.ts), so English pages never download Arabic texts nor the admin panel's. A namespace
// keeps its groups under their own names ('admin' holds { admin }), so keys read 'admin.title' whichever
// namespace a screen loaded.

export const SECTIONS = ['admin', 'auth', 'dashboard', 'deals', 'documents', 'enums', 'home', 'legal', 'listings', 'matching', 'messages', 'notifications', 'profiles', 'searches', 'services', 'valuation'] as const;
export type Section = (typeof SECTIONS)[number];

export interface Resources {
  shell: typeof shell;
  admin: { admin: typeof admin };
  auth: { auth: typeof auth; completeRegistration: typeof completeRegistration; settings: typeof settings; twoFactor: typeof twoFactor };
  dashboard: { dashboard: typeof dashboard };
  deals: { deals: typeof deals };
  documents: { documents: typeof documents };
  enums: { enums: typeof enums };
  home: { home: typeof home };
  legal: { legal: typeof legal };
  listings: { listings: typeof listings };
  matching: { matching: typeof matching };
  messages: { messages: typeof messages };
  notifications: { notifications: typeof notifications };
  profiles: { profiles: typeof profiles };
  searches: { searches: typeof searches };
  services: { services: typeof services };
  valuation: { valuation: typeof valuation };
}
export type Namespace = keyof Resources;

// One chunk per file, fetched on demand; the English frame is in the main bundle already.
const files = import.meta.glob<Record<string, object>>(['./en/*.ts', './ar/*.ts', '!./en/shell.ts']);

export const isNamespace = (value: string): value is Namespace => value === 'shell' || (SECTIONS as readonly string[]).includes(value);

/**
 * One namespace's texts in one language: the file's exports by name ('auth' holds { auth, completeRegistration }),
 * the frame's groups ('shell') at the top. catalogues.test.tsx checks that the namespaces make up the catalogue.
 */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<object> {
  if (language === 'en' && namespace === 'shell') return shell;
  const load = files[`./${language}/${namespace}.ts`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  const exports = await load();
  return namespace === 'shell' ? (exports.shell ?? {}) : { ...exports };
}
