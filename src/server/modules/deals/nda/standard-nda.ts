import { createHash } from 'node:crypto';
import type { Language } from '#shared/enums.ts';
import arabicV1 from './texts/mutual-nda-v1.ar.ts';
import englishV1 from './texts/mutual-nda-v1.en.ts';

// The platform's standard mutual NDA (issue 18). Its texts are versioned files: an acceptance records the version and
// the SHA-256 of the exact text served, so a released text never changes; a new wording is a new version.

/** The version served to new readers. */
export const STANDARD_NDA_VERSION = 'mutual-nda-v1';

export interface StandardNda {
  version: string;
  language: Language;
  title: string;
  text: string;
  /** SHA-256 (hex) of the UTF-8 text exactly as served. */
  sha256: string;
}

const sha256Of = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const release = (version: string, language: Language, title: string, text: string): StandardNda => ({
  version,
  language,
  title,
  text,
  sha256: sha256Of(text),
});

const v1 = {
  en: release('mutual-nda-v1', 'en', 'Mutual Non-Disclosure Agreement', englishV1),
  ar: release('mutual-nda-v1', 'ar', 'اتفاقية عدم إفصاح متبادلة', arabicV1),
} satisfies Record<Language, StandardNda>;

/** Every released text: acceptances of an older version stay verifiable after a new one is served. */
const released: readonly StandardNda[] = [v1.en, v1.ar];

/** The current standard NDA in the reader's language. */
export function standardNda(language: Language): StandardNda {
  return v1[language];
}

/** The released standard NDA whose text has this SHA-256, or null (an owner's own NDA, or an unknown text). */
export function findStandardNda(sha256: string): StandardNda | null {
  return released.find((nda) => nda.sha256 === sha256) ?? null;
}
