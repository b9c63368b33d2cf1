import { z } from 'zod';
import { reasonDetailSchema } from './deal-flow.ts';
import { documentSchema } from './documents.ts';
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, COUNTRIES, CURRENCIES, INVESTOR_INDUSTRIES, INVOLVEMENT_TYPES, MATCH_STATUSES,
  PROFILE_STATUSES, ROLES, SERVICE_REQUEST_STATUSES, SERVICE_TYPES, URGENCIES, USER_TYPES,
} from './enums.ts';
import { message, messages, messageText } from './messages.ts';
import { businessProfileDtoSchema, investorProfileDtoSchema } from './profiles.ts';
import { MAX_ESTIMATED_COST, requiresEstimatedCost } from './service-request-workflow.ts';

// The admin panel's payloads (spec section 2 "Admin panel", section 7 admin calls).

export const ADMIN_PAGE_SIZE = 20;
/** Larger page sizes are accepted and capped, not refused. */
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Spec: Est. Revenue is the number of service requests times 2,500 dollars. */
export const REVENUE_PER_REQUEST = 2500;
export const RECENT_REQUESTS = 5;
export const TIMELINE_WEEKS = 12;

/** Spec: a service type shows with its underscores as spaces. */
export const serviceTypeText = (serviceType: string): string => serviceType.replaceAll('_', ' ');

export type DisplayedProfileStatus = (typeof PROFILE_STATUSES)[number] | 'pending';
/** Spec: a profile status other than active, under_review or inactive displays as pending. */
export function displayedProfileStatus(status: string | null | undefined): DisplayedProfileStatus {
  return (PROFILE_STATUSES as readonly string[]).includes(status ?? '') ? (status as DisplayedProfileStatus) : 'pending';
}

export const adminMessages = {
  costRequired: messageText('costRequired'),
  costRange: messageText('costRange'),
  costOnlyWhenAssigning: messageText('costOnlyWhenAssigning'),
  /** The key and values too, as the API sends them: a status reads with its underscores as spaces. */
  illegalTransitionMessage: (from: string, to: string) => message('illegalTransition', { from: serviceTypeText(from), to: serviceTypeText(to) }),
  illegalTransition: (from: string, to: string) => messageText('illegalTransition', { from: serviceTypeText(from), to: serviceTypeText(to) }),
  subjectTooLong: messageText('subjectTooLong'),
  messageTooLong: messageText('messageTooLong'),
  emailDisabled: messages.emailDisabled,
} as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).default(ADMIN_PAGE_SIZE),
});

const person = z.object({ id: z.string(), full_name: z.string(), email: z.string() });

export const adminServiceRequestSchema = z.object({
  id: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  description: z.string(),
  urgency: z.enum(URGENCIES),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  estimated_cost: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  requester: person,
});
export type AdminServiceRequest = z.infer<typeof adminServiceRequestSchema>;
export const adminServiceRequestPageSchema = pageOf(adminServiceRequestSchema);
export type AdminServiceRequestPage = z.infer<typeof adminServiceRequestPageSchema>;

/** Admin request update (spec section 7): a status, and the quote when assigning. */
export const updateServiceRequestSchema = z
  .strictObject({
    status: z.enum(SERVICE_REQUEST_STATUSES),
    estimated_cost: z
      .number({ error: adminMessages.costRequired })
      .min(0, adminMessages.costRange)
      .max(MAX_ESTIMATED_COST, adminMessages.costRange)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (requiresEstimatedCost(value.status) && value.estimated_cost === undefined) {
      ctx.addIssue({ code: 'custom', path: ['estimated_cost'], message: adminMessages.costRequired });
    }
    if (!requiresEstimatedCost(value.status) && value.estimated_cost !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['estimated_cost'], message: adminMessages.costOnlyWhenAssigning });
    }
  });
export type UpdateServiceRequest = z.infer<typeof updateServiceRequestSchema>;

export const weekCountSchema = z.object({ week_start: z.string(), requests: z.number().int(), registrations: z.number().int() });
export type WeekCount = z.infer<typeof weekCountSchema>;

