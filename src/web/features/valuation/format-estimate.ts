import type { TFunction } from 'i18next';
import type { Language } from '#shared/enums.ts';
import { formatMoney, formatMoneyRange, intlLocale } from '#shared/money/format.ts';
import type { WorkingStep } from '#shared/valuation/result.ts';

// An estimate's figures as the page shows them, in the reader's language. Every figure here is finite (the
// estimate's own guarantee); a non-finite one shows as a dash rather than "NaN".

const numbers = (language: Language, digits: number) =>
  new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: digits, minimumFractionDigits: 0 });

const finite = (value: number, text: () => string) => (Number.isFinite(value) ? text() : '—');

export const money = (amount: number, currency: string, language: Language): string =>
  finite(amount, () => formatMoney(amount, currency, language) ?? '—');

/** "AED 4.1M – 5.6M" (Arabic "4.1 <million> – 5.6 <million> AED"). */
export const moneyRange = (low: number, high: number, currency: string, language: Language): string =>
  Number.isFinite(low) && Number.isFinite(high) ? (formatMoneyRange(low, high, currency, language) ?? '—') : '—';

/** "USD 1.2M – 1.5M – 1.9M" (Arabic with the code last, as formatMoneyRange writes it): a range with its mid. */
export function moneyTriple(low: number, mid: number, high: number, currency: string, language: Language): string {
  const figures = [low, mid, high].map((value) => money(value, '', language).trim()).join(' – ');
  return language === 'ar' ? `${figures} ${currency}` : `${currency} ${figures}`;
}

export const percent = (value: number, language: Language, t: TFunction): string =>
  finite(value, () => t('valuation.units.percent', { value: numbers(language, 1).format(value) }));

/** A share 0..1 as a whole percentage: 0.4 → "40%". */
export const share = (value: number, language: Language, t: TFunction): string => percent(Math.round(value * 100), language, t);

/** An adjustment's multiplier as the change it makes: 0.9 → "−10%", 1.05 → "+5%", 1 → "no change". */
export function change(multiplier: number, language: Language, t: TFunction): string {
  if (!Number.isFinite(multiplier)) return '—';
  const points = Math.round((multiplier - 1) * 1000) / 10;
  if (points === 0) return t('valuation.noAdjustment');
  const text = t('valuation.units.percent', { value: numbers(language, 1).format(Math.abs(points)) });
  return `${points > 0 ? '+' : '−'}${text}`;
}

/** One line of a method's working, by its kind. */
export function stepValue(step: WorkingStep, currency: string, language: Language, t: TFunction): string {
  const two = numbers(language, 2);
  switch (step.kind) {
    case 'money':
      return step.high === undefined ? money(step.value, currency, language) : moneyRange(step.value, step.high, currency, language);
    case 'multiple':
      return step.high === undefined
        ? finite(step.value, () => t('valuation.units.multiple', { value: two.format(step.value) }))
        : finite(step.value + step.high, () => t('valuation.units.multipleRange', { low: two.format(step.value), high: two.format(step.high ?? step.value) }));
    case 'percent':
    case 'rate':
      return step.high === undefined ? percent(step.value, language, t) : `${percent(step.value, language, t)} – ${percent(step.high, language, t)}`;
    case 'factor':
      return finite(step.value, () => t('valuation.units.factor', { value: two.format(step.value) }));
    case 'years':
      return finite(step.value, () => t('valuation.units.years', { value: numbers(language, 1).format(step.value) }));
  }
}
