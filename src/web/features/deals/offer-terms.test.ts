import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerTermsSchema } from '#shared/deals/offers.ts';
import { dateFormat } from '#shared/dates/format.ts';
import type { Language } from '#shared/enums.ts';
import { applyLanguage, i18next, loadTexts } from '../../lib/i18n/i18n.ts';
import {
  changedRows, draftFromTerms, draftTotal, emptyDraft, errorsFromIssues, exactMoney, exactRange, formFields, offerSummary,
  offersOpenIn, parseNumber, rowsFor, termsFromDraft, termText, type OfferDraft, type OfferTermsShown, type OfferWords,
} from './offer-terms.ts';

const TODAY = '2026-06-01';
/** What a party typed, isolated in the sentence (first strong letter decides its direction). */
const iso = (typed: string) => `\u2068${typed}\u2069`;

/** The screens' words (useOfferWords), from the catalogue as i18next reads it, with a fixed reader's currency when asked. */
function wordsIn(language: Language, approx: OfferWords['approx'] = () => null): OfferWords {
  const t = i18next.getFixedT(language) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const days = dateFormat(language, 'medium', true);
  return {
    t: (key, values) => t(`deals.offers.${key}`, values),
    language,
    money: (amount, currency) => exactMoney(amount, currency, language),
    approx,
    day: (day) => days.format(new Date(`${day}T00:00:00Z`)),
  };
}

const loi: OfferTermsShown = {
  kind: 'loi', scope: 'whole', stake_percent: null, stake_form: null, currency: 'USD', price: 4_500_000, price_min: null, price_max: null,
  payment: [{ kind: 'cash', percent: 70 }, { kind: 'earn_out', percent: 30, measure: 'EBITDA above USD 1M', months: 24 }],
  conditions: ['due_diligence', 'financing'], exclusivity_days: 60, expires_on: '2027-01-15',
};

const draft = (change: Partial<OfferDraft> = {}): OfferDraft => ({ ...emptyDraft('USD', TODAY), ...change });

beforeAll(async () => {
  await loadTexts('deals');
});

