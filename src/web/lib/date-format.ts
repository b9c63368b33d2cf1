import type { Language } from '../../shared/enums.ts';
import { intlLocale } from '../../shared/money/format.ts';

type DateStyle = 'long' | 'medium';
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and style, made on first use: constructing an Intl.DateTimeFormat costs far more than
 * formatting with one, and each of a listing's 24 cards made its own (issue 25).
 */
export function dateFormat(language: Language, dateStyle: DateStyle): Intl.DateTimeFormat {
  const key = `${language} ${dateStyle}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle });
    formats.set(key, format);
  }
  return format;
}
