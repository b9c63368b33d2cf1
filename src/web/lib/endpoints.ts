// Every API call the web makes: its method and path, the body it sends and the answer it reads,
// all from the shared schemas (type-only imports: no zod in the bundle). The client (api.ts) accepts
// only these routes, so a wrong path or a wrong body does not compile (see api.typecheck.ts).
import type {
  AccountSessions, ChangeEmailInput, ChangeEmailResult, ChangePasswordInput, ChangePasswordResult, ConfirmEmailInput, ConfirmEmailResult, DeleteAccountInput, Ok, SignedOutCount,
} from '../../shared/account.ts';
import type { AdminDealDetail, AdminDealPage } from '../../shared/admin/deals.ts';
import type { MailboxList, MailboxMessage } from '../../shared/admin/mailbox.ts';
import type { AdminMatchPage } from '../../shared/admin/matches.ts';
import type {
  AdminBusiness, AdminBusinessDetail, AdminBusinessPage, AdminInvestor, AdminInvestorDetail, AdminInvestorPage, ProfileDecisionInput,
} from '../../shared/admin/profiles.ts';
import type { UpdateRates } from '../../shared/admin/rates.ts';
import type { AdminServiceRequest, AdminServiceRequestPage, UpdateServiceRequest } from '../../shared/admin/requests.ts';
import type { AdminReport, AdminReportPage, SuspendSenderResult } from '../../shared/admin/reports.ts';
import type { SecurityEventPage } from '../../shared/admin/security.ts';
import type { AdminStats } from '../../shared/admin/stats.ts';
import type { AdminUser, AdminUserPage } from '../../shared/admin/users.ts';
import type { BroadcastAudience, BroadcastDeliveries, BroadcastInput, BroadcastList, BroadcastQueued } from '../../shared/admin/broadcasts.ts';
import type { BusinessGroup, BusinessMatchCard, BusinessMatchesPage, DeclineInput, InvestorGroup, InvestorMatchCard, InvestorMatchesPage, MatchActionResult } from '../../shared/deals/introductions.ts';
import type { Suggestions } from '../../shared/matching/suggestions.ts';
import type {
  DealList, DealMessage, DealMessages, DealRead, DealRoom, MessageReported, MoveDealStageInput, PostDealMessageInput, ReportDealMessageInput,
} from '../../shared/deals/room.ts';
import type { DealDocuments, DocumentSharingInput, OwnDealDocument, ShareDocumentInput } from '../../shared/deals/documents.ts';
import type { DocumentDto, DocumentList } from '../../shared/documents.ts';
import type { AcceptNdaInput, BusinessNda, NdaAcceptance, NdaSettings, StandardNda, UpdateNdaSettingsInput } from '../../shared/deals/nda.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../shared/password-reset.ts';
import type { FailedWorkList, RetriedWork, ScheduledJobList, ScheduledRun } from '../../shared/jobs.ts';
import type { BusinessCard, BusinessPage, HomeListings, InvestorCard, InvestorPage } from '../../shared/listings.ts';
import type { RatesPayload } from '../../shared/money/rates.ts';
import type {
  CreateSavedSearchInput, SavedSearch, SavedSearchList, UnsubscribeResult, UpdateSavedSearchInput,
} from '../../shared/saved-searches.ts';
import type { MarkReadInput, MarkReadResult, NotificationList, UnreadCount } from '../../shared/notifications.ts';
import type { BusinessProfileDto, BusinessProfileInput, InvestorProfileDto, InvestorProfileInput, ProfileRecord } from '../../shared/profiles.ts';
import type { CreateServiceRequestInput, ServiceRequest, ServiceRequestPage } from '../../shared/services.ts';
import type { OwnListingFreshnessResponse, RegistrationVerification, RegistrationVerificationInput } from '../../shared/trust.ts';
import type {
  LoginResult, RecoveryCodes, TwoFactorEnableInput, TwoFactorLoginInput, TwoFactorPasswordInput, TwoFactorSetup, TwoFactorStatus,
} from '../../shared/two-factor.ts';
import type { SessionPayload, SignedOut } from '../../shared/users.ts';
import type { SavedValuation, SaveValuationInput } from '../../shared/valuation/api.ts';
import type { ValuationPrefill } from '../../shared/valuation/inputs.ts';
import type { LoginInput, RegisterInput, UpdateMeInput } from '../../shared/validation.ts';

type Side = 'businesses' | 'investors';

