import type { ScheduledQueue } from '#shared/jobs.ts';
import { standardNda } from '../../src/server/modules/deals/nda/standard-nda.ts';
import { newUser } from '../../src/server/testing/test-app.ts';
import { businessProfile, INVESTOR_PROFILE, type Role } from './support/context.ts';
import type { RouteKey } from './support/routes.ts';

// Who may call each API route (docs/design.md section 6). permissions.test.ts calls every route as every
// role, with a user of that role who owns nothing the request addresses, and fails on any route the
// app serves that is missing here.
//
// allowed: a 2xx answer. 401: not signed in. 403: wrong role or user type. 404: the addressed object
// is not the caller's (or the caller has no profiles record), answered as if it did not exist.
// 409: the role may call it, but the addressed pair is in no state for it (a decline of an action the
// counterpart never took): refused like the others, and nothing changes.

export type Outcome = 'allowed' | 401 | 403 | 404 | 409 | 422;
export type Permission = Record<Role, Outcome>;

const OK = 'allowed';
const row = (anonymous: Outcome, investor: Outcome, business_owner: Outcome, admin: Outcome): Permission => ({
  anonymous, investor, business_owner, admin,
});
const PUBLIC = row(OK, OK, OK, OK);
const SIGNED_IN = row(401, OK, OK, OK);
const INVESTOR_ONLY = row(401, OK, 403, 403);
const OWNER_ONLY = row(401, 403, OK, 403);
const ADMIN_ONLY = row(401, 403, 403, OK);

