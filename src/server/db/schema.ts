import { sql, type SQL } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, COUNTRIES, CURRENCIES, DEAL_TYPES, DOCUMENT_TYPES, FUNDING_PURPOSES, HORIZONS,
  INVESTMENT_STAGES, INVESTOR_INDUSTRIES, INVESTOR_MUST_HAVES, INVOLVEMENT_TYPES, OWNER_MUST_HAVES, LANGUAGES, LEGAL_STRUCTURES, MATCH_STATUSES,
  PROFILE_STATUSES, REGIONS, ROLES, SALE_REASONS, SERVICE_REQUEST_STATUSES, STAFF_BANDS, SERVICE_TYPES, URGENCIES, USER_TYPES,
} from '#shared/enums.ts';
import { ACCESS_ACTIONS, REVOKE_REASONS } from '#shared/deals/documents.ts';
import { OFFER_KINDS, OFFER_SIDES, OFFER_STATES, type OfferTerms } from '#shared/deals/offers.ts';
import { DEAL_MESSAGE_MAX_LENGTH, DEAL_STAGES, REPORT_STATUSES } from '#shared/deals/room.ts';
import type { Reason } from '#shared/matching/reason-render.ts';
import type { KeyPerson } from '#shared/profiles/profile-model.ts';
import { ALERT_FREQUENCIES, SAVED_SEARCH_SCOPES, type SavedSearchFilters } from '#shared/saved-searches/saved-searches.ts';
import type { ValuationInput } from '#shared/valuation/inputs.ts';
import type { ValuationEstimate } from '#shared/valuation/result.ts';

// Enumerations are enforced by CHECK constraints so that no path around the API can store an unknown value.
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${list(values)})`;
const allOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} <@ array[${list(values)}]::text[]`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  userType: text('user_type').$type<(typeof USER_TYPES)[number]>(),
  role: text('role').$type<(typeof ROLES)[number]>().notNull().default('user'),
  country: text('country').$type<(typeof COUNTRIES)[number]>().notNull().default('UAE'),
  language: text('language').$type<(typeof LANGUAGES)[number]>().notNull().default('en'),
  profileCompleted: boolean('profile_completed').notNull().default(false),
  /** Set by an admin (a report's "suspend the sender"): the account cannot sign in and its sessions end. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** When the user opened a verification link sent to this address (issue 19); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** When the user deleted the account (issue 19): the row stays, anonymised, for the counterparts' history. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** When the user last saw "New matches for you" on the dashboard (issue 20); null: never. */
  suggestionsSeenAt: timestamp('suggestions_seen_at', { withTimezone: true }),
  /** The weekly "New matches for you" digest (issue 23): on until the user turns it off. */
  matchDigest: boolean('match_digest').notNull().default(true),
  /** When that digest was last queued for the user, so a rerun of the week's job mails nobody twice. */
  matchDigestSentAt: timestamp('match_digest_sent_at', { withTimezone: true }),
  /** When the user turned on two-factor sign-in (issue 47); null: off. On the row so every request's session knows it. */
  twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  index('users_created_at_idx').on(t.createdAt),
  check('users_user_type_check', sql`${t.userType} is null or ${oneOf(t.userType, USER_TYPES)}`),
  check('users_role_check', oneOf(t.role, ROLES)),
  check('users_country_check', oneOf(t.country, COUNTRIES)),
  check('users_language_check', oneOf(t.language, LANGUAGES)),
]);

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  companyName: text('company_name'),
  // No country here: the user's (users.country, the header's picker) is the one (decision 0102).
  userType: text('user_type').$type<(typeof USER_TYPES)[number]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('profiles_user_id_key').on(t.userId),
  check('profiles_user_type_check', oneOf(t.userType, USER_TYPES)),
]);

