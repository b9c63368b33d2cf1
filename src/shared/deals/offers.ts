import { z } from 'zod';
import { CURRENCIES } from '../enums.ts';
import { messageText } from '../messages/messages.ts';

// An offer in the deal room (issue 50): its terms, as the maker's form and the API check them. An indication of
// interest names a price range and binds nobody; a letter of intent names one price and is signed by the other side.
// A counter is a new version of the terms; each version is answered once.

export const OFFER_KINDS = ['ioi', 'loi'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
/** The whole business, or a stake in it (in shares or in assets). */
export const OFFER_SCOPES = ['whole', 'stake'] as const;
export const STAKE_FORMS = ['shares', 'assets'] as const;
export const PAYMENT_KINDS = ['cash', 'deferred', 'earn_out', 'buyer_shares', 'seller_financing'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const OFFER_CONDITIONS = ['due_diligence', 'financing', 'regulatory', 'key_staff', 'other'] as const;
/** Which party made a version. */
export const OFFER_SIDES = ['owner', 'investor'] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];
/** A version's answer; an open version past its expiry day is shown expired and can no longer be accepted. */
export const OFFER_STATES = ['open', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const DECLINE_REASON_MAX = 1000;

/**
 * What the other party of a deal is told of, by a notification and a mail (issue 50): each offer event, a close
 * proposed or cancelled, and a letter of intent's exclusivity ending in 7 days and in 1.
 */
export const DEAL_EVENTS = [
  'offer_made', 'offer_countered', 'offer_accepted', 'offer_signed', 'offer_declined', 'offer_withdrawn', 'close_proposed', 'close_cancelled', 'exclusivity_ending',
] as const;
export type DealEvent = (typeof DEAL_EVENTS)[number];

export const OFFER_LIMITS = {
  maxPrice: 1e13,
  maxExclusivityDays: 120,
  maxEarnOutMonths: 120,
  note: 2000,
  measure: 200,
  otherCondition: 500,
} as const;

/** Parts of a payment are whole hundredths of a percent; they must add up to exactly 100. */
export const paymentTotal = (parts: readonly { percent: number }[]): number => Math.round(parts.reduce((sum, part) => sum + part.percent * 100, 0)) / 100;

/** Today as YYYY-MM-DD in UTC: an offer expires at the end of its expiry day, UTC. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** The day `days` after `day` (YYYY-MM-DD, UTC). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What 100% of the business is worth at a price for a stake: the price itself for the whole business. */
export const impliedValue = (price: number, scope: 'whole' | 'stake', stakePercent: number | null | undefined): number =>
  scope === 'stake' && stakePercent ? Math.round((price * 100) / stakePercent) : price;

const price = () =>
  z.number({ error: messageText('number') }).gt(0, messageText('offerPriceRange')).max(OFFER_LIMITS.maxPrice, messageText('offerPriceRange'));
const text = (max: number) => z.string().trim().max(max, messageText('tooLong', { max }));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const paymentPart = z.strictObject({
  kind: z.enum(PAYMENT_KINDS, { error: messageText('choose') }),
  percent: z.number({ error: messageText('number') }).gt(0, messageText('paymentPartRange')).max(100, messageText('paymentPartRange')),
  /** An earn-out's measure ("EBITDA above AED 2M") and period. */
  measure: text(OFFER_LIMITS.measure).optional(),
  months: z.number({ error: messageText('number') }).int(messageText('wholeNumber')).min(1, messageText('earnOutMonths')).max(OFFER_LIMITS.maxEarnOutMonths, messageText('earnOutMonths')).optional(),
});

/** The terms of one version of an offer. An expiry before `today` (the day it is checked, by default) is refused. */
export const offerTermsSchema = (today?: string) =>
  z
    .strictObject({
      kind: z.enum(OFFER_KINDS, { error: messageText('choose') }),
      scope: z.enum(OFFER_SCOPES, { error: messageText('choose') }),
      stake_percent: z.number({ error: messageText('number') }).gt(0, messageText('stakeRange')).max(100, messageText('stakeRange')).nullish(),
      stake_form: z.enum(STAKE_FORMS, { error: messageText('choose') }).nullish(),
      currency: z.enum(CURRENCIES, { error: messageText('choose') }),
      /** A letter of intent's price. */
      price: price().nullish(),
      /** An indication of interest's range. */
      price_min: price().nullish(),
      price_max: price().nullish(),
      payment: z.array(paymentPart).min(1, messageText('paymentSum')).max(PAYMENT_KINDS.length, messageText('paymentSum')),
      conditions: z.array(z.enum(OFFER_CONDITIONS, { error: messageText('choose') })).max(OFFER_CONDITIONS.length).transform((list) => [...new Set(list)]).default([]),
      conditions_other: text(OFFER_LIMITS.otherCondition).optional(),
      exclusivity_days: z.number({ error: messageText('number') }).int(messageText('wholeNumber')).min(0, messageText('exclusivityRange')).max(OFFER_LIMITS.maxExclusivityDays, messageText('exclusivityRange')),
      expires_on: z.string({ error: messageText('required') }).regex(DATE, messageText('invalidDate')).refine((day) => day >= (today ?? todayUtc()), messageText('expiryPast')),
      note: text(OFFER_LIMITS.note).optional(),
    })
    .superRefine((terms, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (terms.kind === 'loi' && terms.price == null) issue(['price'], messageText('required'));
      if (terms.kind === 'ioi') {
        if (terms.price_min == null) issue(['price_min'], messageText('required'));
        if (terms.price_max == null) issue(['price_max'], messageText('required'));
        if (terms.price_min != null && terms.price_max != null && terms.price_min > terms.price_max) issue(['price_max'], messageText('maxBelowMin'));
      }
      if (terms.scope === 'stake') {
        if (terms.stake_percent == null) issue(['stake_percent'], messageText('required'));
        if (terms.stake_form == null) issue(['stake_form'], messageText('required'));
      }
      if (paymentTotal(terms.payment) !== 100) issue(['payment'], messageText('paymentSum'));
      const kinds = new Set<PaymentKind>();
      terms.payment.forEach((part, i) => {
        if (kinds.has(part.kind)) issue(['payment', i, 'kind'], messageText('paymentKindTwice'));
        kinds.add(part.kind);
        if (part.kind === 'earn_out' && !part.measure) issue(['payment', i, 'measure'], messageText('required'));
        if (part.kind === 'earn_out' && part.months === undefined) issue(['payment', i, 'months'], messageText('required'));
      });
      if (terms.conditions.includes('other') && !terms.conditions_other) issue(['conditions_other'], messageText('required'));
    });
export type OfferTermsInput = z.input<ReturnType<typeof offerTermsSchema>>;
export type OfferTerms = z.output<ReturnType<typeof offerTermsSchema>>;

/** One version of an offer as the two parties read it. */
export const dealOfferSchema = z.object({
  id: z.string(),
  version: z.number(),
  previous_id: z.string().nullable(),
  made_by: z.enum(OFFER_SIDES),
  mine: z.boolean(),
  maker_name: z.string(),
  kind: z.enum(OFFER_KINDS),
  terms: z.object({
    kind: z.enum(OFFER_KINDS),
    scope: z.enum(OFFER_SCOPES),
    stake_percent: z.number().nullable().optional(),
    stake_form: z.enum(STAKE_FORMS).nullable().optional(),
    currency: z.enum(CURRENCIES),
    price: z.number().nullable().optional(),
    price_min: z.number().nullable().optional(),
    price_max: z.number().nullable().optional(),
    payment: z.array(z.object({ kind: z.enum(PAYMENT_KINDS), percent: z.number(), measure: z.string().optional(), months: z.number().optional() })),
    conditions: z.array(z.enum(OFFER_CONDITIONS)),
    conditions_other: z.string().optional(),
    exclusivity_days: z.number(),
    expires_on: z.string(),
    note: z.string().optional(),
  }),
  /** 100% of the business at this price (the price itself for the whole business; the range's top for an indication). */
  implied_value: z.number().nullable(),
  sha256: z.string(),
  state: z.enum(OFFER_STATES),
  /** Open but past its expiry day: it can no longer be accepted. */
  expired: z.boolean(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** A signed letter of intent's record. */
  signature: z.object({ typed_name: z.string(), signed_at: z.string(), verification_code: z.string() }).nullable(),
});
export type DealOffer = z.infer<typeof dealOfferSchema>;
export const dealOffersSchema = z.object({ items: z.array(dealOfferSchema) });

/** Accepting: a click for an indication of interest; the full name and the box for a letter of intent. */
export const acceptOfferSchema = z.strictObject({
  typed_name: z.string().trim().max(200, messageText('tooLong', { max: 200 })).optional(),
  agree: z.boolean().optional(),
});
export const declineOfferSchema = z.strictObject({ reason: z.string().trim().max(DECLINE_REASON_MAX, messageText('tooLong', { max: DECLINE_REASON_MAX })).optional() });