export const PERMISSIONS: Record<RouteKey, Permission> = {
  //                                                     anonymous investor owner  admin
  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,

  // Registering while signed in creates another account; it does not touch the current one.
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'GET /api/auth/session': PUBLIC,
  // Forgot password: anyone, signed in or not; the answer is the same whether or not the address has an account.
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  // Two-factor sign-in: the code step needs the password step's pending cookie (none here: 401 for everyone);
  // Settings' changes are each caller's own, sampled in states that refuse them (nothing set up, nothing on).
  'POST /api/auth/login/two-factor': row(401, 401, 401, 401),
  'GET /api/auth/two-factor': SIGNED_IN,
  'POST /api/auth/two-factor/setup': SIGNED_IN,
  // After the set-up sample: a code that is not the app's (422 on `code`).
  'POST /api/auth/two-factor/enable': row(401, 422, 422, 422),
  'POST /api/auth/two-factor/recovery-codes': row(401, 409, 409, 409),
  'POST /api/auth/two-factor/disable': row(401, 409, 409, 409),
  'PATCH /api/me': SIGNED_IN,
  // Settings: the caller's own password and sessions; another user's session id is answered as absent.
  'POST /api/account/password': SIGNED_IN,
  'GET /api/account/sessions': SIGNED_IN,
  'DELETE /api/account/sessions/{id}': row(401, 404, 404, 404),
  'POST /api/account/sessions/sign-out-others': SIGNED_IN,
  'POST /api/account/email': SIGNED_IN,
  'POST /api/account/verification-email': SIGNED_IN,
  // The mailed link is the proof: anyone holding one may open it.
  'POST /api/account/confirm-email': PUBLIC,
  'GET /api/account/export': SIGNED_IN,
  'GET /api/account/export.zip': SIGNED_IN,
  // Sampled with a wrong password (the right one would delete the caller): every signed-in role reaches the check.
  'POST /api/account/delete': row(401, 422, 422, 422),

  // An admin has no profiles record (no user type), hence 404 on it and 403 on either profile.
  'GET /api/profiles/me': row(401, OK, OK, 404),
  'GET /api/profiles/investor/me': INVESTOR_ONLY,
  'PUT /api/profiles/investor/me': INVESTOR_ONLY,
  'GET /api/profiles/business/me': OWNER_ONLY,
  'PUT /api/profiles/business/me': OWNER_ONLY,
  // The owner's NDA choice (issue 18), and the standard NDA anyone may read.
  'GET /api/profiles/business/me/nda': OWNER_ONLY,
  'PUT /api/profiles/business/me/nda': OWNER_ONLY,
  'GET /api/nda/standard': PUBLIC,

  'GET /api/notifications': SIGNED_IN,
  'GET /api/notifications/unread-count': SIGNED_IN,
  // The live event stream (server-sent events): each user hears only of their own deals and notifications.
  'GET /api/events': SIGNED_IN,

  // The deal room: investors and owners list their own deals (admins have their own section); a deal, its
  // messages and every write on it are its two parties' only, so any other caller, admins included, gets 404.
  'GET /api/deals': row(401, OK, OK, 403),
  'GET /api/deals/{id}': row(401, 404, 404, 404),
  'GET /api/deals/{id}/messages': row(401, 404, 404, 404),
  'POST /api/deals/{id}/messages': row(401, 404, 404, 404),
  'DELETE /api/deals/{id}/messages/{messageId}': row(401, 404, 404, 404),
  'POST /api/deals/{id}/messages/{messageId}/report': row(401, 404, 404, 404),
  'POST /api/deals/{id}/read': row(401, 404, 404, 404),
  'POST /api/deals/{id}/stage': row(401, 404, 404, 404),
  'GET /api/deals/{id}/offers': row(401, 404, 404, 404),
  'POST /api/deals/{id}/offers': row(401, 404, 404, 404),
  'POST /api/deals/{id}/offers/{offerId}/counter': row(401, 404, 404, 404),
  'POST /api/deals/{id}/offers/{offerId}/accept': row(401, 404, 404, 404),
  'POST /api/deals/{id}/offers/{offerId}/decline': row(401, 404, 404, 404),
  'POST /api/deals/{id}/offers/{offerId}/withdraw': row(401, 404, 404, 404),
  'GET /api/deals/{id}/offers/{offerId}/loi': row(401, 404, 404, 404),
  'POST /api/deals/{id}/close': row(401, 404, 404, 404),
  'POST /api/deals/{id}/close/confirm': row(401, 404, 404, 404),
  'POST /api/deals/{id}/close/cancel': row(401, 404, 404, 404),
  'PUT /api/deals/{id}/exclusivity': row(401, 404, 404, 404),
  // Documents shared into a deal, and the deal's NDA certificate (issue 18): the deal's two parties only.
  'GET /api/deals/{id}/documents': row(401, 404, 404, 404),
  'POST /api/deals/{id}/documents': row(401, 404, 404, 404),
  'DELETE /api/deals/{id}/documents/{documentId}': row(401, 404, 404, 404),
  'GET /api/deals/{id}/documents/{documentId}/file': row(401, 404, 404, 404),
  'GET /api/deals/{id}/nda-certificate': row(401, 404, 404, 404),
  'POST /api/notifications/read': SIGNED_IN,
  'POST /api/service-requests': SIGNED_IN,
  'GET /api/service-requests/mine': SIGNED_IN,
  // Cancel is the requester's own (issue 21): another user's request, admins included, is answered as absent.
  'POST /api/service-requests/{id}/cancel': row(401, 404, 404, 404),
  // The valuation estimator (issue 22): its PDF for anyone; saving, the list and the prefill are the owner's; a saved
  // estimate is its owner's alone (the sample is another owner's: 404), readable with its PDF by an admin once the
  // owner attached it to a service request (the sample is).
  'POST /api/valuation/report': PUBLIC,
  'GET /api/valuation/prefill': OWNER_ONLY,
  'POST /api/valuation/estimates': OWNER_ONLY,
  'GET /api/valuation/estimates': OWNER_ONLY,
  'GET /api/valuation/estimates/{id}': row(401, 404, 404, OK),
  'GET /api/valuation/estimates/{id}/report.pdf': row(401, 404, 404, OK),
  'PATCH /api/valuation/estimates/{id}': row(401, 404, 404, 404),
  'DELETE /api/valuation/estimates/{id}': row(401, 404, 404, 404),
  // Saved searches (issue 23): each user's own (the sample is the demo owner's: 404); the listings' scope is anyone's.
  // The unsubscribe link is the proof: whoever holds one may use it, signed in or not.
  'GET /api/saved-searches': SIGNED_IN,
  'POST /api/saved-searches': SIGNED_IN,
  'PATCH /api/saved-searches/{id}': row(401, 404, 404, 404),
  'DELETE /api/saved-searches/{id}': row(401, 404, 404, 404),
  'POST /api/saved-searches/{id}/run': row(401, 404, 404, 404),
  'POST /api/saved-searches/unsubscribe': PUBLIC,
  // Issue 23: the caller's own listing's freshness; an admin has none (null, and nothing to confirm).
  'GET /api/listing-freshness/me': SIGNED_IN,
  'POST /api/listing-freshness/me/confirm': row(401, OK, OK, 404),

  // Listings are public; only an admin's copy carries investor names (checked in fields.test.ts).
  'GET /api/listings/investors': PUBLIC,
  'GET /api/listings/businesses': PUBLIC,
  'GET /api/listings/home': PUBLIC,
  // A profile's page: the same public card as the listing.
  'GET /api/listings/investors/{id}': PUBLIC,
  'GET /api/listings/businesses/{id}': PUBLIC,
  // The currency table behind the approximate figures on public listings.
  'GET /api/rates': PUBLIC,

  'GET /api/matching/businesses': INVESTOR_ONLY,
  'PUT /api/matching/businesses/{id}/favourite': INVESTOR_ONLY,
  // The NDA a business asks for before Interested (issue 18). Accepting is sampled with a name that is not the
  // caller's (422): every investor reaches the check. The demo business uses the standard NDA, so it has no own PDF.
  'GET /api/matching/businesses/{id}/nda': INVESTOR_ONLY,
  'POST /api/matching/businesses/{id}/nda': row(401, 422, 403, 403),
  'GET /api/matching/businesses/{id}/nda/document': row(401, 404, 403, 403),
  // The demo business asks for an NDA the caller has not accepted, so Interested is refused and there is nothing to withdraw.
  'POST /api/matching/businesses/{id}/interest': row(401, 409, 403, 403),
  'DELETE /api/matching/businesses/{id}/interest': row(401, 409, 403, 403),
  // The demo business never pressed Connect on the caller: nothing to decline.
  'POST /api/matching/businesses/{id}/decline': row(401, 409, 403, 403),
  'GET /api/matching/businesses/wants-to-connect': INVESTOR_ONLY,
  'GET /api/matching/businesses/{id}': INVESTOR_ONLY,
  'GET /api/matching/investors': OWNER_ONLY,
  'PUT /api/matching/investors/{id}/favourite': OWNER_ONLY,
  'POST /api/matching/investors/{id}/connect': OWNER_ONLY,
  'DELETE /api/matching/investors/{id}/connect': OWNER_ONLY,
  'POST /api/matching/investors/{id}/decline': row(401, 403, 409, 403),
  'GET /api/matching/investors/interested-in-you': OWNER_ONLY,
  'GET /api/matching/investors/{id}': OWNER_ONLY,
  // "New matches for you" (issue 20): anyone signed in; a user without a profile has none.
  'GET /api/matching/suggestions': SIGNED_IN,
  'POST /api/matching/suggestions/seen': SIGNED_IN,

  'POST /api/documents': SIGNED_IN,
  'GET /api/documents': SIGNED_IN,
  // Another user's document as stored: its owner or an admin may download it (a counterpart reads a shared one, stamped,
  // through its deal); only the owner may delete it or tick "share with every future deal".
  'GET /api/documents/{id}/download': row(401, 404, 404, OK),
  'DELETE /api/documents/{id}': row(401, 404, 404, 404),
  'PATCH /api/documents/{id}': row(401, 404, 404, 404),

  'GET /api/admin/stats': ADMIN_ONLY,
  'GET /api/admin/exports/dashboard.csv': ADMIN_ONLY,
  'GET /api/admin/service-requests': ADMIN_ONLY,
  'PATCH /api/admin/service-requests/{id}': ADMIN_ONLY,
  'GET /api/admin/exports/service-requests.csv': ADMIN_ONLY,
  'GET /api/admin/businesses': ADMIN_ONLY,
  'GET /api/admin/businesses/{id}': ADMIN_ONLY,
  'PATCH /api/admin/businesses/{id}': ADMIN_ONLY,
  'GET /api/admin/investors': ADMIN_ONLY,
  'GET /api/admin/investors/{id}': ADMIN_ONLY,
  'PATCH /api/admin/investors/{id}': ADMIN_ONLY,
  'GET /api/admin/exports/businesses.csv': ADMIN_ONLY,
  'GET /api/admin/exports/investors.csv': ADMIN_ONLY,
  'GET /api/admin/matches': ADMIN_ONLY,
  'GET /api/admin/users': ADMIN_ONLY,
  'GET /api/admin/exports/users.csv': ADMIN_ONLY,
  'GET /api/admin/broadcasts/audience': ADMIN_ONLY,
  'POST /api/admin/broadcasts': ADMIN_ONLY,
  'GET /api/admin/broadcasts': ADMIN_ONLY,
  'GET /api/admin/broadcasts/{id}/deliveries': ADMIN_ONLY,
  'GET /api/admin/jobs/failed': ADMIN_ONLY,
  'POST /api/admin/jobs/failed/{id}/retry': ADMIN_ONLY,
  'GET /api/admin/jobs/scheduled': ADMIN_ONLY,
  'PUT /api/admin/businesses/{id}/verification': ADMIN_ONLY,
  'DELETE /api/admin/businesses/{id}/verification': ADMIN_ONLY,
  'POST /api/admin/jobs/scheduled/{queue}/run': ADMIN_ONLY,
  'GET /api/admin/mailbox': ADMIN_ONLY,
  'GET /api/admin/mailbox/{id}': ADMIN_ONLY,
  'PUT /api/admin/rates': ADMIN_ONLY,
  'GET /api/admin/deals': ADMIN_ONLY,
  'GET /api/admin/deals/{id}': ADMIN_ONLY,
  'GET /api/admin/reports': ADMIN_ONLY,
  'POST /api/admin/reports/{id}/dismiss': ADMIN_ONLY,
  'POST /api/admin/reports/{id}/suspend-sender': ADMIN_ONLY,
  'GET /api/admin/security-log': ADMIN_ONLY,
  'POST /api/admin/users/{id}/unsuspend': ADMIN_ONLY,
};

