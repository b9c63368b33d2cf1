import type { Language } from '../../shared/enums.ts';
import type { admin } from './en/admin.ts';
import type { auth, completeRegistration } from './en/auth.ts';
import type { dashboard } from './en/dashboard.ts';
import type { documents } from './en/documents.ts';
import type { enums } from './en/enums.ts';
import type { home } from './en/home.ts';
import type { legal } from './en/legal.ts';
import type { listings } from './en/listings.ts';
import type { matching } from './en/matching.ts';
import type { messages } from './en/messages.ts';
import type { profiles } from './en/profiles.ts';
import type { services } from './en/services.ts';
import { shell } from './en/shell.ts';
import type { Translation } from './translation.ts';

// The catalogue's i18next namespaces, one per file pair en/<name>.ts and ar/<name>.ts. English 'shell' (the
// app's frame) is in the main bundle; every other namespace, and every Arabic one, is fetched when a screen
// needs it (lib/i18n.ts), so English pages never download Arabic texts nor the admin panel's. A namespace
// keeps its groups under their own names ('admin' holds { admin }), so keys read 'admin.title' whichever
// namespace a screen loaded.

export const SECTIONS = ['admin', 'auth', 'dashboard', 'documents', 'enums', 'home', 'legal', 'listings', 'matching', 'messages', 'profiles', 'services'] as const;
export type Section = (typeof SECTIONS)[number];

export interface Resources {
  shell: typeof shell;
  admin: { admin: typeof admin };
  auth: { auth: typeof auth; completeRegistration: typeof completeRegistration };
  dashboard: { dashboard: typeof dashboard };
  documents: { documents: typeof documents };
  enums: { enums: typeof enums };
  home: { home: typeof home };
  legal: { legal: typeof legal };
  listings: { listings: typeof listings };
  matching: { matching: typeof matching };
  messages: { messages: typeof messages };
  profiles: { profiles: typeof profiles };
  services: { services: typeof services };
}
export type Namespace = keyof Resources;

type Loaders = { [N in Namespace]: { en: () => Promise<Resources[N]>; ar: () => Promise<Translation<Resources[N]>> } };

// Each import() is written out so that the bundler makes one chunk per file and the types follow the files.
const loaders: Loaders = {
  shell: { en: () => Promise.resolve(shell), ar: () => import('./ar/shell.ts').then((m) => m.shell) },
  admin: { en: () => import('./en/admin.ts').then((m) => ({ admin: m.admin })), ar: () => import('./ar/admin.ts').then((m) => ({ admin: m.admin })) },
  auth: {
    en: () => import('./en/auth.ts').then((m) => ({ auth: m.auth, completeRegistration: m.completeRegistration })),
    ar: () => import('./ar/auth.ts').then((m) => ({ auth: m.auth, completeRegistration: m.completeRegistration })),
  },
  dashboard: { en: () => import('./en/dashboard.ts').then((m) => ({ dashboard: m.dashboard })), ar: () => import('./ar/dashboard.ts').then((m) => ({ dashboard: m.dashboard })) },
  documents: { en: () => import('./en/documents.ts').then((m) => ({ documents: m.documents })), ar: () => import('./ar/documents.ts').then((m) => ({ documents: m.documents })) },
  enums: { en: () => import('./en/enums.ts').then((m) => ({ enums: m.enums })), ar: () => import('./ar/enums.ts').then((m) => ({ enums: m.enums })) },
  home: { en: () => import('./en/home.ts').then((m) => ({ home: m.home })), ar: () => import('./ar/home.ts').then((m) => ({ home: m.home })) },
  legal: { en: () => import('./en/legal.ts').then((m) => ({ legal: m.legal })), ar: () => import('./ar/legal.ts').then((m) => ({ legal: m.legal })) },
  listings: { en: () => import('./en/listings.ts').then((m) => ({ listings: m.listings })), ar: () => import('./ar/listings.ts').then((m) => ({ listings: m.listings })) },
  matching: { en: () => import('./en/matching.ts').then((m) => ({ matching: m.matching })), ar: () => import('./ar/matching.ts').then((m) => ({ matching: m.matching })) },
  messages: { en: () => import('./en/messages.ts').then((m) => ({ messages: m.messages })), ar: () => import('./ar/messages.ts').then((m) => ({ messages: m.messages })) },
  profiles: { en: () => import('./en/profiles.ts').then((m) => ({ profiles: m.profiles })), ar: () => import('./ar/profiles.ts').then((m) => ({ profiles: m.profiles })) },
  services: { en: () => import('./en/services.ts').then((m) => ({ services: m.services })), ar: () => import('./ar/services.ts').then((m) => ({ services: m.services })) },
};

export const isNamespace = (value: string): value is Namespace => value in loaders;

/** One namespace's texts in one language. */
export const loadCatalogue = <N extends Namespace>(language: Language, namespace: N): Promise<Resources[N] | Translation<Resources[N]>> => loaders[namespace][language]();
