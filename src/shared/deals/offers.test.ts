import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/messages.ts';
import { convertAmount } from '../money/convert.ts';
import { DEFAULT_RATES } from '../money/rates.ts';
import { impliedValue, offerTermsSchema, PAYMENT_KINDS, paymentTotal, type OfferTermsInput } from './offers.ts';

const TODAY = '2026-11-29';
const loi: OfferTermsInput = {
  kind: 'loi', scope: 'stake', stake_percent: 60, stake_form: 'shares', currency: 'AED', price: 9_000_000,
  payment: [{ kind: 'cash', percent: 70 }, { kind: 'earn_out', percent: 30, measure: 'EBITDA above AED 2M', months: 24 }],
  conditions: ['due_diligence', 'financing'], exclusivity_days: 60, expires_on: '2026-12-20', note: 'Subject to a site visit.',
};
const issuesOf = (terms: object) => offerTermsSchema(TODAY).safeParse(terms).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

/** Whole hundredths of a percent that add up to 100, split among up to five distinct kinds. */
const partsAddingUp = fc.integer({ min: 1, max: PAYMENT_KINDS.length }).chain((count) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: count - 1, maxLength: count - 1 }).map((cuts) => {
    const edges = [0, ...[...cuts].sort((a, b) => a - b), 10_000];
    return edges.slice(1).map((edge, i) => ({ kind: PAYMENT_KINDS[i]!, percent: (edge - edges[i]!) / 100 }));
  }),
).filter((parts) => parts.every((part) => part.percent > 0) && !parts.some((part) => part.kind === 'earn_out'));

describe('the terms of an offer (issue 50)', () => {
  it('takes a letter of intent for a stake, paid partly by an earn-out', () => {
    expect(offerTermsSchema(TODAY).parse(loi)).toMatchObject({ kind: 'loi', price: 9_000_000, stake_percent: 60 });
    expect(issuesOf({ ...loi, kind: 'ioi', price: undefined, price_min: 8e6, price_max: 1e7 })).toEqual([]);
  });

  it('refuses each bad field by name, with its reason', () => {
    expect(issuesOf({ ...loi, price: 0 })).toEqual([['price', messageText('offerPriceRange')]]);
    expect(issuesOf({ ...loi, price: 1e13 + 1 })).toEqual([['price', messageText('offerPriceRange')]]);
    expect(issuesOf({ ...loi, stake_percent: 0 })).toEqual([['stake_percent', messageText('stakeRange')]]);
    expect(issuesOf({ ...loi, stake_percent: 100.5 })).toEqual([['stake_percent', messageText('stakeRange')]]);
    expect(issuesOf({ ...loi, expires_on: '2026-11-28' })).toEqual([['expires_on', messageText('expiryPast')]]);
    expect(issuesOf({ ...loi, exclusivity_days: 121 })).toEqual([['exclusivity_days', messageText('exclusivityRange')]]);
    expect(issuesOf({ ...loi, payment: [{ kind: 'cash', percent: 90 }] })).toEqual([['payment', messageText('paymentSum')]]);
    expect(issuesOf({ ...loi, payment: [{ kind: 'cash', percent: 50 }, { kind: 'cash', percent: 50 }] })).toEqual([['payment.1.kind', messageText('paymentKindTwice')]]);
    expect(issuesOf({ ...loi, payment: [{ kind: 'cash', percent: 70 }, { kind: 'earn_out', percent: 30 }] })).toEqual([
      ['payment.1.measure', messageText('required')], ['payment.1.months', messageText('required')],
    ]);
    expect(issuesOf({ ...loi, kind: 'ioi', price: undefined, price_min: 2e7, price_max: 1e7 })).toEqual([['price_max', messageText('maxBelowMin')]]);
    expect(issuesOf({ ...loi, scope: 'stake', stake_percent: null, stake_form: null })).toEqual([
      ['stake_percent', messageText('required')], ['stake_form', messageText('required')],
    ]);
    expect(issuesOf({ ...loi, conditions: ['other'] })).toEqual([['conditions_other', messageText('required')]]);
  });

  it('accepts any split of the payment into parts that add up to 100%, and refuses any that does not', () => {
    fc.assert(fc.property(partsAddingUp, (payment) => {
      expect(paymentTotal(payment)).toBe(100);
      expect(issuesOf({ ...loi, payment })).toEqual([]);
    }));
    fc.assert(fc.property(partsAddingUp, fc.integer({ min: 1, max: 500 }), (payment, off) => {
      const skewed = payment.map((part, i) => (i === 0 ? { ...part, percent: Math.min(100, part.percent + off / 100) } : part));
      fc.pre(paymentTotal(skewed) !== 100);
      expect(issuesOf({ ...loi, payment: skewed })).toContainEqual(['payment', messageText('paymentSum')]);
    }));
  });

  it('values 100% of the business from a stake’s price, in any currency alike', () => {
    expect(impliedValue(9_000_000, 'stake', 60)).toBe(15_000_000);
    expect(impliedValue(9_000_000, 'whole', null)).toBe(9_000_000);
    fc.assert(fc.property(fc.integer({ min: 1_000, max: 1e10 }), fc.integer({ min: 1, max: 100 }), fc.constantFrom('AED', 'GBP', 'INR'), (price, stake, to) => {
      // Converting the price then valuing it is valuing then converting, but for the rounding to a whole unit (worth
      // `unit` of the other currency).
      const unit = convertAmount(1, 'USD', to, DEFAULT_RATES) ?? 1;
      const a = impliedValue(convertAmount(price, 'USD', to, DEFAULT_RATES) ?? 0, 'stake', stake);
      const b = convertAmount(impliedValue(price, 'stake', stake), 'USD', to, DEFAULT_RATES) ?? 0;
      expect(Math.abs(a - b)).toBeLessThanOrEqual(0.5 + 0.5 * unit + b * 1e-12);
    }));
  });
});
