import type { Currency, Language } from '#shared/enums.ts';
import {
  impliedValue, OFFER_CONDITIONS, paymentTotal,
  type DealOffer, type OfferKind, type OfferTermsInput, type PaymentKind,
} from '#shared/deals/offers.ts';
import type { DealStage } from '#shared/deals/room.ts';

// The offer screens' pure parts (issue 50): the form's draft and the terms it sends, the offer read in words (the live
// summary, the card and the versions side by side), and what changed from one version to the next. No React, no
// i18next: the words come through `OfferWords`, so that the tests read them from the catalogue as the screens do.

export type OfferTermsShown = DealOffer['terms'];
export type OfferCondition = (typeof OFFER_CONDITIONS)[number];

/** Offers are made and answered in these stages only (the server's rule); any other stage, new or closed, has none. */
export const OFFER_STAGES: readonly DealStage[] = ['in_discussion', 'due_diligence', 'offer_made'];
export const offersOpenIn = (stage: string): boolean => (OFFER_STAGES as readonly string[]).includes(stage);

/** A signed letter of intent as a PDF, in English or Arabic. */
export const loiUrl = (dealId: string, offerId: string, lang: Language) =>
  `/api/deals/${encodeURIComponent(dealId)}/offers/${encodeURIComponent(offerId)}/loi?lang=${lang}`;

// ---------------------------------------------------------------------------------------------------------------
// The form's draft: what the inputs hold, as text.

export interface PaymentPartDraft {
  kind: PaymentKind;
  percent: string;
  measure: string;
  months: string;
}