describe('the form’s draft and the terms it sends', () => {
  it('reads typed numbers with thousands separators, and anything else as not a number', () => {
    expect(parseNumber('4,500,000')).toBe(4_500_000);
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('12abc')).toBeNaN();
  });

  it('sends only what the kind and the scope use: a letter of intent’s price, a stake’s percent and form, an earn-out’s measure and period', () => {
    const terms = termsFromDraft(draft({
      kind: 'loi', price: '4,500,000', price_min: '1', price_max: '2', scope: 'whole', stake_percent: '40', stake_form: 'shares',
      payment: [
        { kind: 'cash', percent: '70', measure: 'left over', months: '3' },
        { kind: 'earn_out', percent: '30', measure: 'EBITDA above USD 1M', months: '24' },
      ],
      conditions: ['due_diligence'], conditions_other: 'left over', note: '  ',
    }));
    expect(terms).toEqual({
      kind: 'loi', scope: 'whole', stake_percent: null, stake_form: null, currency: 'USD', price: 4_500_000, price_min: null, price_max: null,
      payment: [{ kind: 'cash', percent: 70 }, { kind: 'earn_out', percent: 30, measure: 'EBITDA above USD 1M', months: 24 }],
      conditions: ['due_diligence'], exclusivity_days: 0, expires_on: '2026-07-01',
    });
    expect(offerTermsSchema(TODAY).safeParse(terms).success).toBe(true);
    const ioi = termsFromDraft(draft({ price: '9', price_min: '1000000', price_max: '2000000', scope: 'stake', stake_percent: '40', stake_form: 'assets' }));
    expect(ioi).toMatchObject({ kind: 'ioi', price: null, price_min: 1_000_000, price_max: 2_000_000, stake_percent: 40, stake_form: 'assets' });
  });

  it('starts a counter from the version’s terms, and gives them back unchanged; an expiry already past moves 30 days ahead', () => {
    expect(termsFromDraft(draftFromTerms(loi, TODAY))).toEqual(loi);
    expect(draftFromTerms({ ...loi, expires_on: '2026-05-01' }, TODAY).expires_on).toBe('2026-07-01');
  });

  it('puts the shared schema’s messages on the form’s fields, the payment rows’ by row', () => {
    const terms = termsFromDraft(draft({
      payment: [{ kind: 'cash', percent: '60', measure: '', months: '' }, { kind: 'earn_out', percent: '30', measure: '', months: '' }],
      conditions: ['other'], exclusivity_days: '200',
    }));
    const parsed = offerTermsSchema(TODAY).safeParse(terms);
    expect(parsed.success).toBe(false);
    const errors = errorsFromIssues(parsed.error?.issues ?? []);
    expect(errors).toMatchObject({
      price_min: 'This field is required.',
      price_max: 'This field is required.',
      payment: 'The parts of the payment must add up to 100%.',
      'payment.1.measure': 'This field is required.',
      'payment.1.months': 'This field is required.',
      conditions_other: 'This field is required.',
      exclusivity_days: 'Exclusivity can be 0 to 120 days.',
    });
    const known = formFields(2);
    expect(Object.keys(errors).every((key) => known.includes(key))).toBe(true);
  });

  it('adds up the payment parts as the schema does, an unreadable part as 0', () => {
    expect(draftTotal({ payment: [{ kind: 'cash', percent: '33.33', measure: '', months: '' }, { kind: 'deferred', percent: '66.67', measure: '', months: '' }] })).toBe(100);
    expect(draftTotal({ payment: [{ kind: 'cash', percent: '70', measure: '', months: '' }, { kind: 'deferred', percent: 'x', measure: '', months: '' }] })).toBe(70);
  });

  it('lets offers be made in discussion, due diligence and once an offer is made only', () => {
    expect(['introduced', 'in_discussion', 'due_diligence', 'offer_made', 'loi_signed', 'closed_won'].filter(offersOpenIn)).toEqual(['in_discussion', 'due_diligence', 'offer_made']);
  });
});

describe('the offer in words', () => {
  it('writes exact amounts and ranges, the currency first in English and last in Arabic', () => {
    expect(exactMoney(4_500_000, 'USD', 'en')).toBe('USD 4,500,000');
    expect(exactMoney(4_500_000, 'USD', 'ar')).toBe('4,500,000 USD');
    expect(exactRange(4_000_000, 5_000_000, 'AED', 'en')).toBe('AED 4,000,000 – 5,000,000');
    expect(exactRange(4_000_000, 5_000_000, 'AED', 'ar')).toBe('4,000,000 – 5,000,000 AED');
    expect(exactMoney(null, 'USD', 'en')).toBeNull();
  });

  it('reads a letter of intent as the issue writes it', () => {
    expect(offerSummary(loi, wordsIn('en')).join(' ')).toBe(
      `Letter of intent: USD 4,500,000 for the whole business — 70% cash at completion, 30% earn-out over 24 months (${iso('EBITDA above USD 1M')}). `
      + 'Conditions: due diligence, financing. Exclusivity 60 days. Expires Jan 15, 2027.',
    );
  });

  it('gives the price in the reader’s currency too, and for a stake the implied value of 100%', () => {
    const words = wordsIn('en', (amount, currency) => (amount == null ? null : `≈ AED ${(amount * 3.6725) / 1e6}M from ${currency}`));
    const stake: OfferTermsShown = {
      ...loi, kind: 'ioi', price: null, price_min: 1_000_000, price_max: 2_000_000, scope: 'stake', stake_percent: 40, stake_form: 'shares',
      payment: [{ kind: 'buyer_shares', percent: 100 }], conditions: ['other'], conditions_other: 'Landlord consent', exclusivity_days: 1,
    };
    expect(offerSummary(stake, words)).toEqual([
      'Indication of interest: USD 1,000,000 – 2,000,000 (≈ AED 3.6725M from USD – AED 7.345M from USD) for a 40% stake (shares) — 100% shares of the buyer.',
      `Conditions: ${iso('Landlord consent')}.`,
      'Exclusivity 1 day.',
      'Expires Jan 15, 2027.',
      'Implied value of 100%: USD 2,500,000 – 5,000,000.',
    ]);
  });

  it('shows "…" for what is not typed yet, and says when there are no conditions and no exclusivity', () => {
    const terms = termsFromDraft(draft({ conditions: [], exclusivity_days: '0' }));
    expect(offerSummary(terms, wordsIn('en'))).toEqual([
      'Indication of interest: … for the whole business — 100% cash at completion.',
      'No conditions.',
      'No exclusivity.',
      'Expires Jul 1, 2026.',
    ]);
  });

  it('reads it in Arabic with Arabic plurals', async () => {
    await applyLanguage('ar');
    try {
      await loadTexts('deals');
      const sentences = offerSummary(loi, wordsIn('ar'));
      expect(sentences[0]).toBe(`خطاب نوايا: 4,500,000 USD مقابل الشركة بالكامل — 70% نقدًا عند الإتمام، 30% دفع مرتبط بالأداء على مدى 24 شهرًا (${iso('EBITDA above USD 1M')}).`);
      expect(sentences.slice(1, 3)).toEqual(['الشروط: العناية الواجبة، الحصول على التمويل.', 'حصرية لمدة 60 يومًا.']);
      expect(offerSummary({ ...loi, exclusivity_days: 2 }, wordsIn('ar'))[2]).toBe('حصرية لمدة يومين.');
    } finally {
      await applyLanguage('en');
    }
  });
});

