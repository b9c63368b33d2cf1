import type { ValuationAssumptionKey, ValuationStepKey } from './estimate.ts';
import { valuation as arabic } from '../locales/ar/valuation.ts';
import { valuation as english } from '../locales/en/valuation.ts';
import type { ValuationLanguage, ValuationWords } from './words.ts';

// The words of an estimate in English and Arabic (the page and the PDF say the same thing), from the server's
// catalogue (locales/*/valuation.ts). Every step and assumption key the estimator writes (estimate.ts) has a text in
// both languages: the types below and texts.test.ts hold that.

type Words = ValuationWords & { steps: Record<ValuationStepKey, string>; assumptions: Record<ValuationAssumptionKey, string> };

const en: Words = english;
const ar: Words = arabic;

export function valuationWords(language: ValuationLanguage): ValuationWords {
  return language === 'ar' ? ar : en;
}

export { fillWords } from '../locales/fill.ts';