/** The valuation estimator's inputs of the samples (issue 22). */
export const VALUATION_INPUT = {
  industry: 'technology', country: 'UAE', currency: 'AED', revenue: 4_000_000, ebitda_basis: 'amount', ebitda: 600_000,
  revenue_growth: 15, years_trading: 6, business_stage: 'growth', recurring_share: 50, owner_dependence: 'medium',
};

/** Real objects of other users (from the demo data) that the sample requests address. */
export interface Fixtures {
  activeBusinessId: string;
  activeInvestorId: string;
  otherDocumentId: string;
  pendingServiceRequestId: string;
  broadcastId: string;
  failedWorkId: string;
  /** A deal between two demo users, and a message in it. */
  dealId: string;
  dealMessageId: string;
  /** A version of an offer in that deal. */
  dealOfferId: string;
  /** A seeded deal of the demo owner (admin routes address it). */
  demoDealId: string;
  /** Two open reports of messages by two different non-demo senders: one to dismiss, one to suspend its sender. */
  openReportId: string;
  secondOpenReportId: string;
  /** A suspended account, for the admin's unsuspend. */
  suspendedUserId: string;
  /** A message delivered to the local admin Mailbox. */
  mailboxMessageId: string;
  /** A saved valuation estimate of the demo owner (no caller's own). */
  otherValuationEstimateId: string;
  /** A saved search of the demo owner (no caller's own), and a valid unsubscribe token of it. */
  otherSavedSearchId: string;
  unsubscribeToken: string;
  /** A session of the demo investor (no caller's own). */
  otherSessionId: string;
  /** Unspent reset tokens of a user no caller signs in as: each reset sample takes one. */
  resetTokens: string[];
  /** Unspent address-verification tokens of users no caller signs in as: each confirm sample takes one. */
  verifyTokens: string[];
  login: { email: string; password: string };
}