export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  businesses: z.number().int(),
  investors: z.number().int(),
  pending_requests: z.number().int(),
  /** Matches with status interested or contacted. */
  active_matches: z.number().int(),
  service_requests: z.number().int(),
  estimated_revenue: z.number(),
  recent_requests: z.array(adminServiceRequestSchema),
  timeline: z.array(weekCountSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Approve sets active, Reject sets inactive (spec section 4). */
export const profileDecisionSchema = z.strictObject({ status: z.enum(['active', 'inactive']) });
export type ProfileDecision = z.infer<typeof profileDecisionSchema>;

export const adminBusinessSchema = z.object({
  id: z.string(),
  company_name: z.string().nullable(),
  industry: z.enum(BUSINESS_INDUSTRIES).nullable(),
  business_stage: z.enum(BUSINESS_STAGES).nullable(),
  amount_required: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  document_count: z.number().int(),
  status: z.enum(PROFILE_STATUSES),
  created_at: z.string(),
  owner: person,
});
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;
export const adminBusinessPageSchema = pageOf(adminBusinessSchema);
export type AdminBusinessPage = z.infer<typeof adminBusinessPageSchema>;

export const adminInvestorSchema = z.object({
  id: z.string(),
  min_amount: z.number().nullable(),
  max_amount: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  preferred_industries: z.array(z.enum(INVESTOR_INDUSTRIES)),
  involvement_type: z.enum(INVOLVEMENT_TYPES).nullable(),
  status: z.enum(PROFILE_STATUSES),
  created_at: z.string(),
  owner: person.extend({ company_name: z.string().nullable() }),
});
export type AdminInvestor = z.infer<typeof adminInvestorSchema>;
export const adminInvestorPageSchema = pageOf(adminInvestorSchema);
export type AdminInvestorPage = z.infer<typeof adminInvestorPageSchema>;

const profileOwner = person.extend({ country: z.enum(COUNTRIES), phone: z.string().nullable() });

export const adminBusinessDetailSchema = z.object({
  profile: businessProfileDtoSchema,
  owner: profileOwner,
  documents: z.array(documentSchema),
});
export type AdminBusinessDetail = z.infer<typeof adminBusinessDetailSchema>;

export const adminInvestorDetailSchema = z.object({
  profile: investorProfileDtoSchema,
  owner: profileOwner.extend({ company_name: z.string().nullable() }),
  documents: z.array(documentSchema),
});
export type AdminInvestorDetail = z.infer<typeof adminInvestorDetailSchema>;

export const adminMatchSchema = z.object({
  id: z.string(),
  match_score: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  investor_interest: z.boolean(),
  business_interest: z.boolean(),
  /** In English, as stored. */
  match_reasons: z.array(z.string()),
  /** The same as data, for the admin's language; empty on a match stored before they were kept. */
  match_reason_details: z.array(reasonDetailSchema),
  investor_name: z.string(),
  company_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
export const adminMatchPageSchema = pageOf(adminMatchSchema);
export type AdminMatchPage = z.infer<typeof adminMatchPageSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES).nullable(),
  country: z.enum(COUNTRIES),
  profile_completed: z.boolean(),
  role: z.enum(ROLES),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

// Communication Center.
export const RECIPIENT_TYPES = ['all', 'investors', 'businesses'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
export const BROADCAST_SUBJECT_MAX = 200;
export const BROADCAST_MESSAGE_MAX = 10_000;

export const broadcastSchema = z.strictObject({
  recipient_type: z.enum(RECIPIENT_TYPES).default('all'),
  subject: z.string({ error: messages.required }).trim().min(1, messages.required).max(BROADCAST_SUBJECT_MAX, adminMessages.subjectTooLong),
  message: z.string({ error: messages.required }).trim().min(1, messages.required).max(BROADCAST_MESSAGE_MAX, adminMessages.messageTooLong),
});
export type BroadcastInput = z.input<typeof broadcastSchema>;
export type Broadcast = z.output<typeof broadcastSchema>;

export const broadcastAudienceSchema = z.object({
  mail_enabled: z.boolean(),
  counts: z.object({ all: z.number().int(), investors: z.number().int(), businesses: z.number().int() }),
});
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
const deliveryTotals = z.object({ queued: z.number().int(), sending: z.number().int(), sent: z.number().int(), failed: z.number().int() });

export const broadcastSummarySchema = z.object({
  id: z.string(),
  recipient_type: z.enum(RECIPIENT_TYPES),
  subject: z.string(),
  recipients: z.number().int(),
  totals: deliveryTotals,
  created_at: z.string(),
});
export type BroadcastSummary = z.infer<typeof broadcastSummarySchema>;
export const broadcastListSchema = z.object({ items: z.array(broadcastSummarySchema) });
export type BroadcastList = z.infer<typeof broadcastListSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  to_email: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const broadcastDeliveriesSchema = pageOf(deliverySchema).extend({ totals: deliveryTotals });
export type BroadcastDeliveries = z.infer<typeof broadcastDeliveriesSchema>;

/** The file names of the admin exports (spec section 7, plus the dashboard's). */
export const ADMIN_EXPORTS = ['dashboard.csv', 'service-requests.csv', 'businesses.csv', 'investors.csv', 'users.csv'] as const;
export type AdminExport = (typeof ADMIN_EXPORTS)[number];
export const adminExportPath = (name: AdminExport) => `/api/admin/exports/${name}`;
