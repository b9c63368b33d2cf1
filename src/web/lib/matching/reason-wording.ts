// Match reasons in the reader's language: English exactly as the server writes `reasons`, other
// languages from the catalogue's matching.reasons texts with their labels, amounts and lists.
import type { Language } from '#shared/enums.ts';
import { ADMIN_ENGLISH_REASONS, ENGLISH_REASONS, type ReasonFormatter } from '#shared/matching/reason-render.ts';
import { formatMoney, formatMoneyRange, intlLocale } from '#shared/money/format.ts';
import { i18next } from '../i18n/i18n.ts';

// Keys put together at run time: the typed t() cannot check them, the catalogue test does.
const translate = (key: string, values?: Record<string, string | number>): string =>
  (i18next.t as unknown as (k: string, o?: Record<string, string | number>) => string)(key, values);

/** `admin`: in the third person ("The investor's preferred industries include Logistics"), from admin.matchReasons. */
export function reasonFormatter(language: Language, audience: 'party' | 'admin' = 'party'): ReasonFormatter {
  if (language === 'en') return audience === 'admin' ? ADMIN_ENGLISH_REASONS : ENGLISH_REASONS;
  const texts = audience === 'admin' ? 'admin.matchReasons' : 'matching.reasons';
  const separator = translate(audience === 'admin' ? 'admin.termsSeparator' : 'matching.termsSeparator');
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return {
    text: (key, values) => translate(`${texts}.${key}`, values),
    money: (amount, currency) => formatMoney(amount, currency, language) ?? '',
    range: (min, max, currency) => formatMoneyRange(min, max, currency, language) ?? '',
    percent: (value) => percent.format(value / 100),
    list: (items) => list.format(items),
    terms: (items) => items.join(separator),
    industry: (value) => translate(`enums.industry.${value}`),
    region: (value) => translate(`enums.region.${value}`),
    investmentStage: (value) => translate(`enums.investmentStage.${value}`),
    capitalise: (text) => text,
  };
}
