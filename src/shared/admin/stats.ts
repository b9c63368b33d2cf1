import { z } from 'zod';
import { adminServiceRequestSchema } from './requests.ts';

// The dashboard (spec section 2 "Admin panel", section 9 admin constants).

/** Spec: Est. Revenue is the number of service requests times 2,500 dollars. */
export const REVENUE_PER_REQUEST = 2500;
export const RECENT_REQUESTS = 5;
export const TIMELINE_WEEKS = 12;

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
  /** Deals confirmed closed as won by both parties (issue 50). */
  closed_deals: z.number().int(),
  /** The final prices those deals gave, in US dollars at the platform's rates (a deal closed without a price adds nothing). */
  closed_deal_value_usd: z.number(),
  recent_requests: z.array(adminServiceRequestSchema),
  timeline: z.array(weekCountSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