export const investorProfiles = pgTable('investor_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<(typeof PROFILE_STATUSES)[number]>().notNull().default('active'),
  minAmount: money('min_amount'),
  maxAmount: money('max_amount'),
  currency: text('currency').$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
  preferredIndustries: textList('preferred_industries'),
  minRoi: percent('min_roi'),
  investmentHorizon: text('investment_horizon').$type<(typeof HORIZONS)[number]>(),
  involvementType: text('involvement_type').$type<(typeof INVOLVEMENT_TYPES)[number]>(),
  geographicalPreference: textList('geographical_preference'),
  investmentStage: textList('investment_stage'),
  about: text('about'),
  portfolioHighlights: text('portfolio_highlights'),
  yearsExperience: integer('years_experience'),
  /** Mandate fields a business must fit to be ranked (issue 20); ticket size by default. */
  mustHave: text('must_have').array().notNull().default(sql`'{ticket}'::text[]`),
  /** Holds the minimum mandate (investorCompleteness): only listed profiles are published and matched. */
  listed: boolean('listed').notNull().generatedAlwaysAs(sql`min_amount is not null and max_amount is not null
    and cardinality(preferred_industries) > 0 and cardinality(geographical_preference) > 0 and cardinality(investment_stage) > 0`),
  /** Lower-cased searchable text, kept by a trigger (migration 0001); never holds identities. */
  searchText: text('search_text').notNull().default(''),
  /** The owner's last save or confirmation that the listing is current (issue 23: freshness). */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The 60-day reminder went out; cleared by the next save or confirmation. */
  staleRemindedAt: timestamp('stale_reminded_at', { withTimezone: true }),
  /** Paused for want of an update (status inactive); republishing or saving clears it. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('investor_profiles_user_id_key').on(t.userId),
  index('investor_profiles_confirmed_idx').on(t.status, t.confirmedAt),
  index('investor_profiles_status_created_idx').on(t.status, t.createdAt),
  index('investor_profiles_listed_created_idx').on(t.status, t.listed, t.createdAt),
  index('investor_profiles_industries_gin').using('gin', t.preferredIndustries),
  index('investor_profiles_geo_gin').using('gin', t.geographicalPreference),
  index('investor_profiles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  check('investor_profiles_status_check', oneOf(t.status, PROFILE_STATUSES)),
  check('investor_profiles_currency_check', oneOf(t.currency, CURRENCIES)),
  check('investor_profiles_industries_check', allOf(t.preferredIndustries, INVESTOR_INDUSTRIES)),
  check('investor_profiles_horizon_check', sql`${t.investmentHorizon} is null or ${oneOf(t.investmentHorizon, HORIZONS)}`),
  check('investor_profiles_involvement_check', sql`${t.involvementType} is null or ${oneOf(t.involvementType, INVOLVEMENT_TYPES)}`),
  check('investor_profiles_geo_check', allOf(t.geographicalPreference, REGIONS)),
  check('investor_profiles_stage_check', allOf(t.investmentStage, INVESTMENT_STAGES)),
  check('investor_profiles_must_have_check', allOf(t.mustHave, INVESTOR_MUST_HAVES)),
  check('investor_profiles_amounts_check', sql`(${t.minAmount} is null or ${t.minAmount} >= 0) and (${t.maxAmount} is null or ${t.maxAmount} >= 0) and (${t.minAmount} is null or ${t.maxAmount} is null or ${t.minAmount} <= ${t.maxAmount})`),
]);

export const businessProfiles = pgTable('business_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<(typeof PROFILE_STATUSES)[number]>().notNull().default('active'),
  companyName: text('company_name'),
  industry: text('industry').$type<(typeof BUSINESS_INDUSTRIES)[number]>(),
  subIndustry: text('sub_industry'),
  businessStage: text('business_stage').$type<(typeof BUSINESS_STAGES)[number]>(),
  yearEstablished: integer('year_established'),
  legalStructure: text('legal_structure').$type<(typeof LEGAL_STRUCTURES)[number]>(),
  registrationNumber: text('registration_number'),
  website: text('website'),
  businessActivities: textList('business_activities'),
  headquarters: text('headquarters'),
  branches: textList('branches'),
  keyPersonnel: jsonb('key_personnel').$type<KeyPerson[]>().notNull().default(sql`'[]'::jsonb`),
  organizationHierarchy: text('organization_hierarchy'),
  majorSuppliers: textList('major_suppliers'),
  majorCustomers: textList('major_customers'),
  amountRequired: money('amount_required'),
  currency: text('currency').$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
  purpose: text('purpose').$type<(typeof FUNDING_PURPOSES)[number]>(),
  equityOffered: percent('equity_offered'),
  expectedValuation: money('expected_valuation'),
  annualRevenue: money('annual_revenue'),
  profitMargin: percent('profit_margin'),
  growthRate: percent('growth_rate'),
  /** The involvement the owner wants of an investor (issue 20); empty is any. */
  preferredInvolvement: textList('preferred_involvement'),
  /** The owner's preferences an investor must fit to be ranked (issue 20); a range covering the raise by default. */
  mustHave: text('must_have').array().notNull().default(sql`'{capacity}'::text[]`),
  /**
   * The owner keeps the business's name to themselves until an introduction (issue 49). Public answers then
   * carry no name; the search text leaves it out (migration 0025). New listings are confidential by the API's
   * default (shared/profiles/profiles.ts); rows from before stay named.
   */
  confidential: boolean('confidential').notNull().default(false),
  /** The teaser every reader sees (issue 49): a public summary, 3–5 highlights, what is on offer and why. */
  summary: text('summary'),
  highlights: textList('highlights'),
  dealType: text('deal_type').$type<(typeof DEAL_TYPES)[number]>(),
  saleReason: text('sale_reason').$type<(typeof SALE_REASONS)[number]>(),
  /** How many people work there, always a range (issue 49). */
  staffBand: text('staff_band').$type<(typeof STAFF_BANDS)[number]>(),
  /** The public price, in `currency` (issue 49): an asking price, or a valuation range, or neither ("on request"). */
  askingPrice: money('asking_price'),
  valuationMin: money('valuation_min'),
  valuationMax: money('valuation_max'),
  /** The owner asks investors to accept an NDA before the introduction (issue 18; on by default). */
  ndaRequired: boolean('nda_required').notNull().default(true),
  /** The owner's own NDA, one of their PDFs; null is the platform's standard mutual NDA. */
  ndaDocumentId: uuid('nda_document_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
  /** The owner's saved valuation estimate shown on the listing (issue 22); null shows none. */
  shownValuationId: uuid('shown_valuation_id').references((): AnyPgColumn => valuationEstimates.id, { onDelete: 'set null' }),
  /** Lower-cased searchable text, kept by a trigger (migration 0001). */
  searchText: text('search_text').notNull().default(''),
  /** The owner's last save or confirmation that the listing is current (issue 23: freshness). */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  /** A deal for this business has a signed letter of intent (issue 50): the listing reads "Under offer" to everyone. */
  underOffer: boolean('under_offer').notNull().default(false),
  /** The 60-day reminder went out; cleared by the next save or confirmation. */
  staleRemindedAt: timestamp('stale_reminded_at', { withTimezone: true }),
  /** Paused for want of an update (status inactive); republishing or saving clears it. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('business_profiles_user_id_key').on(t.userId),
  index('business_profiles_confirmed_idx').on(t.status, t.confirmedAt),
  index('business_profiles_status_created_idx').on(t.status, t.createdAt),
  index('business_profiles_industry_idx').on(t.status, t.industry, t.createdAt),
  index('business_profiles_stage_idx').on(t.status, t.businessStage, t.createdAt),
  index('business_profiles_hq_idx').on(t.status, t.headquarters, t.createdAt),
  index('business_profiles_branches_gin').using('gin', t.branches),
  index('business_profiles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  // Few profiles show an estimate: the partial index finds them when an estimate is read or deleted.
  index('business_profiles_shown_valuation_idx').on(t.shownValuationId).where(sql`${t.shownValuationId} is not null`),
  check('business_profiles_status_check', oneOf(t.status, PROFILE_STATUSES)),
  check('business_profiles_industry_check', sql`${t.industry} is null or ${oneOf(t.industry, BUSINESS_INDUSTRIES)}`),
  check('business_profiles_stage_check', sql`${t.businessStage} is null or ${oneOf(t.businessStage, BUSINESS_STAGES)}`),
  check('business_profiles_legal_check', sql`${t.legalStructure} is null or ${oneOf(t.legalStructure, LEGAL_STRUCTURES)}`),
  check('business_profiles_currency_check', oneOf(t.currency, CURRENCIES)),
  check('business_profiles_involvement_check', allOf(t.preferredInvolvement, INVOLVEMENT_TYPES)),
  check('business_profiles_must_have_check', allOf(t.mustHave, OWNER_MUST_HAVES)),
  check('business_profiles_headquarters_check', sql`${t.headquarters} is null or ${oneOf(t.headquarters, REGIONS)}`),
  check('business_profiles_branches_check', allOf(t.branches, REGIONS)),
  check('business_profiles_purpose_check', sql`${t.purpose} is null or ${oneOf(t.purpose, FUNDING_PURPOSES)}`),
  check('business_profiles_deal_type_check', sql`${t.dealType} is null or ${oneOf(t.dealType, DEAL_TYPES)}`),
  check('business_profiles_sale_reason_check', sql`${t.saleReason} is null or ${oneOf(t.saleReason, SALE_REASONS)}`),
  check('business_profiles_staff_band_check', sql`${t.staffBand} is null or ${oneOf(t.staffBand, STAFF_BANDS)}`),
  check('business_profiles_price_check', sql`(${t.askingPrice} is null or ${t.askingPrice} >= 0) and (${t.valuationMin} is null) = (${t.valuationMax} is null) and (${t.valuationMin} is null or (${t.valuationMin} >= 0 and ${t.valuationMin} <= ${t.valuationMax})) and (${t.askingPrice} is null or ${t.valuationMin} is null)`),
  check('business_profiles_amounts_check', sql`(${t.amountRequired} is null or ${t.amountRequired} >= 0) and (${t.expectedValuation} is null or ${t.expectedValuation} >= 0) and (${t.annualRevenue} is null or ${t.annualRevenue} >= 0)`),
  check('business_profiles_equity_check', sql`${t.equityOffered} is null or (${t.equityOffered} >= 0 and ${t.equityOffered} <= 100)`),
]);

export const documents = pgTable('documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<(typeof DOCUMENT_TYPES)[number]>().notNull().default('other'),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** SHA-256 (hex) of the stored bytes, written at upload (issue 18: an owner's own NDA is accepted by its hash). */
  sha256: text('sha256'),
  /** Shared into every deal its owner enters from now on (issue 18); otherwise only where shared by hand. */
  shareWithFutureDeals: boolean('share_with_future_deals').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('documents_user_id_idx').on(t.userId, t.createdAt),
  uniqueIndex('documents_storage_key_key').on(t.storageKey),
  check('documents_type_check', oneOf(t.type, DOCUMENT_TYPES)),
]);

