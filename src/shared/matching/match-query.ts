import { z } from 'zod';
import { CURRENCIES, INVOLVEMENT_TYPES } from '../enums.ts';
import { messageText } from '../messages/messages.ts';
import { CAPACITY_BUCKETS, CATEGORIES, CONNECT_INDUSTRIES, SIZE_BANDS } from './derived.ts';

// The match pages' filters (BusinessMatches, InvestorConnect): what the ranking is asked for.

export const MATCH_PAGE_SIZE = 12;
/** A page number of a paged list, 1 to 1,000. */
export const page = z.coerce.number().int().min(1).max(1000).default(1);
const search = z.string().trim().max(100).optional();
const revenue = z.coerce.number({ error: messageText('number') }).min(0, messageText('notNegative')).max(1e13, messageText('amountTooLarge')).optional();
/** "1" lists the near misses (pairs breaking a must-have) instead of the ranking. */
const nearMisses = z.enum(['0', '1']).optional().transform((v) => v === '1');

export const businessMatchesQuerySchema = z
  .strictObject({
    search,
    category: z.enum(CATEGORIES).optional(),
    size: z.enum(SIZE_BANDS).optional(),
    revenue_min: revenue,
    revenue_max: revenue,
    /** The currency the revenue bounds are typed in (the reader's country's); converted on the server. */
    currency: z.enum(CURRENCIES).default('USD'),
    near_misses: nearMisses,
    page,
  })
  .refine((q) => q.revenue_min === undefined || q.revenue_max === undefined || q.revenue_min <= q.revenue_max, {
    path: ['revenue_max'],
    message: messageText('maxBelowMin'),
  });
export type BusinessMatchesQuery = z.input<typeof businessMatchesQuerySchema>;

export const investorMatchesQuerySchema = z.strictObject({
  search,
  involvement: z.enum(INVOLVEMENT_TYPES).optional(),
  capacity: z.enum(CAPACITY_BUCKETS).optional(),
  industry: z.enum(CONNECT_INDUSTRIES).optional(),
  near_misses: nearMisses,
  page,
});
export type InvestorMatchesQuery = z.input<typeof investorMatchesQuerySchema>;