describe('the versions side by side', () => {
  const counter: OfferTermsShown = { ...loi, price: 5_000_000, payment: [{ kind: 'cash', percent: 100 }], conditions: ['financing', 'due_diligence'] };

  it('marks the terms that changed from the previous version, and none on the first', () => {
    expect([...changedRows(null, loi)]).toEqual([]);
    expect([...changedRows(loi, counter)]).toEqual(['price', 'payment']);
    expect([...changedRows(loi, { ...loi, kind: 'ioi', price: null, price_min: 1, price_max: 2 })]).toEqual(['kind', 'price']);
    // A stake's implied value follows its price and its percent.
    const stake: OfferTermsShown = { ...loi, scope: 'stake', stake_percent: 50, stake_form: 'shares' };
    expect([...changedRows(stake, { ...stake, stake_percent: 60 })]).toEqual(['bought', 'implied']);
    expect([...changedRows(loi, { ...loi, note: 'Subject to board approval' })]).toEqual(['note']);
    expect([...changedRows(loi, { ...loi, expires_on: '2027-02-01', exclusivity_days: 30 })]).toEqual(['exclusivity', 'expires']);
  });

  it('shows the implied value and the note only when a version has them', () => {
    expect(rowsFor([loi, counter])).toEqual(['kind', 'price', 'bought', 'payment', 'conditions', 'exclusivity', 'expires']);
    expect(rowsFor([loi, { ...counter, scope: 'stake', stake_percent: 50, stake_form: 'assets', note: 'x' }]))
      .toEqual(['kind', 'price', 'bought', 'implied', 'payment', 'conditions', 'exclusivity', 'expires', 'note']);
  });

  it('words each cell', () => {
    const words = wordsIn('en');
    const stake: OfferTermsShown = { ...loi, scope: 'stake', stake_percent: 25, stake_form: 'assets' };
    expect(termText('bought', stake, words)).toBe('25% stake (assets)');
    expect(termText('implied', stake, words)).toBe('USD 18,000,000');
    expect(termText('conditions', loi, words)).toBe('Due diligence, Financing');
    expect(termText('exclusivity', loi, words)).toBe('60 days');
    expect(termText('exclusivity', { ...loi, exclusivity_days: 0 }, words)).toBe('None');
    expect(termText('payment', loi, words)).toBe(`70% cash at completion, 30% earn-out over 24 months (${iso('EBITDA above USD 1M')})`);
  });
});

afterAll(async () => {
  await applyLanguage('en');
});

