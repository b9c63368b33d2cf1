import { z } from 'zod';
import { documentSchema } from '../documents.ts';
import { BUSINESS_INDUSTRIES, BUSINESS_STAGES, COUNTRIES, CURRENCIES, INVESTOR_INDUSTRIES, INVOLVEMENT_TYPES, PROFILE_STATUSES } from '../enums.ts';
import { businessProfileDtoSchema, investorProfileDtoSchema } from '../profiles/profiles.ts';
import { messageText } from '../messages/messages.ts';
import { registrationVerificationSchema } from '../trust/trust.ts';
import { pageOf, personSchema } from './paging.ts';

// Business Applications and Investor Profiles: review, approve, reject, view.

export type DisplayedProfileStatus = (typeof PROFILE_STATUSES)[number] | 'pending';
/** Spec: a profile status other than active, under_review or inactive displays as pending. */
export function displayedProfileStatus(status: string | null | undefined): DisplayedProfileStatus {
  return (PROFILE_STATUSES as readonly string[]).includes(status ?? '') ? (status as DisplayedProfileStatus) : 'pending';
}

export const DECISION_REASON_MAX_LENGTH = 1000;

/**
 * Approve sets active, Reject sets inactive (spec section 4). The admin may say why (issue 21): the reason is
 * mailed to the owner and kept in the audit entry; trimmed, and an empty one is no reason.
 */
export const profileDecisionSchema = z.strictObject({
  status: z.enum(['active', 'inactive']),
  reason: z
    .string()
    .trim()
    .max(DECISION_REASON_MAX_LENGTH, messageText('tooLong', { max: DECISION_REASON_MAX_LENGTH }))
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ProfileDecisionInput = z.input<typeof profileDecisionSchema>;
export type ProfileDecision = z.output<typeof profileDecisionSchema>;

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
  /** The owner's last save or confirmation (issue 23), and whether the listing is paused for want of one. */
  confirmed_at: z.string(),
  paused: z.boolean(),
  registration_verified: z.boolean(),
  owner: personSchema,
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
  confirmed_at: z.string(),
  paused: z.boolean(),
  owner: personSchema.extend({ company_name: z.string().nullable() }),
});
export type AdminInvestor = z.infer<typeof adminInvestorSchema>;
export const adminInvestorPageSchema = pageOf(adminInvestorSchema);
export type AdminInvestorPage = z.infer<typeof adminInvestorPageSchema>;

const profileOwner = personSchema.extend({ country: z.enum(COUNTRIES), phone: z.string().nullable() });

export const adminBusinessDetailSchema = z.object({
  profile: businessProfileDtoSchema,
  owner: profileOwner,
  documents: z.array(documentSchema),
  /** The admin's registration verification, when one stands for the current number (issue 23). */
  verification: registrationVerificationSchema.nullable(),
  confirmed_at: z.string(),
  paused: z.boolean(),
});
export type AdminBusinessDetail = z.infer<typeof adminBusinessDetailSchema>;

export const adminInvestorDetailSchema = z.object({
  profile: investorProfileDtoSchema,
  owner: profileOwner.extend({ company_name: z.string().nullable() }),
  documents: z.array(documentSchema),
  confirmed_at: z.string(),
  paused: z.boolean(),
});
export type AdminInvestorDetail = z.infer<typeof adminInvestorDetailSchema>;