export interface OfferDraft {
  kind: OfferKind;
  scope: 'whole' | 'stake';
  stake_percent: string;
  stake_form: '' | 'shares' | 'assets';
  currency: Currency;
  price: string;
  price_min: string;
  price_max: string;
  payment: PaymentPartDraft[];
  conditions: OfferCondition[];
  conditions_other: string;
  exclusivity_days: string;
  expires_on: string;
  note: string;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new offer's starting point: an indication of interest for the whole business, all cash, open for 30 days. */
export function emptyDraft(currency: Currency, today: string): OfferDraft {
  return {
    kind: 'ioi', scope: 'whole', stake_percent: '', stake_form: '', currency, price: '', price_min: '', price_max: '',
    payment: [{ kind: 'cash', percent: '100', measure: '', months: '' }],
    conditions: ['due_diligence'], conditions_other: '', exclusivity_days: '0', expires_on: addDays(today, 30), note: '',
  };
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/**
 * A version's terms as the form's draft (a counter starts from them). An expiry already past moves to 30 days from
 * today, as the server refuses a past one.
 */
export function draftFromTerms(terms: OfferTermsShown, today: string): OfferDraft {
  return {
    kind: terms.kind, scope: terms.scope, stake_percent: text(terms.stake_percent), stake_form: terms.stake_form ?? '', currency: terms.currency,
    price: text(terms.price), price_min: text(terms.price_min), price_max: text(terms.price_max),
    payment: terms.payment.map((part) => ({ kind: part.kind, percent: String(part.percent), measure: part.measure ?? '', months: text(part.months) })),
    conditions: [...terms.conditions], conditions_other: terms.conditions_other ?? '',
    exclusivity_days: String(terms.exclusivity_days), expires_on: terms.expires_on >= today ? terms.expires_on : addDays(today, 30), note: terms.note ?? '',
  };
}

/** A typed number: empty is none; thousands separators and spaces are allowed ("4,500,000"); anything else is NaN. */
export function parseNumber(value: string): number | undefined {
  const cleaned = value.replace(/[\s,\u066c]/g, '').replace('\u066b', '.');
  if (cleaned === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The terms the draft sends (offerTermsSchema checks them, on the form and on the server): only what its kind and scope use. */
export function termsFromDraft(draft: OfferDraft): OfferTermsInput {
  const loi = draft.kind === 'loi';
  const stake = draft.scope === 'stake';
  const other = draft.conditions.includes('other');
  return {
    kind: draft.kind,
    scope: draft.scope,
    stake_percent: stake ? (parseNumber(draft.stake_percent) ?? null) : null,
    stake_form: stake && draft.stake_form ? draft.stake_form : null,
    currency: draft.currency,
    price: loi ? (parseNumber(draft.price) ?? null) : null,
    price_min: loi ? null : (parseNumber(draft.price_min) ?? null),
    price_max: loi ? null : (parseNumber(draft.price_max) ?? null),
    payment: draft.payment.map((part) => {
      const percent = parseNumber(part.percent);
      const base = { kind: part.kind, percent: percent ?? Number.NaN };
      if (part.kind !== 'earn_out') return base;
      const months = parseNumber(part.months);
      return { ...base, measure: part.measure, ...(months === undefined ? {} : { months }) };
    }),
    conditions: [...draft.conditions],
    ...(other ? { conditions_other: draft.conditions_other } : {}),
    exclusivity_days: parseNumber(draft.exclusivity_days) ?? Number.NaN,
    expires_on: draft.expires_on,
    ...(draft.note.trim() ? { note: draft.note } : {}),
  };
}

/** The payment parts' running total (whole hundredths of a percent, as the schema adds them); unreadable parts count 0. */
export const draftTotal = (draft: Pick<OfferDraft, 'payment'>): number =>
  paymentTotal(draft.payment.map((part) => ({ percent: Number.isFinite(parseNumber(part.percent)) ? (parseNumber(part.percent) ?? 0) : 0 })));

/** Field messages by dotted path ("price", "payment.1.months"): the first for each. */
export type FieldErrors = Record<string, string>;

export function errorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The fields the form shows a message on, for a draft of `parts` payment rows; any other message goes above the form. */
export function formFields(parts: number): string[] {
  const rows = Array.from({ length: parts }, (_, i) => ['kind', 'percent', 'measure', 'months'].map((name) => `payment.${i}.${name}`)).flat();
  return [
    'kind', 'scope', 'stake_percent', 'stake_form', 'currency', 'price', 'price_min', 'price_max', 'payment', ...rows,
    'conditions', 'conditions_other', 'exclusivity_days', 'expires_on', 'note',
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The terms in words.

/** What the words need: the catalogue's `deals.offers.*` texts, amounts and dates in the reader's language. */
export interface OfferWords {
  /** A text of deals.offers, by its key below that group ("summary.deal"). */
  t(key: string, values?: Record<string, string | number>): string;
  language: Language;
  /** "USD 4,500,000"; null when there is no amount. */
  money(amount: number | null | undefined, currency: string): string | null;
  /** The amount in the reader's currency ("≈ AED 16.5M"), or null when it is the same currency or unknown. */
  approx(amount: number | null | undefined, currency: string): string | null;
  /** A day (YYYY-MM-DD) as the reader reads it. */
  day(day: string): string;
}

/** A sentence's first letter lower-cased, for a label used inside a sentence ("Cash at completion" → "cash at completion"). */
export const inSentence = (label: string, language: Language) => (language === 'en' ? label.charAt(0).toLocaleLowerCase('en') + label.slice(1) : label);

/** An exact amount with its currency: "USD 4,500,000" (Arabic "4,500,000 USD"), Western digits in both languages. */
export function exactMoney(amount: number | null | undefined, currency: string, language: Language): string | null {
  if (amount == null || !Number.isFinite(amount)) return null;
  const figure = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return language === 'ar' ? `${figure} ${currency}` : `${currency} ${figure}`;
}

/** An exact range: "USD 4,000,000 – 5,000,000" (Arabic "4,000,000 – 5,000,000 USD"). */
export function exactRange(min: number | null | undefined, max: number | null | undefined, currency: string, language: Language): string | null {
  const low = exactMoney(min, currency, language);
  const high = exactMoney(max, currency, language);
  if (!low || !high) return low ?? high;
  const figure = (text: string) => text.replace(currency, '').trim();
  return language === 'ar' ? `${figure(low)} – ${figure(high)} ${currency}` : `${currency} ${figure(low)} – ${figure(high)}`;
}

/**
 * Text a party typed (an earn-out's measure, an "other" condition), isolated inside the sentence: English words in an
 * Arabic sentence (or Arabic in an English one) otherwise take the sentence's brackets and figures along with them.
 */
export const isolate = (typed: string) => `\u2068${typed}\u2069`;

const percentText = (value: number | null | undefined) => (value == null || !Number.isFinite(value) ? '…' : String(value));

/** The price as the terms give it: a letter of intent's price, an indication's range. */
export function priceText(terms: OfferTermsShown | OfferTermsInput, words: OfferWords): string | null {
  return terms.kind === 'loi'
    ? exactMoney(terms.price, terms.currency, words.language)
    : exactRange(terms.price_min, terms.price_max, terms.currency, words.language);
}

/** The price in the reader's currency (a range converted at both ends), or null. */
export function approxText(terms: OfferTermsShown | OfferTermsInput, words: OfferWords): string | null {
  if (terms.kind === 'loi') return words.approx(terms.price, terms.currency);
  const low = words.approx(terms.price_min, terms.currency);
  const high = words.approx(terms.price_max, terms.currency);
  if (low && high) return `${low} – ${high.replace(/^≈\s*/, '')}`;
  return low ?? high;
}

/** 100% of the business at this price, for a stake (the range's top for an indication); null for the whole business. */
export function impliedText(terms: OfferTermsShown | OfferTermsInput, words: OfferWords): string | null {
  if (terms.scope !== 'stake' || !terms.stake_percent || !Number.isFinite(terms.stake_percent)) return null;
  const price = terms.kind === 'loi' ? terms.price : terms.price_max;
  if (price == null || !Number.isFinite(price)) return null;
  if (terms.kind === 'ioi' && terms.price_min != null && Number.isFinite(terms.price_min)) {
    return exactRange(impliedValue(terms.price_min, 'stake', terms.stake_percent), impliedValue(price, 'stake', terms.stake_percent), terms.currency, words.language);
  }
  return exactMoney(impliedValue(price, 'stake', terms.stake_percent), terms.currency, words.language);
}

/** "the whole business", "a 40% stake (shares)". */
function whatText(terms: OfferTermsShown | OfferTermsInput, words: OfferWords): string {
  if (terms.scope !== 'stake') return words.t('summary.whole');
  const percent = percentText(terms.stake_percent);
  return terms.stake_form
    ? words.t('summary.stake', { percent, form: inSentence(words.t(`stakeForms.${terms.stake_form}`), words.language) })
    : words.t('summary.stakeNoForm', { percent });
}

type PartShown = { kind: PaymentKind; percent: number; measure?: string | undefined; months?: number | undefined };

/** "30% earn-out over 24 months (EBITDA above AED 2M)". */
export function partText(part: PartShown, words: OfferWords): string {
  let out = words.t('summary.part', { percent: percentText(part.percent), name: inSentence(words.t(`paymentKinds.${part.kind}`), words.language) });
  if (part.kind !== 'earn_out') return out;
  if (part.months != null && Number.isFinite(part.months)) out = words.t('terms.earnOut', { part: out, count: part.months });
  if (part.measure?.trim()) out = words.t('summary.measure', { part: out, measure: isolate(part.measure.trim()) });
  return out;
}

export const paymentText = (terms: OfferTermsShown | OfferTermsInput, words: OfferWords): string =>
  terms.payment.map((part) => partText(part as PartShown, words)).join(words.t('summary.separator'));

/** The conditions' names, "other" as its own words when given; null when there are none. */
export function conditionsText(terms: OfferTermsShown | OfferTermsInput, words: OfferWords, capitalised = false): string | null {
  const list = OFFER_CONDITIONS.filter((c) => (terms.conditions ?? []).includes(c)).map((c) => {
    if (c === 'other' && terms.conditions_other?.trim()) return isolate(terms.conditions_other.trim());
    const label = words.t(`conditions.${c}`);
    return capitalised ? label : inSentence(label, words.language);
  });
  return list.length ? list.join(words.t('summary.separator')) : null;
}

/**
 * The offer read in words, one sentence each: "Letter of intent: USD 4,500,000 (≈ AED 16.5M) for the whole business —
 * 70% cash at completion, 30% earn-out over 24 months." "Conditions: due diligence, financing." "Exclusivity 60 days."
 * "Expires Jan 15, 2027." and, for a stake, "Implied value of 100%: …". A value not typed yet reads "…".
 */
export function offerSummary(terms: OfferTermsShown | OfferTermsInput, words: OfferWords): string[] {
  const missing = words.t('summary.missing');
  const price = priceText(terms, words) ?? missing;
  const approx = approxText(terms, words);
  const sentences = [
    words.t('summary.deal', {
      kind: words.t(`kinds.${terms.kind}`),
      price: approx ? words.t('summary.approx', { price, approx }) : price,
      what: whatText(terms, words),
      payment: paymentText(terms, words) || missing,
    }),
  ];
  const conditions = conditionsText(terms, words);
  sentences.push(conditions ? words.t('summary.conditions', { list: conditions }) : words.t('summary.noConditions'));
  const days = terms.exclusivity_days;
  if (days != null && Number.isFinite(days)) sentences.push(days > 0 ? words.t('summary.exclusivity', { count: days }) : words.t('summary.noExclusivity'));
  if (terms.expires_on && /^\d{4}-\d{2}-\d{2}$/.test(terms.expires_on)) sentences.push(words.t('summary.expires', { date: words.day(terms.expires_on) }));
  const implied = impliedText(terms, words);
  if (implied) sentences.push(words.t('summary.implied', { value: implied }));
  return sentences;
}

// ---------------------------------------------------------------------------------------------------------------
// The versions side by side.

export const TERM_ROWS = ['kind', 'price', 'bought', 'implied', 'payment', 'conditions', 'exclusivity', 'expires', 'note'] as const;
export type TermRow = (typeof TERM_ROWS)[number];

/** What each row compares: the terms' own values, not their wording. */
export function termValues(terms: OfferTermsShown): Record<TermRow, string> {
  const price = terms.kind === 'loi' ? [terms.currency, terms.price] : [terms.currency, terms.price_min, terms.price_max];
  const implied = terms.scope === 'stake' ? impliedValue((terms.kind === 'loi' ? terms.price : terms.price_max) ?? 0, 'stake', terms.stake_percent) : null;
  return {
    kind: terms.kind,
    price: JSON.stringify(price),
    bought: JSON.stringify(terms.scope === 'stake' ? [terms.scope, terms.stake_percent, terms.stake_form] : [terms.scope]),
    implied: JSON.stringify([terms.currency, implied]),
    payment: JSON.stringify(terms.payment.map((p) => [p.kind, p.percent, p.kind === 'earn_out' ? (p.measure ?? '').trim() : '', p.kind === 'earn_out' ? (p.months ?? null) : null])),
    conditions: JSON.stringify([[...terms.conditions].sort(), terms.conditions.includes('other') ? (terms.conditions_other ?? '').trim() : '']),
    exclusivity: String(terms.exclusivity_days),
    expires: terms.expires_on,
    note: (terms.note ?? '').trim(),
  };
}

/** The rows whose value differs from the previous version's (none for the first version). */
export function changedRows(previous: OfferTermsShown | null, current: OfferTermsShown): Set<TermRow> {
  if (!previous) return new Set();
  const before = termValues(previous);
  const after = termValues(current);
  return new Set(TERM_ROWS.filter((row) => before[row] !== after[row]));
}

/** The rows to show for a set of versions: "implied" only when one of them is for a stake, "note" only when one has one. */
export function rowsFor(versions: readonly OfferTermsShown[]): TermRow[] {
  return TERM_ROWS.filter((row) =>
    row === 'implied' ? versions.some((v) => v.scope === 'stake') : row === 'note' ? versions.some((v) => v.note?.trim()) : true);
}

/** One row's cell in words. */
export function termText(row: TermRow, terms: OfferTermsShown, words: OfferWords): string {
  const none = words.t('terms.none');
  switch (row) {
    case 'kind': return words.t(`kinds.${terms.kind}`);
    case 'price': return priceText(terms, words) ?? none;
    case 'bought':
      return terms.scope === 'stake'
        ? words.t('terms.stake', { percent: percentText(terms.stake_percent), form: terms.stake_form ? inSentence(words.t(`stakeForms.${terms.stake_form}`), words.language) : '…' })
        : words.t('scopes.whole');
    case 'implied': return impliedText(terms, words) ?? none;
    case 'payment': return paymentText(terms, words) || none;
    case 'conditions': return conditionsText(terms, words, true) ?? none;
    case 'exclusivity': return terms.exclusivity_days > 0 ? words.t('terms.exclusivityDays', { count: terms.exclusivity_days }) : none;
    case 'expires': return words.day(terms.expires_on);
    case 'note': return terms.note?.trim() || none;
  }
}

/** A version's state as shown: an open version past its expiry day reads Expired. */
export const shownState = (offer: Pick<DealOffer, 'state' | 'expired'>) => (offer.state === 'open' && offer.expired ? 'expired' : offer.state);
