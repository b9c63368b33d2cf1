import type { Language } from '../preferences.ts';

/** The Intl locale of a language: Arabic keeps Western digits, as Gulf business platforms print figures and dates. */
export const intlLocale = (language: Language): string => (language === 'ar' ? 'ar-u-nu-latn' : 'en');