export const serviceRequests = pgTable('service_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  serviceType: text('service_type').$type<(typeof SERVICE_TYPES)[number]>().notNull(),
  description: text('description').notNull(),
  urgency: text('urgency').$type<(typeof URGENCIES)[number]>().notNull().default('medium'),
  status: text('status').$type<(typeof SERVICE_REQUEST_STATUSES)[number]>().notNull().default('pending'),
  estimatedCost: money('estimated_cost'),
  /** The deal the service was requested from, if any (either party may; admins see the link). */
  dealId: uuid('deal_id').references((): AnyPgColumn => deals.id, { onDelete: 'set null' }),
  /** The requester's saved valuation estimate attached to a Valuation request (issue 22); admins see its range. */
  valuationEstimateId: uuid('valuation_estimate_id').references((): AnyPgColumn => valuationEstimates.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('service_requests_deal_idx').on(t.dealId),
  index('service_requests_valuation_idx').on(t.valuationEstimateId),
  index('service_requests_user_created_idx').on(t.userId, t.createdAt),
  index('service_requests_status_idx').on(t.status, t.createdAt),
  index('service_requests_created_idx').on(t.createdAt),
  check('service_requests_type_check', oneOf(t.serviceType, SERVICE_TYPES)),
  check('service_requests_urgency_check', oneOf(t.urgency, URGENCIES)),
  check('service_requests_status_check', oneOf(t.status, SERVICE_REQUEST_STATUSES)),
  check('service_requests_cost_check', sql`${t.estimatedCost} is null or ${t.estimatedCost} >= 0`),
]);