/** "METHOD /path/:param" → the JSON body sent (if any) and the answer read. */
export type Endpoints = {
  'GET /api/auth/session': { response: SessionPayload };
  'POST /api/auth/login': { body: LoginInput; response: LoginResult };
  'POST /api/auth/login/two-factor': { body: TwoFactorLoginInput; response: LoginResult };
  'GET /api/auth/two-factor': { response: TwoFactorStatus };
  'POST /api/auth/two-factor/setup': { body: TwoFactorPasswordInput; response: TwoFactorSetup };
  'POST /api/auth/two-factor/enable': { body: TwoFactorEnableInput; response: RecoveryCodes };
  'POST /api/auth/two-factor/recovery-codes': { body: TwoFactorPasswordInput; response: RecoveryCodes };
  'POST /api/auth/two-factor/disable': { body: TwoFactorPasswordInput; response: Ok };
  'POST /api/auth/register': { body: RegisterInput; response: SessionPayload };
  'POST /api/auth/forgot-password': { body: ForgotPasswordInput; response: SignedOut };
  'POST /api/auth/reset-password': { body: ResetPasswordInput; response: SignedOut };
  'POST /api/account/password': { body: ChangePasswordInput; response: ChangePasswordResult };
  'GET /api/account/sessions': { response: AccountSessions };
  'DELETE /api/account/sessions/:id': { response: SignedOutCount };
  'POST /api/account/sessions/sign-out-others': { response: SignedOutCount };
  'POST /api/account/email': { body: ChangeEmailInput; response: ChangeEmailResult };
  'POST /api/account/verification-email': { response: Ok };
  'POST /api/account/confirm-email': { body: ConfirmEmailInput; response: ConfirmEmailResult };
  'POST /api/account/delete': { body: DeleteAccountInput; response: Ok };
  'POST /api/auth/logout': { response: SignedOut };
  'PATCH /api/me': { body: UpdateMeInput; response: SessionPayload };
  'GET /api/rates': { response: RatesPayload };

  'GET /api/documents': { response: DocumentList };
  'DELETE /api/documents/:id': { response: undefined };
  'PATCH /api/documents/:id': { body: DocumentSharingInput; response: DocumentDto };
  'GET /api/nda/standard': { response: StandardNda };
  'GET /api/profiles/business/me/nda': { response: NdaSettings };
  'PUT /api/profiles/business/me/nda': { body: UpdateNdaSettingsInput; response: NdaSettings };
  'GET /api/matching/businesses/:id/nda': { response: BusinessNda };
  'POST /api/matching/businesses/:id/nda': { body: AcceptNdaInput; response: NdaAcceptance };
  'GET /api/deals/:id/documents': { response: DealDocuments };
  'POST /api/deals/:id/documents': { body: ShareDocumentInput; response: OwnDealDocument };
  'DELETE /api/deals/:id/documents/:documentId': { response: undefined };

  'GET /api/saved-searches': { response: SavedSearchList };
  'POST /api/saved-searches': { body: CreateSavedSearchInput; response: SavedSearch };
  'PATCH /api/saved-searches/:id': { body: UpdateSavedSearchInput; response: SavedSearch };
  'DELETE /api/saved-searches/:id': { response: undefined };
  'POST /api/saved-searches/:id/run': { response: { href: string } };
  'POST /api/saved-searches/unsubscribe': { body: { token: string }; response: UnsubscribeResult };

  'GET /api/notifications': { response: NotificationList };
  'POST /api/notifications/read': { body: MarkReadInput; response: MarkReadResult };
  'GET /api/notifications/unread-count': { response: UnreadCount };

  'GET /api/profiles/me': { response: ProfileRecord };
  'GET /api/profiles/investor/me': { response: InvestorProfileDto };
  'PUT /api/profiles/investor/me': { body: InvestorProfileInput; response: InvestorProfileDto };
  'GET /api/profiles/business/me': { response: BusinessProfileDto };
  'PUT /api/profiles/business/me': { body: BusinessProfileInput; response: BusinessProfileDto };

  'GET /api/listing-freshness/me': { response: OwnListingFreshnessResponse };
  'POST /api/listing-freshness/me/confirm': { response: OwnListingFreshnessResponse };

  'GET /api/listings/home': { response: HomeListings };
  'GET /api/listings/investors': { response: InvestorPage };
  'GET /api/listings/businesses': { response: BusinessPage };
  'GET /api/listings/investors/:id': { response: InvestorCard };
  'GET /api/listings/businesses/:id': { response: BusinessCard };

  'GET /api/matching/businesses': { response: BusinessMatchesPage };
  'GET /api/matching/investors': { response: InvestorMatchesPage };
  'POST /api/matching/businesses/:id/interest': { response: MatchActionResult };
  'POST /api/matching/investors/:id/connect': { response: MatchActionResult };
  'DELETE /api/matching/businesses/:id/interest': { response: MatchActionResult };
  'DELETE /api/matching/investors/:id/connect': { response: MatchActionResult };
  'POST /api/matching/businesses/:id/decline': { body: DeclineInput; response: MatchActionResult };
  'POST /api/matching/investors/:id/decline': { body: DeclineInput; response: MatchActionResult };
  'GET /api/matching/businesses/wants-to-connect': { response: BusinessGroup };
  'GET /api/matching/investors/interested-in-you': { response: InvestorGroup };
  'GET /api/matching/businesses/:id': { response: BusinessMatchCard };
  'GET /api/matching/investors/:id': { response: InvestorMatchCard };
  'GET /api/matching/suggestions': { response: Suggestions };
  'POST /api/matching/suggestions/seen': { response: undefined };

  'GET /api/deals': { response: DealList };
  'GET /api/deals/:id': { response: DealRoom };
  'GET /api/deals/:id/messages': { response: DealMessages };
  'POST /api/deals/:id/messages': { body: PostDealMessageInput; response: DealMessage };
  'DELETE /api/deals/:id/messages/:messageId': { response: undefined };
  'POST /api/deals/:id/messages/:messageId/report': { body: ReportDealMessageInput; response: MessageReported };
  'POST /api/deals/:id/read': { response: DealRead };
  'POST /api/deals/:id/stage': { body: MoveDealStageInput; response: DealRoom };

  'GET /api/service-requests/mine': { response: ServiceRequestPage };
  'POST /api/service-requests': { body: CreateServiceRequestInput; response: ServiceRequest };
  'POST /api/service-requests/:id/cancel': { response: ServiceRequest };

  'GET /api/valuation/prefill': { response: ValuationPrefill };
  'GET /api/valuation/estimates': { response: { items: SavedValuation[] } };
  'POST /api/valuation/estimates': { body: SaveValuationInput; response: SavedValuation };
  'GET /api/valuation/estimates/:id': { response: SavedValuation };
  'PATCH /api/valuation/estimates/:id': { body: { shown_on_listing: boolean }; response: SavedValuation };
  'DELETE /api/valuation/estimates/:id': { response: undefined };

  'PUT /api/admin/rates': { body: UpdateRates; response: RatesPayload };
  'GET /api/admin/stats': { response: AdminStats };
  'GET /api/admin/users': { response: AdminUserPage };
  'GET /api/admin/matches': { response: AdminMatchPage };
  'GET /api/admin/service-requests': { response: AdminServiceRequestPage };
  'PATCH /api/admin/service-requests/:id': { body: UpdateServiceRequest; response: AdminServiceRequest };
  'GET /api/admin/businesses': { response: AdminBusinessPage };
  'GET /api/admin/businesses/:id': { response: AdminBusinessDetail };
  'PATCH /api/admin/businesses/:id': { body: ProfileDecisionInput; response: AdminBusiness };
  'PUT /api/admin/businesses/:id/verification': { body: RegistrationVerificationInput; response: RegistrationVerification };
  'DELETE /api/admin/businesses/:id/verification': { response: { removed: true } };
  'GET /api/admin/investors': { response: AdminInvestorPage };
  'GET /api/admin/investors/:id': { response: AdminInvestorDetail };
  'PATCH /api/admin/investors/:id': { body: ProfileDecisionInput; response: AdminInvestor };
  'GET /api/admin/jobs/failed': { response: FailedWorkList };
  'POST /api/admin/jobs/failed/:id/retry': { response: RetriedWork };
  'GET /api/admin/jobs/scheduled': { response: ScheduledJobList };
  'POST /api/admin/jobs/scheduled/:queue/run': { response: ScheduledRun };
  'GET /api/admin/mailbox': { response: MailboxList };
  'GET /api/admin/mailbox/:id': { response: MailboxMessage };
  'GET /api/admin/broadcasts/audience': { response: BroadcastAudience };
  'GET /api/admin/broadcasts': { response: BroadcastList };
  'POST /api/admin/broadcasts': { body: BroadcastInput; response: BroadcastQueued };
  'GET /api/admin/broadcasts/:id/deliveries': { response: BroadcastDeliveries };
  'GET /api/admin/deals': { response: AdminDealPage };
  'GET /api/admin/deals/:id': { response: AdminDealDetail };
  'GET /api/admin/reports': { response: AdminReportPage };
  'POST /api/admin/reports/:id/dismiss': { response: AdminReport };
  'POST /api/admin/reports/:id/suspend-sender': { response: SuspendSenderResult };
  'GET /api/admin/security-log': { response: SecurityEventPage };
  'POST /api/admin/users/:id/unsuspend': { response: AdminUser };
} & {
  [R in `PUT /api/matching/${Side}/:id/favourite`]: { body: { favourite: boolean }; response: MatchActionResult };
};

export type Route = keyof Endpoints;

/** The `:name` parts of a route's path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;

type ParamsOption<R extends Route> = [ParamNames<R>] extends [never] ? { params?: never } : { params: Record<ParamNames<R>, string> };
type BodyOption<R extends Route> = Endpoints[R] extends { body: infer B } ? { body: B } : { body?: never };

export type RequestOptions<R extends Route> = ParamsOption<R> & BodyOption<R> & {
  /** A query string as the screen's filters build it ("?page=2"), or empty. */
  search?: string;
  signal?: AbortSignal | undefined;
};

export type ResponseOf<R extends Route> = Endpoints[R]['response'];
