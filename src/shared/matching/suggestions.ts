import { z } from 'zod';
import { BUSINESS_INDUSTRIES, INVESTOR_INDUSTRIES, INVOLVEMENT_TYPES, REGIONS } from '../enums.ts';

/** How many suggestions the dashboard's "New matches for you" shows. */
export const SUGGESTIONS_SHOWN = 6;

/** One stored suggestion as the dashboard shows it: the counterpart's public facts, linking to its card. */
export const suggestionSchema = z.object({
  /** The counterpart's profile id (the card's `focus`). */
  profile_id: z.string(),
  kind: z.enum(['business', 'investor']),
  score: z.number(),
  /** Entered the user's suggestions since their last visit. */
  is_new: z.boolean(),
  /** A business's name and sector; null for an investor, who stays anonymous, and for a confidential business (issue 49). */
  company_name: z.string().nullable(),
  industry: z.enum(BUSINESS_INDUSTRIES).nullable(),
  headquarters: z.enum(REGIONS).nullable(),
  /** An investor's involvement and sectors; null / empty for a business. */
  involvement_type: z.enum(INVOLVEMENT_TYPES).nullable(),
  preferred_industries: z.array(z.enum(INVESTOR_INDUSTRIES)),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({
  /** New ones first, then by rank; at most SUGGESTIONS_SHOWN. */
  items: z.array(suggestionSchema),
  /** How many of all stored suggestions are new since the last visit. */
  new_count: z.number(),
  /** How many suggestions are stored in all (up to 50). */
  total: z.number(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