export const matches = pgTable('matches', {
  id: uuid('id').primaryKey().defaultRandom(),
  investorProfileId: uuid('investor_profile_id').notNull().references(() => investorProfiles.id, { onDelete: 'cascade' }),
  businessProfileId: uuid('business_profile_id').notNull().references(() => businessProfiles.id, { onDelete: 'cascade' }),
  matchScore: integer('match_score').notNull().default(0),
  investorInterest: boolean('investor_interest').notNull().default(false),
  businessInterest: boolean('business_interest').notNull().default(false),
  status: text('status').$type<(typeof MATCH_STATUSES)[number]>().notNull().default('suggested'),
  matchReasons: textList('match_reasons'),
  /** The same reasons as data (shared/matching/reason-render.ts), for a screen to word in its reader's language. */
  matchReasonDetails: jsonb('match_reason_details').$type<Reason[]>().notNull().default([]),
  /** One-way actions of the deal flow; both set means the pair is introduced. */
  investorInterestedAt: timestamp('investor_interested_at', { withTimezone: true }),
  businessConnectedAt: timestamp('business_connected_at', { withTimezone: true }),
  introducedAt: timestamp('introduced_at', { withTimezone: true }),
  /** The owner declined the investor's interest, or the investor the owner's Connect: one-way, ends the pair. */
  businessDeclinedAt: timestamp('business_declined_at', { withTimezone: true }),
  investorDeclinedAt: timestamp('investor_declined_at', { withTimezone: true }),
  /** The decliner's optional words to the other side (never required). */
  declineReason: text('decline_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('matches_pair_key').on(t.investorProfileId, t.businessProfileId),
  index('matches_business_idx').on(t.businessProfileId, t.createdAt),
  index('matches_created_idx').on(t.createdAt),
  index('matches_status_idx').on(t.status),
  // "Interested in you" and "Wants to connect": the counterpart's action, newest first, per profile.
  index('matches_business_interested_idx').on(t.businessProfileId, t.investorInterestedAt),
  index('matches_investor_connected_idx').on(t.investorProfileId, t.businessConnectedAt),
  check('matches_decline_reason_length_check', sql`${t.declineReason} is null or char_length(${t.declineReason}) <= 1000`),
  check('matches_status_check', oneOf(t.status, MATCH_STATUSES)),
  check('matches_score_check', sql`${t.matchScore} between 0 and 100`),
]);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  /** The session's public name (Active sessions in Settings); the token's hash never leaves the server. */
  id: uuid('id').notNull().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** The browser's User-Agent and the client address at sign-in (shown to the user as device and place). */
  userAgent: text('user_agent'),
  ip: text('ip'),
}, (t) => [
  index('sessions_user_id_idx').on(t.userId),
  index('sessions_expires_at_idx').on(t.expiresAt),
  uniqueIndex('sessions_id_key').on(t.id),
]);

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)]);

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  /** The HTML part beside the text (mail-layout.ts); null on rows queued before it existed. */
  bodyHtml: text('body_html'),
  /** Where a sent message went: 'smtp', or 'mailbox' (the local mailbox admins read, when no SMTP_URL is set outside production). */
  deliveredVia: text('delivered_via'),
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  broadcastId: uuid('broadcast_id'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** When a deliverer took the row ('sending'); a claim older than the lease is taken back (outbox.ts). */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** A failed message waits until then before its next try (exponential backoff). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * A mail carrying a one-time link (reset, verification, change of email): the SHA-256 of its token, as the token's
   * table keeps it, and the link's expiry. Its body is erased once the link is spent or expired, keeping recipient,
   * subject and time (outbox.ts eraseSpentLinkMail).
   */
  secretHash: text('secret_hash'),
  secretUntil: timestamp('secret_until', { withTimezone: true }),
}, (t) => [
  index('email_outbox_secret_idx').on(t.secretUntil).where(sql`${t.secretUntil} is not null`),
  index('email_outbox_status_idx').on(t.status, t.createdAt),
  index('email_outbox_broadcast_idx').on(t.broadcastId),
  check('email_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
  check('email_outbox_delivered_via_check', sql`${t.deliveredVia} in ('smtp', 'mailbox')`),
  index('email_outbox_mailbox_idx').on(t.deliveredVia, t.sentAt),
]);

