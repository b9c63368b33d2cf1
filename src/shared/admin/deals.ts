import { z } from 'zod';
import { OFFER_KINDS, OFFER_SIDES, OFFER_STATES } from '../deals/offers.ts';
import { DEAL_STAGES } from '../deals/room.ts';
import { SERVICE_REQUEST_STATUSES, SERVICE_TYPES } from '../enums.ts';
import { ACCESS_ACTIONS } from '../deals/documents.ts';
import { messageText } from '../messages/messages.ts';
import { dealNdaSchema } from '../deals/nda.ts';
import { adminPageQuerySchema, pageOf, personSchema } from './paging.ts';

// Deals (issue 17, section 3): the funnel of every deal's stage, the list with its filters, and one deal's
// metadata. An admin never receives a message's text here: only its count (decision 0114).

export const DEAL_SEARCH_MAX_LENGTH = 200;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageText('invalidDate'))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), messageText('invalidDate'))
  .optional();

/** GET /api/admin/deals: stage, a name to search (business, owner or investor), and the last activity's day range. */
export const adminDealQuerySchema = adminPageQuerySchema
  .extend({
    stage: z.enum(DEAL_STAGES, { error: messageText('choose') }).optional(),
    search: z.string().trim().max(DEAL_SEARCH_MAX_LENGTH, messageText('tooLong', { max: DEAL_SEARCH_MAX_LENGTH })).optional(),
    /** First day (UTC, inclusive) of the last activity. */
    from: day,
    /** Last day (UTC, inclusive) of the last activity. */
    to: day,
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: messageText('dateRangeReversed') });
  });
export type AdminDealQuery = z.infer<typeof adminDealQuerySchema>;

const partySchema = personSchema.extend({ suspended: z.boolean() });

export const adminDealSchema = z.object({
  id: z.string(),
  stage: z.enum(DEAL_STAGES),
  business: z.object({ id: z.string(), company_name: z.string().nullable() }),
  owner: partySchema,
  investor: partySchema,
  message_count: z.number().int(),
  open_report_count: z.number().int(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDeal = z.infer<typeof adminDealSchema>;

/** How many deals are at each stage (among those the search and dates select; the stage filter is ignored). */
export const dealFunnelSchema = z.object(Object.fromEntries(DEAL_STAGES.map((s) => [s, z.number().int()])) as Record<(typeof DEAL_STAGES)[number], z.ZodNumber>);
export type DealFunnel = z.infer<typeof dealFunnelSchema>;

export const adminDealPageSchema = pageOf(adminDealSchema).extend({ funnel: dealFunnelSchema });
export type AdminDealPage = z.infer<typeof adminDealPageSchema>;

export const adminDealDetailSchema = adminDealSchema.extend({
  closed_reason: z.string().nullable(),
  /** The NDA of the pair (issue 18). */
  nda: dealNdaSchema,
  /** Every grant of the deal, live or revoked (issue 18). */
  grants: z.array(z.object({
    id: z.string(),
    document_id: z.string(),
    file_name: z.string(),
    owner: z.enum(['business', 'investor']),
    granted_at: z.string(),
    revoked_at: z.string().nullable(),
    revoke_reason: z.string().nullable(),
  })),
  /** Every view and download in the deal, newest first, with the address it came from (issue 18). */
  document_access: z.array(z.object({
    id: z.string(),
    file_name: z.string(),
    viewer: z.object({ id: z.string(), full_name: z.string() }).nullable(),
    action: z.enum(ACCESS_ACTIONS),
    ip: z.string().nullable(),
    created_at: z.string(),
  })),
  deleted_message_count: z.number().int(),
  /** The offers' versions, oldest first: kind, state and dates, never their terms (issue 50). */
  offers: z.array(z.object({
    id: z.string(),
    version: z.number().int(),
    kind: z.enum(OFFER_KINDS),
    state: z.enum(OFFER_STATES),
    /** Open but past its expiry day. */
    expired: z.boolean(),
    made_by: z.enum(OFFER_SIDES),
    created_at: z.string(),
    expires_on: z.string(),
    answered_at: z.string().nullable(),
  })),
  /** A close as won awaiting the other party's confirmation: who proposed it and when (its figures stay private). */
  close_proposed: z.object({ by: z.enum(['business', 'investor']), at: z.string() }).nullable(),
  timeline: z.array(
    z.object({
      id: z.string(),
      from: z.enum(DEAL_STAGES).nullable(),
      to: z.enum(DEAL_STAGES),
      /** Null for the introduction itself or a deleted account. */
      actor: z.object({ id: z.string(), full_name: z.string() }).nullable(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  services: z.array(
    z.object({
      id: z.string(),
      service_type: z.enum(SERVICE_TYPES),
      status: z.enum(SERVICE_REQUEST_STATUSES),
      requester: personSchema,
      created_at: z.string(),
    }),
  ),
});
export type AdminDealDetail = z.infer<typeof adminDealDetailSchema>;