export interface Sample {
  /** Which fixture fills the {id} of the path. */
  id?: Exclude<keyof Fixtures, 'login' | 'resetTokens' | 'verifyTokens' | 'unsubscribeToken'>;
  /** A well-formed JSON body, so that only the caller decides the outcome. */
  body?: (f: Fixtures) => unknown;
  /** A multipart upload of a small real PDF. */
  upload?: true;
  /** Which fixture fills the {messageId} of the path. */
  messageId?: 'dealMessageId';
  /** Which fixture fills the {offerId} of the path. */
  offerId?: 'dealOfferId';
  /** Which fixture fills the {documentId} of the path. */
  documentId?: 'otherDocumentId';
  /** The scheduled queue in the path's {queue}. */
  queue?: ScheduledQueue;
}

/** A letter of intent's terms, valid until far ahead. */
export const OFFER_TERMS = {
  kind: 'loi', scope: 'whole', currency: 'USD', price: 5_000_000, payment: [{ kind: 'cash', percent: 100 }], conditions: ['due_diligence'],
  exclusivity_days: 30, expires_on: '2999-12-31',
};

/** Routes that answer with a stream that stays open (server-sent events): callers read their status and headers only. */
export const STREAMS: ReadonlySet<RouteKey> = new Set(['GET /api/events']);