/** Forgot-password links: only the SHA-256 of the token is kept; single-use (used_at) and short-lived (expires_at). */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('password_reset_tokens_user_idx').on(t.userId)]);

// Two-factor sign-in (issue 47, decision 0171): the secret, its recovery codes, the pending second step and remembered devices.

/** The authenticator's secret (base32); `lastTimeStep` is the newest code's step accepted, so no code works twice. */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, by their SHA-256 only. */
export const twoFactorRecoveryCodes = pgTable('two_factor_recovery_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)]);

/** A sign-in whose password was right and whose code is awaited: a short-lived token, kept as its hash. */
export const twoFactorPendingLogins = pgTable('two_factor_pending_logins', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('two_factor_pending_logins_user_idx').on(t.userId)]);

/**
 * "Remember this device": a cookie's token as its hash, valid while `passwordFingerprint` matches the account's
 * password hash (a changed or reset password ends it) and until it expires; turning two-factor off deletes them.
 */
export const twoFactorDevices = pgTable('two_factor_devices', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  passwordFingerprint: text('password_fingerprint').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('two_factor_devices_user_idx').on(t.userId)]);

/**
 * Links mailed to prove an address (decision 0140): 'verify' the account's address, or 'change' it to `email`. Only a
 * hash of the token is kept; each is single-use and expires.
 */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'verify' | 'change'>().notNull(),
  /** The address the link proves: the account's at sending (verify), or the new one (change). */
  email: text('email').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [
  index('email_tokens_user_idx').on(t.userId, t.purpose),
  check('email_tokens_purpose_check', sql`${t.purpose} in ('verify', 'change')`),
]);

export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: createdAt(),
}, (t) => [index('audit_log_created_idx').on(t.createdAt)]);

/**
 * Refused calls to admin routes (401/403): who tried what, from where (decision 0119). Bounded: a few rows
 * per address per minute and a few hundred per minute in all are written, and every refusal beyond them is
 * counted into the newest row (count, last_at); the daily clean-up keeps the newest rows of the last 90 days only.
 */
export const securityLog = pgTable('security_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  method: text('method').notNull(),
  route: text('route').notNull(),
  status: integer('status').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  ip: text('ip').notNull(),
  /** This refusal and those counted into it once the minute's allowance was spent. */
  count: integer('count').notNull().default(1),
  /** The latest refusal counted here; created_at is the first. */
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
}, (t) => [index('security_log_created_idx').on(t.createdAt), index('security_log_ip_created_idx').on(t.ip, t.createdAt)]);

/** USD value of one unit of each currency; GCC pegs are fixed, the others editable by admins. */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').$type<(typeof CURRENCIES)[number]>().primaryKey(),
  usdPerUnit: numeric('usd_per_unit', { precision: 18, scale: 8, mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
}, (t) => [
  check('currency_rates_currency_check', oneOf(t.currency, CURRENCIES)),
  check('currency_rates_positive_check', sql`${t.usdPerUnit} > 0`),
]);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
}, (t) => [index('rate_limits_window_idx').on(t.windowStart)]);

/**
 * A user's top counterparts as last computed by the suggestions job (src/server/jobs), best first.
 * counterpart_profile_id is a business profile for an investor and an investor profile for an owner.
 */
export const matchSuggestions = pgTable('match_suggestions', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  rank: integer('rank').notNull(),
  counterpartProfileId: uuid('counterpart_profile_id').notNull(),
  score: integer('score').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  /** When this counterpart first entered the user's suggestions (kept across recomputations): "new" on the dashboard. */
  firstSuggestedAt: timestamp('first_suggested_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.rank] }),
  check('match_suggestions_rank_check', sql`${t.rank} >= 1`),
]);

/** Runs of the harmless 'ping' job: one row per run, so a cluster test can see that a job ran exactly once. */
export const jobPings = pgTable('job_pings', {
  id: uuid('id').primaryKey().defaultRandom(),
  token: text('token').notNull(),
  createdAt: createdAt(),
}, (t) => [index('job_pings_token_idx').on(t.token)]);

