import { useCallback, useState } from 'react';
import { LOCAL_CURRENCY } from '#shared/money/currencies.ts';
import type { ValuationPrefill } from '#shared/valuation/inputs.ts';
import type { Country } from '#shared/preferences.ts';

// The estimator's form as typed: every figure a string, so a half-typed "-" or "" stays on screen, and only the
// candidate built from it is checked (tryEstimate). Kept for this tab, so signing in to save loses nothing.

export const VALUATION_FIELDS = [
  'industry', 'country', 'currency', 'revenue', 'ebitda_basis', 'ebitda', 'ebitda_margin', 'revenue_growth',
  'years_trading', 'business_stage', 'recurring_share', 'owner_dependence',
] as const;
export type ValuationField = (typeof VALUATION_FIELDS)[number];
export type ValuationDraft = Record<ValuationField, string>;

const STORAGE_KEY = 'dealbridge.valuation.draft';
const FIGURES: ValuationField[] = ['revenue', 'ebitda', 'ebitda_margin', 'revenue_growth', 'years_trading', 'recurring_share'];

export const emptyDraft = (country: Country): ValuationDraft => ({
  industry: '', country, currency: LOCAL_CURRENCY[country], revenue: '', ebitda_basis: 'amount', ebitda: '', ebitda_margin: '',
  revenue_growth: '', years_trading: '', business_stage: '', recurring_share: '', owner_dependence: '',
});

/** Nothing typed yet: the country and currency the header chose do not count. */
export const isBlank = (draft: ValuationDraft): boolean =>
  !draft.industry && !draft.business_stage && !draft.owner_dependence && FIGURES.every((field) => draft[field].trim() === '');

/** A typed figure as a number: Arabic-Indic digits and thousands separators allowed; empty is undefined, junk NaN. */
export function parseFigure(text: string): number | undefined {
  const plain = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,\s\u066C]/g, '')
    .replace('\u066B', '.')
    .replace('\u2212', '-');
  if (plain === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

const orNull = (value: number | undefined) => (value === undefined ? null : value);
const choice = (value: string) => (value === '' ? undefined : value);

/** The draft as the input schema reads it (valuationInputSchema): empty choices missing, figures as numbers. */
export function candidateOf(draft: ValuationDraft): Record<string, unknown> {
  const margin = draft.ebitda_basis === 'margin';
  return {
    industry: choice(draft.industry),
    country: choice(draft.country),
    currency: choice(draft.currency),
    revenue: parseFigure(draft.revenue),
    ebitda_basis: margin ? 'margin' : 'amount',
    ebitda: margin ? null : orNull(parseFigure(draft.ebitda)),
    ebitda_margin: margin ? orNull(parseFigure(draft.ebitda_margin)) : null,
    revenue_growth: parseFigure(draft.revenue_growth),
    years_trading: parseFigure(draft.years_trading),
    business_stage: choice(draft.business_stage),
    recurring_share: parseFigure(draft.recurring_share),
    owner_dependence: choice(draft.owner_dependence),
  };
}

/** The business profile's figures over the draft (what the owner typed elsewhere stays). */
export function withPrefill(draft: ValuationDraft, prefill: ValuationPrefill): ValuationDraft {
  const next = { ...draft };
  if (prefill.industry) next.industry = prefill.industry;
  if (prefill.country) next.country = prefill.country;
  if (prefill.currency) next.currency = prefill.currency;
  if (prefill.business_stage) next.business_stage = prefill.business_stage;
  if (typeof prefill.revenue === 'number') next.revenue = String(prefill.revenue);
  if (typeof prefill.years_trading === 'number') next.years_trading = String(prefill.years_trading);
  if (typeof prefill.revenue_growth === 'number') next.revenue_growth = String(prefill.revenue_growth);
  if (typeof prefill.ebitda_margin === 'number' && next.ebitda === '') {
    next.ebitda_basis = 'margin';
    next.ebitda_margin = String(prefill.ebitda_margin);
  }
  return next;
}

function stored(): ValuationDraft | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ValuationDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const draft = {} as ValuationDraft;
    for (const field of VALUATION_FIELDS) draft[field] = typeof value[field] === 'string' ? value[field] : '';
    return draft;
  } catch {
    return null;
  }
}

/** The draft of this tab, starting from the header's country; `set` keeps it in sessionStorage. */
export function useValuationDraft(country: Country): [ValuationDraft, (next: ValuationDraft) => void] {
  const [draft, setDraft] = useState<ValuationDraft>(() => stored() ?? emptyDraft(country));
  const set = useCallback((next: ValuationDraft) => {
    setDraft(next);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode without storage: the draft lives as long as the page.
    }
  }, []);
  return [draft, set];
}
