import { z } from 'zod';
import { reasonDetailSchema } from '../deal-flow.ts';
import { MATCH_STATUSES } from '../enums.ts';
import { pageOf } from './paging.ts';

// Matches: every stored pair with its score and reasons.

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