/**
 * One private room per introduced pair (docs/decisions/0109-deal-room.md). The two parties' user ids are
 * kept on the row so that every access check and "my deals" list is one indexed lookup.
 */
export const deals = pgTable('deals', {
  id: uuid('id').primaryKey().defaultRandom(),
  matchId: uuid('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
  businessProfileId: uuid('business_profile_id').notNull().references(() => businessProfiles.id, { onDelete: 'cascade' }),
  investorProfileId: uuid('investor_profile_id').notNull().references(() => investorProfiles.id, { onDelete: 'cascade' }),
  ownerUserId: uuid('owner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  investorUserId: uuid('investor_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  stage: text('stage').$type<(typeof DEAL_STAGES)[number]>().notNull().default('introduced'),
  /** The optional reason given when the deal closed lost or withdrawn. */
  closedReason: text('closed_reason'),
  /** Up to when each side has read the room's messages (read receipts and unread counts). */
  ownerReadAt: timestamp('owner_read_at', { withTimezone: true }),
  investorReadAt: timestamp('investor_read_at', { withTimezone: true }),
  /** When each side was last mailed about unread messages (one mail per deal per recipient per batch). */
  ownerMailedAt: timestamp('owner_mailed_at', { withTimezone: true }),
  investorMailedAt: timestamp('investor_mailed_at', { withTimezone: true }),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  /** A signed letter of intent's exclusivity (issue 50): its last day (YYYY-MM-DD, UTC), and the owner's choice meanwhile. */
  exclusiveUntil: text('exclusive_until'),
  acceptsNewInterest: boolean('accepts_new_interest').notNull().default(false),
  /** The last exclusivity reminder sent: 7 or 1 (days before its end). */
  exclusivityReminded: integer('exclusivity_reminded'),
  /** A close as won proposed by one party, awaiting the other's confirmation. */
  closeProposedByUserId: uuid('close_proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  closeProposedAt: timestamp('close_proposed_at', { withTimezone: true }),
  /** The final price and date of a deal closed as won (proposed, then confirmed); private to the two parties. */
  finalPrice: money('final_price'),
  finalCurrency: text('final_currency').$type<(typeof CURRENCIES)[number]>(),
  closedOn: text('closed_on'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('deals_match_key').on(t.matchId),
  index('deals_business_stage_idx').on(t.businessProfileId, t.stage),
  index('deals_exclusive_until_idx').on(t.exclusiveUntil).where(sql`${t.stage} = 'loi_signed'`),
  index('deals_owner_updated_idx').on(t.ownerUserId, t.updatedAt),
  index('deals_investor_updated_idx').on(t.investorUserId, t.updatedAt),
  index('deals_stage_updated_idx').on(t.stage, t.updatedAt),
  index('deals_updated_idx').on(t.updatedAt),
  check('deals_stage_check', oneOf(t.stage, DEAL_STAGES)),
  check('deals_final_currency_check', sql`${t.finalCurrency} is null or ${oneOf(t.finalCurrency, CURRENCIES)}`),
  check('deals_final_price_check', sql`${t.finalPrice} is null or ${t.finalPrice} > 0`),
  check('deals_closed_reason_length_check', sql`${t.closedReason} is null or char_length(${t.closedReason}) <= 1000`),
]);

/** Each stage move: who moved it and when (the room's timeline). The first row is the introduction. */
export const dealStageEvents = pgTable('deal_stage_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  dealId: uuid('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
  fromStage: text('from_stage').$type<(typeof DEAL_STAGES)[number]>(),
  toStage: text('to_stage').$type<(typeof DEAL_STAGES)[number]>().notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  createdAt: createdAt(),
}, (t) => [
  index('deal_stage_events_deal_idx').on(t.dealId, t.createdAt),
  check('deal_stage_events_from_check', sql`${t.fromStage} is null or ${oneOf(t.fromStage, DEAL_STAGES)}`),
  check('deal_stage_events_to_check', oneOf(t.toStage, DEAL_STAGES)),
]);

/**
 * An offer's versions in a deal room (issue 50): each row is one version of the terms, made by one party and answered
 * once by the other (accepted, declined or countered, which makes the next version) or withdrawn by its maker. At
 * most one version per deal is open. A signed letter of intent keeps its acceptance record here.
 */
export const dealOffers = pgTable('deal_offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  dealId: uuid('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  /** The version this one counters; null for a first offer. */
  previousId: uuid('previous_id').references((): AnyPgColumn => dealOffers.id, { onDelete: 'set null' }),
  makerUserId: uuid('maker_user_id').references(() => users.id, { onDelete: 'set null' }),
  makerSide: text('maker_side').$type<(typeof OFFER_SIDES)[number]>().notNull(),
  /** The maker's full name when they made it (printed on the letter of intent). */
  makerName: text('maker_name').notNull(),
  kind: text('kind').$type<(typeof OFFER_KINDS)[number]>().notNull(),
  terms: jsonb('terms').$type<OfferTerms>().notNull(),
  /** SHA-256 (hex) of the terms as stored: what an acceptance accepts. */
  sha256: text('sha256').notNull(),
  /** The last day it can be accepted (YYYY-MM-DD, UTC). */
  expiresOn: text('expires_on').notNull(),
  state: text('state').$type<(typeof OFFER_STATES)[number]>().notNull().default('open'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  declineReason: text('decline_reason'),
  /** A letter of intent's signature: the name typed, from where, and the code that verifies it. */
  acceptedTypedName: text('accepted_typed_name'),
  acceptedIp: text('accepted_ip'),
  acceptedUserAgent: text('accepted_user_agent'),
  verificationCode: text('verification_code'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('deal_offers_version_key').on(t.dealId, t.version),
  uniqueIndex('deal_offers_one_open_key').on(t.dealId).where(sql`${t.state} = 'open'`),
  uniqueIndex('deal_offers_code_key').on(t.verificationCode),
  check('deal_offers_side_check', oneOf(t.makerSide, OFFER_SIDES)),
  check('deal_offers_kind_check', oneOf(t.kind, OFFER_KINDS)),
  check('deal_offers_state_check', oneOf(t.state, OFFER_STATES)),
  check('deal_offers_decline_reason_length_check', sql`${t.declineReason} is null or char_length(${t.declineReason}) <= 1000`),
]);

/** Plain-text messages between the two parties; never edited, soft-deleted by the sender within minutes. */
export const dealMessages = pgTable('deal_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  dealId: uuid('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
  senderUserId: uuid('sender_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('deal_messages_deal_created_idx').on(t.dealId, t.createdAt),
  check('deal_messages_body_length_check', sql`char_length(${t.body}) between 1 and ${sql.raw(String(DEAL_MESSAGE_MAX_LENGTH))}`),
]);

/** A party's report of the other party's message, for the admin's Reports section. */
export const messageReports = pgTable('message_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: uuid('message_id').notNull().references(() => dealMessages.id, { onDelete: 'cascade' }),
  dealId: uuid('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
  reporterUserId: uuid('reporter_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  status: text('status').$type<(typeof REPORT_STATUSES)[number]>().notNull().default('open'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('message_reports_message_reporter_key').on(t.messageId, t.reporterUserId),
  index('message_reports_status_created_idx').on(t.status, t.createdAt),
  check('message_reports_status_check', oneOf(t.status, REPORT_STATUSES)),
  check('message_reports_reason_length_check', sql`${t.reason} is null or char_length(${t.reason}) <= 1000`),
]);

/**
 * NDA acceptances (issue 18, decision 0143): one per investor and business pair and NDA, append-only (a trigger of
 * migration 0016 refuses UPDATE and DELETE). The record is what the certificate prints.
 */
export const ndaAcceptances = pgTable('nda_acceptances', {
  id: uuid('id').primaryKey().defaultRandom(),
  matchId: uuid('match_id').notNull().references(() => matches.id),
  businessProfileId: uuid('business_profile_id').notNull().references(() => businessProfiles.id),
  investorProfileId: uuid('investor_profile_id').notNull().references(() => investorProfiles.id),
  userId: uuid('user_id').notNull().references(() => users.id),
  kind: text('kind').$type<'standard' | 'custom'>().notNull(),
  version: text('version').notNull(),
  sha256: text('sha256').notNull(),
  language: text('language').$type<(typeof LANGUAGES)[number]>().notNull(),
  typedName: text('typed_name').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  verificationCode: text('verification_code').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('nda_acceptances_match_idx').on(t.matchId, t.createdAt),
  uniqueIndex('nda_acceptances_match_sha_key').on(t.matchId, t.sha256),
  uniqueIndex('nda_acceptances_code_key').on(t.verificationCode),
  check('nda_acceptances_kind_check', sql`${t.kind} in ('standard', 'custom')`),
  check('nda_acceptances_language_check', oneOf(t.language, LANGUAGES)),
  check('nda_acceptances_typed_name_check', sql`char_length(${t.typedName}) between 1 and 200`),
]);

/** A document shared into one deal (issue 18, decision 0144); a revoked grant keeps its row for the record. */
export const documentGrants = pgTable('document_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  dealId: uuid('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
  grantedByUserId: uuid('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedByUserId: uuid('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  revokeReason: text('revoke_reason').$type<(typeof REVOKE_REASONS)[number]>(),
}, (t) => [
  // At most one live grant of a document in a deal; revoked ones stay beside it.
  uniqueIndex('document_grants_live_key').on(t.documentId, t.dealId).where(sql`${t.revokedAt} is null`),
  index('document_grants_deal_idx').on(t.dealId, t.grantedAt),
  index('document_grants_document_idx').on(t.documentId),
  check('document_grants_reason_check', sql`${t.revokeReason} is null or ${oneOf(t.revokeReason, REVOKE_REASONS)}`),
]);

/** Every view and download of a shared document by a counterpart (issue 18); the file name is kept if the document goes. */
export const documentAccessLog = pgTable('document_access_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
  dealId: uuid('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
  ownerUserId: uuid('owner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  action: text('action').$type<(typeof ACCESS_ACTIONS)[number]>().notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
}, (t) => [
  index('document_access_log_deal_idx').on(t.dealId, t.createdAt),
  check('document_access_log_action_check', oneOf(t.action, ACCESS_ACTIONS)),
]);

/**
 * A business owner's saved valuation estimate (issue 22): the inputs and the result as the server computed them
 * (never a client's figure); the range is kept in columns for the listing's join and the admin's request list.
 */
export const valuationEstimates = pgTable('valuation_estimates', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  businessProfileId: uuid('business_profile_id').references((): AnyPgColumn => businessProfiles.id, { onDelete: 'set null' }),
  input: jsonb('input').$type<ValuationInput>().notNull(),
  result: jsonb('result').$type<ValuationEstimate>().notNull(),
  currency: text('currency').$type<(typeof CURRENCIES)[number]>().notNull(),
  low: money('low').notNull(),
  mid: money('mid').notNull(),
  high: money('high').notNull(),
  note: text('note'),
  createdAt: createdAt(),
}, (t) => [
  index('valuation_estimates_user_created_idx').on(t.userId, t.createdAt),
  check('valuation_estimates_currency_check', oneOf(t.currency, CURRENCIES)),
  check('valuation_estimates_range_check', sql`${t.low} >= 0 and ${t.low} <= ${t.mid} and ${t.mid} <= ${t.high}`),
  check('valuation_estimates_note_length_check', sql`${t.note} is null or char_length(${t.note}) <= 200`),
]);

/** A user's saved search (issue 23): one page's filters under a name, and how often its new fits are told. */
export const savedSearches = pgTable('saved_searches', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  scope: text('scope').$type<(typeof SAVED_SEARCH_SCOPES)[number]>().notNull(),
  name: text('name').notNull(),
  filters: jsonb('filters').$type<SavedSearchFilters>().notNull().default(sql`'{}'::jsonb`),
  frequency: text('frequency').$type<(typeof ALERT_FREQUENCIES)[number]>().notNull().default('daily'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
  index('saved_searches_scope_idx').on(t.scope, t.frequency),
  check('saved_searches_scope_check', oneOf(t.scope, SAVED_SEARCH_SCOPES)),
  check('saved_searches_frequency_check', oneOf(t.frequency, ALERT_FREQUENCIES)),
  check('saved_searches_name_length_check', sql`char_length(${t.name}) between 1 and 80`),
]);

/** A profile that newly fitted a saved search; the unique pair is what keeps a profile from alerting a search twice. */
export const savedSearchAlerts = pgTable('saved_search_alerts', {
  savedSearchId: uuid('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
  profileId: uuid('profile_id').notNull(),
  profileKind: text('profile_kind').$type<'business' | 'investor'>().notNull(),
  notified: boolean('notified').notNull().default(false),
  digestedAt: timestamp('digested_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.savedSearchId, t.profileId] }),
  index('saved_search_alerts_undigested_idx').on(t.savedSearchId).where(sql`${t.digestedAt} is null`),
  check('saved_search_alerts_kind_check', sql`${t.profileKind} in ('business', 'investor')`),
]);

/**
 * Installation-wide keys for signed, stateless links (issue 23's unsubscribe links): made on first use, kept here so
 * that every instance and every restart signs and checks with the same key.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * An admin's verification of a business's registration (issue 23), resting on one of the owner's documents. It holds the
 * number verified: a business whose registration number has changed since no longer shows the badge.
 */
export const registrationVerifications = pgTable('registration_verifications', {
  businessProfileId: uuid('business_profile_id').primaryKey().references(() => businessProfiles.id, { onDelete: 'cascade' }),
  registrationNumber: text('registration_number').notNull(),
  documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
  checklist: text('checklist').array().notNull(),
  verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a user answers what they receive (issue 23): interests to an owner, connects to an investor, over the last 90
 * days; refreshed by the `responsiveness` job from the matches. Shown only from RESPONSIVENESS.minReceived received.
 */
export const userResponsiveness = pgTable('user_responsiveness', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  received: integer('received').notNull(),
  answeredInTime: integer('answered_in_time').notNull(),
  medianAnswerHours: numeric('median_answer_hours', { mode: 'number' }),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A counter per user that moves whenever something their match pages show of their pairs changes (issue 25):
 * a match row of theirs (hearts, Interested, Connect, declines, the introduction), its deal room, or the contact of
 * a counterpart. Triggers of migration 0022 move it in the writer's own transaction; a match page kept in memory is
 * served only under the counter (and the listing version) it was computed under, on whichever instance wrote.
 */
export const matchStateVersions = pgTable('match_state_versions', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});