/** How each route is called: every route with a path parameter or a body has an entry. */
export const SAMPLES: Partial<Record<RouteKey, Sample>> = {
  'POST /api/auth/register': { body: () => newUser('investor') },
  'POST /api/auth/login': { body: (f) => f.login },
  'POST /api/auth/forgot-password': { body: () => ({ email: `reset-${crypto.randomUUID()}@example.com` }) },
  'POST /api/auth/reset-password': { body: (f) => ({ token: f.resetTokens.pop() ?? 'spent', password: 'suite-new-pass', passwordConfirm: 'suite-new-pass' }) },
  'POST /api/auth/login/two-factor': { body: () => ({ code: '123456' }) },
  // The callers' own password: a set-up starts (nothing is on until a code confirms it).
  'POST /api/auth/two-factor/setup': { body: () => ({ current_password: 'secret-pass' }) },
  'POST /api/auth/two-factor/enable': { body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/recovery-codes': { body: () => ({ current_password: 'secret-pass' }) },
  'POST /api/auth/two-factor/disable': { body: () => ({ current_password: 'secret-pass' }) },
  'PATCH /api/me': { body: () => ({ language: 'en' }) },
  // The callers' password (newUser's) set again: allowed, and nothing of the caller changes.
  'POST /api/account/password': { body: () => ({ current_password: 'secret-pass', password: 'secret-pass', passwordConfirm: 'secret-pass' }) },
  'DELETE /api/account/sessions/{id}': { id: 'otherSessionId' },
  'POST /api/account/email': { body: () => ({ new_email: `moved-${crypto.randomUUID()}@example.com`, current_password: 'secret-pass' }) },
  'POST /api/account/confirm-email': { body: (f) => ({ token: f.verifyTokens.pop() ?? 'spent' }) },
  'POST /api/account/delete': { body: () => ({ password: 'not-the-password', confirm: true }) },
  'PUT /api/profiles/investor/me': { body: () => INVESTOR_PROFILE },
  'PUT /api/profiles/business/me': { body: () => businessProfile('Sample Trading LLC') },
  'POST /api/notifications/read': { body: () => ({}) },
  'POST /api/service-requests': { body: () => ({ service_type: 'valuation', description: 'Please value the company.' }) },
  'POST /api/service-requests/{id}/cancel': { id: 'pendingServiceRequestId' },
  'POST /api/valuation/report': { body: () => VALUATION_INPUT },
  'POST /api/valuation/estimates': { body: () => ({ input: VALUATION_INPUT, note: 'Suite check' }) },
  'GET /api/valuation/estimates/{id}': { id: 'otherValuationEstimateId' },
  'GET /api/valuation/estimates/{id}/report.pdf': { id: 'otherValuationEstimateId' },
  'PATCH /api/valuation/estimates/{id}': { id: 'otherValuationEstimateId', body: () => ({ shown_on_listing: true }) },
  'DELETE /api/valuation/estimates/{id}': { id: 'otherValuationEstimateId' },
  'POST /api/saved-searches': { body: () => ({ scope: 'businesses', name: 'Suite search', filters: { industry: 'technology' } }) },
  'PATCH /api/saved-searches/{id}': { id: 'otherSavedSearchId', body: () => ({ name: 'Renamed' }) },
  'DELETE /api/saved-searches/{id}': { id: 'otherSavedSearchId' },
  'POST /api/saved-searches/{id}/run': { id: 'otherSavedSearchId' },
  'POST /api/saved-searches/unsubscribe': { body: (f) => ({ token: f.unsubscribeToken }) },
  'PUT /api/matching/businesses/{id}/favourite': { id: 'activeBusinessId', body: () => ({ favourite: true }) },
  'POST /api/matching/businesses/{id}/interest': { id: 'activeBusinessId' },
  'PUT /api/matching/investors/{id}/favourite': { id: 'activeInvestorId', body: () => ({ favourite: true }) },
  'POST /api/matching/investors/{id}/connect': { id: 'activeInvestorId' },
  'DELETE /api/matching/businesses/{id}/interest': { id: 'activeBusinessId' },
  'DELETE /api/matching/investors/{id}/connect': { id: 'activeInvestorId' },
  'POST /api/matching/businesses/{id}/decline': { id: 'activeBusinessId', body: () => ({ reason: 'Not a fit for us.' }) },
  'POST /api/matching/investors/{id}/decline': { id: 'activeInvestorId', body: () => ({}) },
  'GET /api/matching/businesses/{id}': { id: 'activeBusinessId' },
  'GET /api/matching/investors/{id}': { id: 'activeInvestorId' },
  'GET /api/listings/businesses/{id}': { id: 'activeBusinessId' },
  'GET /api/listings/investors/{id}': { id: 'activeInvestorId' },
  'POST /api/documents': { upload: true },
  'GET /api/documents/{id}/download': { id: 'otherDocumentId' },
  'DELETE /api/documents/{id}': { id: 'otherDocumentId' },
  'PATCH /api/documents/{id}': { id: 'otherDocumentId', body: () => ({ share_with_future_deals: true }) },
  'PUT /api/profiles/business/me/nda': { body: () => ({ required: true, document_id: null }) },
  'GET /api/matching/businesses/{id}/nda': { id: 'activeBusinessId' },
  'GET /api/matching/businesses/{id}/nda/document': { id: 'activeBusinessId' },
  'POST /api/matching/businesses/{id}/nda': { id: 'activeBusinessId', body: () => ({ typed_name: 'Not The Caller', agree: true, sha256: standardNda('en').sha256 }) },
  'GET /api/deals/{id}/documents': { id: 'dealId' },
  'POST /api/deals/{id}/documents': { id: 'dealId', body: (f) => ({ document_id: f.otherDocumentId }) },
  'DELETE /api/deals/{id}/documents/{documentId}': { id: 'dealId', documentId: 'otherDocumentId' },
  'GET /api/deals/{id}/documents/{documentId}/file': { id: 'dealId', documentId: 'otherDocumentId' },
  'GET /api/deals/{id}/nda-certificate': { id: 'dealId' },
  'PATCH /api/admin/service-requests/{id}': { id: 'pendingServiceRequestId', body: () => ({ status: 'cancelled' }) },
  'GET /api/admin/businesses/{id}': { id: 'activeBusinessId' },
  'PATCH /api/admin/businesses/{id}': { id: 'activeBusinessId', body: () => ({ status: 'active' }) },
  'GET /api/admin/investors/{id}': { id: 'activeInvestorId' },
  'PATCH /api/admin/investors/{id}': { id: 'activeInvestorId', body: () => ({ status: 'active' }) },
  'POST /api/admin/broadcasts': { body: () => ({ recipient_type: 'investors', subject: 'Suite check', message: 'Hello from the suite.' }) },
  'GET /api/admin/broadcasts/{id}/deliveries': { id: 'broadcastId' },
  'POST /api/admin/jobs/failed/{id}/retry': { id: 'failedWorkId' },
  'POST /api/admin/jobs/scheduled/{queue}/run': { queue: 'daily-cleanup' },
  'PUT /api/admin/businesses/{id}/verification': {
    id: 'activeBusinessId', body: (f) => ({ document_id: f.otherDocumentId, checklist: ['name_matches', 'number_matches', 'document_current', 'issuer_recognised'] }),
  },
  'DELETE /api/admin/businesses/{id}/verification': { id: 'activeBusinessId' },
  'GET /api/admin/mailbox/{id}': { id: 'mailboxMessageId' },
  'PUT /api/admin/rates': { body: () => ({ usd_per_unit: { GBP: 1.27 } }) },
  'GET /api/deals/{id}': { id: 'dealId' },
  'GET /api/deals/{id}/messages': { id: 'dealId' },
  'POST /api/deals/{id}/messages': { id: 'dealId', body: () => ({ body: 'Hello from the suite.' }) },
  'DELETE /api/deals/{id}/messages/{messageId}': { id: 'dealId', messageId: 'dealMessageId' },
  'POST /api/deals/{id}/messages/{messageId}/report': { id: 'dealId', messageId: 'dealMessageId', body: () => ({ reason: 'Suite check' }) },
  'POST /api/deals/{id}/read': { id: 'dealId' },
  'POST /api/deals/{id}/stage': { id: 'dealId', body: () => ({ from: 'introduced', to: 'in_discussion' }) },
  'GET /api/deals/{id}/offers': { id: 'dealId' },
  'POST /api/deals/{id}/offers': { id: 'dealId', body: () => OFFER_TERMS },
  'POST /api/deals/{id}/offers/{offerId}/counter': { id: 'dealId', offerId: 'dealOfferId', body: () => OFFER_TERMS },
  'POST /api/deals/{id}/offers/{offerId}/accept': { id: 'dealId', offerId: 'dealOfferId', body: () => ({}) },
  'POST /api/deals/{id}/offers/{offerId}/decline': { id: 'dealId', offerId: 'dealOfferId', body: () => ({ reason: 'Suite check' }) },
  'POST /api/deals/{id}/offers/{offerId}/withdraw': { id: 'dealId', offerId: 'dealOfferId' },
  'GET /api/deals/{id}/offers/{offerId}/loi': { id: 'dealId', offerId: 'dealOfferId' },
  'POST /api/deals/{id}/close': { id: 'dealId', body: () => ({}) },
  'POST /api/deals/{id}/close/confirm': { id: 'dealId', body: () => ({}) },
  'POST /api/deals/{id}/close/cancel': { id: 'dealId' },
  'PUT /api/deals/{id}/exclusivity': { id: 'dealId', body: () => ({ accepts_new_interest: true }) },
  'GET /api/admin/deals/{id}': { id: 'demoDealId' },
  'POST /api/admin/reports/{id}/dismiss': { id: 'openReportId' },
  'POST /api/admin/reports/{id}/suspend-sender': { id: 'secondOpenReportId' },
  'POST /api/admin/users/{id}/unsuspend': { id: 'suspendedUserId' },
};
