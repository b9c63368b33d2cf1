import { z } from 'zod';
import { reasonDetailSchema } from '../deals/introductions.ts';
import { DEAL_STAGES } from '../deals/room.ts';
import { MATCH_STATUSES } from '../enums.ts';
import { NDA_STATUSES } from '../deals/nda.ts';
import { pageOf } from './paging.ts';

// Matches: every stored pair with its score, its true state in the deal flow and its reasons.

export const adminMatchSchema = z.object({
  id: z.string(),
  match_score: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  /** The investor's heart (a private favourite, not interest). */
  investor_interest: z.boolean(),
  /** The owner's heart (a private favourite, not interest). */
  business_interest: z.boolean(),
  /** When the investor pressed Interested, or null. */
  investor_interested_at: z.string().nullable(),
  /** When the owner pressed Connect, or null. */
  business_connected_at: z.string().nullable(),
  introduced_at: z.string().nullable(),
  /** Who declined the other's action (one-way; closes the pair), when, and the words they wrote. */
  declined_by: z.enum(['investor', 'business']).nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** The pair's deal room once introduced: its id and stage. */
  deal_id: z.string().nullable(),
  deal_stage: z.enum(DEAL_STAGES).nullable(),
  /** In English, as stored (written to the investor: "your"). */
  match_reasons: z.array(z.string()),
  /** The same in the third person, in English ("The investor's preferred industries include Logistics"). */
  admin_reasons: z.array(z.string()),
  /** The same as data, for the admin's language; empty on a match stored before they were kept. */
  match_reason_details: z.array(reasonDetailSchema),
  /** Whether the business asks this investor for an NDA, and whether it was accepted (issue 18). */
  nda_status: z.enum(NDA_STATUSES),
  nda_accepted_at: z.string().nullable(),
  investor_name: z.string(),
  company_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
export const adminMatchPageSchema = pageOf(adminMatchSchema);
export type AdminMatchPage = z.infer<typeof adminMatchPageSchema>;
