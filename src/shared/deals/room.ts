import { z } from 'zod';
import { CURRENCIES, SERVICE_REQUEST_STATUSES, SERVICE_TYPES } from '../enums.ts';
import { messageText } from '../messages/messages.ts';

// The deal room (issue 17, docs/decisions/0109-deal-room.md): one private room per introduced pair, its
// stages, messages and reports. The server enforces every rule here; the screens read the same constants.

/**
 * Introduced → In discussion → Due diligence → Offer made → LOI signed → Closed (won) | Closed (lost / withdrawn).
 * "LOI signed" is reached only by accepting a letter of intent (issue 50), never by a move.
 */
export const DEAL_STAGES = ['introduced', 'in_discussion', 'due_diligence', 'offer_made', 'loi_signed', 'closed_won', 'closed_lost'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** The stages a deal moves through in order, before it closes. */
export const OPEN_DEAL_STAGES = ['introduced', 'in_discussion', 'due_diligence', 'offer_made', 'loi_signed'] as const satisfies readonly DealStage[];
export const CLOSED_DEAL_STAGES = ['closed_won', 'closed_lost'] as const satisfies readonly DealStage[];

export const isClosedStage = (stage: DealStage): boolean => (CLOSED_DEAL_STAGES as readonly DealStage[]).includes(stage);

/** The stages one party may move a deal on to by hand, one step each; "Offer made" is also reached by making an offer. */
const MANUAL_NEXT: Partial<Record<DealStage, DealStage>> = { introduced: 'in_discussion', in_discussion: 'due_diligence', due_diligence: 'offer_made' };

/**
 * The moves either party may make alone from a stage: one step forward up to Offer made, and Closed (lost /
 * withdrawn) from any open stage. No skips, no going back, nothing after a close (read-only). "LOI signed" comes of
 * accepting a letter of intent, and "Closed (won)" of a close one party proposes and the other confirms (issue 50).
 */
export function allowedMoves(from: DealStage): DealStage[] {
  if (isClosedStage(from)) return [];
  const next = MANUAL_NEXT[from];
  return next ? [next, 'closed_lost'] : ['closed_lost'];
}

export const canMove = (from: DealStage, to: DealStage): boolean => allowedMoves(from).includes(to);

/** A close as won may be proposed once an offer is on the table or a letter of intent is signed. */
export const canProposeClose = (stage: DealStage): boolean => stage === 'offer_made' || stage === 'loi_signed';

export const DEAL_MESSAGE_MAX_LENGTH = 5000;
export const DEAL_REASON_MAX_LENGTH = 1000;
/** The sender may delete a message for this long after sending it. */
export const MESSAGE_DELETE_WINDOW_MS = 5 * 60_000;
/** Messages a user may post per minute, across their deals. */
export const MESSAGES_PER_MINUTE = 30;
/** An unread message older than this sends its recipient one mail per deal (batched). */
export const UNREAD_MAIL_AFTER_MS = 15 * 60_000;
export const DEAL_MESSAGES_PAGE_SIZE = 50;
export const DEALS_PAGE_SIZE = 20;

export const REPORT_STATUSES = ['open', 'dismissed', 'sender_suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const DEAL_SIDES = ['investor', 'business'] as const;
export type DealSide = (typeof DEAL_SIDES)[number];

const isoDate = z.string();

/** The other party as a party sees them: introduced, so named. */
export const dealCounterpartSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const dealSummarySchema = z.object({
  id: z.string(),
  stage: z.enum(DEAL_STAGES),
  /** The caller's side of the deal. */
  side: z.enum(DEAL_SIDES),
  counterpart: z.object({ name: z.string(), company: z.string().nullable() }),
  business: z.object({ id: z.string(), company_name: z.string().nullable() }),
  last_message: z.object({ body: z.string(), mine: z.boolean(), created_at: isoDate }).nullable(),
  unread_count: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const dealListSchema = z.object({
  items: z.array(dealSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DealList = z.infer<typeof dealListSchema>;

export const dealStageEventSchema = z.object({
  id: z.string(),
  from: z.enum(DEAL_STAGES).nullable(),
  to: z.enum(DEAL_STAGES),
  /** Who moved it; null for the introduction itself or a deleted account. */
  actor_name: z.string().nullable(),
  mine: z.boolean(),
  reason: z.string().nullable(),
  created_at: isoDate,
});
export type DealStageEvent = z.infer<typeof dealStageEventSchema>;

export const dealServiceSchema = z.object({
  id: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  mine: z.boolean(),
  created_at: isoDate,
});

export const finalTermsSchema = z.object({ price: z.number().nullable(), currency: z.enum(CURRENCIES).nullable(), closed_on: isoDate.nullable() });
export type FinalTerms = z.infer<typeof finalTermsSchema>;

export const closeProposalSchema = finalTermsSchema.extend({
  proposed_by: z.enum(DEAL_SIDES),
  mine: z.boolean(),
  proposer_name: z.string(),
  proposed_at: isoDate,
});
export type CloseProposal = z.infer<typeof closeProposalSchema>;

export const dealRoomSchema = dealSummarySchema.extend({
  counterpart: dealCounterpartSchema,
  closed_reason: z.string().nullable(),
  timeline: z.array(dealStageEventSchema),
  /** The moves the caller may make now (empty once closed). */
  allowed_moves: z.array(z.enum(DEAL_STAGES)),
  /** Read receipts: up to when the other side has read the messages. */
  counterpart_read_at: isoDate.nullable(),
  services: z.array(dealServiceSchema),
  /** The caller may propose closing the deal as won (none pending, an offer made or a letter of intent signed). */
  can_propose_close: z.boolean(),
  /** A close as won that one party proposed and the other has yet to confirm (issue 50, section 3). */
  close_proposal: closeProposalSchema.nullable(),
  /** A deal closed as won: its final price and date, for the two parties only; null where not given. */
  final_terms: finalTermsSchema.nullable(),
  /** A signed letter of intent's exclusivity: until when, and whether the owner still accepts new interest meanwhile. */
  exclusivity: z.object({ until: isoDate, accepts_new_interest: z.boolean() }).nullable(),
});
export type DealRoom = z.infer<typeof dealRoomSchema>;

export const dealMessageSchema = z.object({
  id: z.string(),
  /** Empty once deleted. */
  body: z.string(),
  mine: z.boolean(),
  sender_name: z.string(),
  deleted: z.boolean(),
  created_at: isoDate,
  /** Until when the sender may delete it (the sender's own messages only). */
  deletable_until: isoDate.nullable(),
  /** The caller has reported it. */
  reported: z.boolean(),
});
export type DealMessage = z.infer<typeof dealMessageSchema>;

export const dealMessagesSchema = z.object({
  /** Oldest first. */
  items: z.array(dealMessageSchema),
  /** Older messages exist before the first item. */
  has_more: z.boolean(),
});
export type DealMessages = z.infer<typeof dealMessagesSchema>;

/** What a server-sent event on /api/events says; the screen then refetches what it shows. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deal'), deal_id: z.string(), what: z.enum(['message', 'stage', 'read', 'deleted', 'service', 'documents']) }),
  z.object({ type: z.literal('notifications'), unread_count: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

// Requests (issue 17, section 2). Texts are trimmed; an empty optional reason is no reason.

const optionalReason = z
  .string()
  .trim()
  .max(DEAL_REASON_MAX_LENGTH, messageText('tooLong', { max: DEAL_REASON_MAX_LENGTH }))
  .optional()
  .transform((value) => (value ? value : undefined));

export const postDealMessageSchema = z.strictObject({
  body: z
    .string({ error: messageText('required') })
    .trim()
    .min(1, messageText('required'))
    .max(DEAL_MESSAGE_MAX_LENGTH, messageText('dealMessageTooLong')),
});
export type PostDealMessageInput = z.input<typeof postDealMessageSchema>;

/** `from` is the stage the mover saw: if the deal has moved since, the move is refused (409), so two moves never both win. */
export const moveDealStageSchema = z.strictObject({
  from: z.enum(DEAL_STAGES, { error: messageText('choose') }),
  to: z.enum(DEAL_STAGES, { error: messageText('choose') }),
  reason: optionalReason,
}).superRefine((value, context) => {
  if (value.reason !== undefined && value.to !== 'closed_lost') {
    context.addIssue({ code: 'custom', path: ['reason'], message: messageText('dealReasonOnlyWhenLost') });
  }
});
export type MoveDealStageInput = z.input<typeof moveDealStageSchema>;

/**
 * Proposing or confirming a close as won: the final price (with its currency) and the date it closed. The owner must
 * give them, at the proposal or the confirmation; for the investor they are optional (issue 50, section 3). Kept
 * private to the two parties and the platform's aggregate figures.
 */
export const closeDealSchema = z
  .strictObject({
    final_price: z.number({ error: messageText('number') }).gt(0, messageText('offerPriceRange')).max(1e13, messageText('offerPriceRange')).optional(),
    currency: z.enum(CURRENCIES, { error: messageText('choose') }).optional(),
    closed_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messageText('invalidDate')).optional(),
  })
  .superRefine((value, context) => {
    if (value.final_price !== undefined && value.currency === undefined) context.addIssue({ code: 'custom', path: ['currency'], message: messageText('required') });
    if (value.closed_on !== undefined && value.closed_on > new Date().toISOString().slice(0, 10)) {
      context.addIssue({ code: 'custom', path: ['closed_on'], message: messageText('closedOnFuture') });
    }
  });
export type CloseDealInput = z.input<typeof closeDealSchema>;

/** The owner's choice while a signed letter of intent's exclusivity runs: may other investors still express interest? */
export const exclusivityChoiceSchema = z.strictObject({ accepts_new_interest: z.boolean({ error: messageText('choose') }) });

export const reportDealMessageSchema = z.strictObject({ reason: optionalReason });
export type ReportDealMessageInput = z.input<typeof reportDealMessageSchema>;

export const dealReadSchema = z.object({ read_at: isoDate });
export type DealRead = z.infer<typeof dealReadSchema>;

export const messageReportedSchema = z.object({ id: z.string(), created_at: isoDate });
export type MessageReported = z.infer<typeof messageReportedSchema>;
