import { z } from 'zod';
import { DEAL_EVENTS, OFFER_KINDS } from './deals/offers.ts';
import { DEAL_STAGES } from './deals/room.ts';
import { SERVICE_REQUEST_STATUSES, SERVICE_TYPES } from './enums.ts';
import { messageText } from './messages/messages.ts';

// What a notification can be about, and the facts each kind carries in `data` (camelCase keys).
// `data` never holds an identity the recipient may not see yet: a name appears only once the pair
// is introduced. The server writes these (notify()), the web words them (web/lib/notifications/activity-text.ts).

const profileData = z.object({ profileType: z.enum(['investor', 'business']).optional() });
const matchFacts = { matchId: z.string(), matchScore: z.number().optional() };

export const notificationDataSchemas = {
  profile_saved: profileData,
  profile_submitted_for_review: profileData,
  profile_approved: profileData,
  profile_rejected: profileData,
  /** To the business: an investor is interested; the investor stays masked. */
  interest_received: z.object({ ...matchFacts, investorProfileId: z.string().optional(), companyName: z.string().optional() }),
  /** To the investor: a business wants to connect. */
  connection_received: z.object({ ...matchFacts, businessProfileId: z.string().optional(), companyName: z.string().optional() }),
  /** To both sides once each has acted: the counterpart's name is now visible. */
  introduction_made: z.object({
    ...matchFacts, dealId: z.string().optional(), businessProfileId: z.string().optional(), investorProfileId: z.string().optional(),
    counterpartName: z.string().optional(),
  }),
  /** To the investor: the owner declined their interest (the owner's reason only if written). */
  interest_declined: z.object({ ...matchFacts, businessProfileId: z.string().optional(), companyName: z.string().optional(), reason: z.string().optional() }),
  /** To the business: the investor declined their Connect; the investor stays masked. */
  connection_declined: z.object({ ...matchFacts, investorProfileId: z.string().optional(), reason: z.string().optional() }),
  /** To the other party of a deal when one party moved its stage (issue 17: the deal room). */
  deal_stage_changed: z.object({ dealId: z.string(), stage: z.enum(DEAL_STAGES).optional(), counterpartName: z.string().optional() }),
  /** To the other party of a deal: an offer made or answered, a close proposed or cancelled; to both: exclusivity ending (issue 50). */
  deal_event: z.object({
    dealId: z.string(), event: z.enum(DEAL_EVENTS), offerId: z.string().optional(), kind: z.enum(OFFER_KINDS).optional(),
    counterpartName: z.string().optional(), date: z.string().optional(),
  }),
  /** To the other party: a document was shared with them in a deal (issue 18). */
  document_shared: z.object({ dealId: z.string(), fileName: z.string().optional(), counterpartName: z.string().optional() }),
  /** To a document's owner: a counterpart's download was refused because the file could not be stamped (issue 18). */
  document_unstampable: z.object({ dealId: z.string(), fileName: z.string().optional() }),
  /** To a saved search's owner (frequency instant): a profile newly fits it (issue 23); the profile stays unnamed. */
  saved_search_match: z.object({
    savedSearchId: z.string(), name: z.string().optional(),
    scope: z.enum(['businesses', 'investors', 'business_matches', 'investor_connect']).optional(), profileId: z.string().optional(),
  }),
  /** To an owner or investor: the listing has gone 60 days without an update; confirm or edit it (issue 23). */
  listing_stale: profileData,
  /** To an owner or investor: the listing was paused after 120 days without an update; one click republishes it. */
  listing_paused: profileData,
  /** To an owner: an admin verified the business's registration. */
  registration_verified: z.object({}),
  service_request_status_changed: z.object({
    serviceRequestId: z.string().optional(), serviceType: z.enum(SERVICE_TYPES).optional(), status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  }),
} as const;

type DataSchemas = typeof notificationDataSchemas;
export type NotificationKind = keyof DataSchemas;
export const NOTIFICATION_KINDS = Object.keys(notificationDataSchemas) as [NotificationKind, ...NotificationKind[]];
export type NotificationData<K extends NotificationKind> = z.infer<DataSchemas[K]>;

const base = { id: z.string(), read: z.boolean(), created_at: z.string() };
const member = <K extends NotificationKind>(kind: K) => z.object({ ...base, kind: z.literal(kind), data: notificationDataSchemas[kind] });

/** One notification as the API sends it: a union by `kind`, each with its own `data`. */
export const notificationSchema = z.discriminatedUnion('kind', [
  member('profile_saved'),
  member('profile_submitted_for_review'),
  member('profile_approved'),
  member('profile_rejected'),
  member('interest_received'),
  member('connection_received'),
  member('introduction_made'),
  member('interest_declined'),
  member('connection_declined'),
  member('service_request_status_changed'),
  member('deal_stage_changed'),
  member('deal_event'),
  member('document_shared'),
  member('document_unstampable'),
  member('saved_search_match'),
  member('listing_stale'),
  member('listing_paused'),
  member('registration_verified'),
]);
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
  /** More, older ones follow on the next page. */
  has_more: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadResultSchema = z.object({ updated: z.number().int(), unread_count: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** Mark these read, or all of them when `ids` is left out. */
export const markReadSchema = z.strictObject({ ids: z.array(z.uuid(messageText('notificationId'))).max(100).optional() });
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * Where a notification leads: the deal room once the pair is introduced, else the card on the recipient's
 * discovery screen (`focus` puts it at the top), else the page its subject lives on; null if nowhere.
 */
export function notificationLink(notification: Pick<NotificationDto, 'kind' | 'data'>): string | null {
  const { kind, data } = notification as NotificationDto;
  const focus = (path: string, id: string | undefined) => (id ? `${path}?focus=${encodeURIComponent(id)}` : path);
  switch (kind) {
    case 'interest_received':
      return focus('/investorconnect', data.investorProfileId);
    case 'connection_declined':
      return focus('/investorconnect', data.investorProfileId);
    case 'connection_received':
    case 'interest_declined':
      return focus('/businessmatches', data.businessProfileId);
    case 'introduction_made':
      if (data.dealId) return `/deals/${encodeURIComponent(data.dealId)}`;
      return data.investorProfileId ? focus('/investorconnect', data.investorProfileId) : focus('/businessmatches', data.businessProfileId);
    case 'profile_saved':
    case 'profile_submitted_for_review':
    case 'profile_approved':
    case 'profile_rejected':
      return data.profileType === 'investor' ? '/investorprofile' : data.profileType === 'business' ? '/businessprofile' : '/dashboard';
    case 'deal_event':
      return `/deals/${encodeURIComponent(data.dealId)}${data.offerId ? `#offer-${encodeURIComponent(data.offerId)}` : ''}`;
    case 'deal_stage_changed':
    case 'document_shared':
    case 'document_unstampable':
      return `/deals/${encodeURIComponent(data.dealId)}`;
    case 'service_request_status_changed':
      return '/dashboard';
    case 'saved_search_match':
      return `/saved-searches?run=${encodeURIComponent(data.savedSearchId)}`;
    // The dashboard's listing card confirms or republishes in one click.
    case 'listing_stale':
    case 'listing_paused':
      return '/dashboard';
    case 'registration_verified':
      return '/businessprofile';
    default:
      return null;
  }
}
