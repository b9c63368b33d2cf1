// The rules of trust signals and freshness (issue 23) apart from their zod schemas (trust.ts), so that the listing
// cards can read them without loading zod (the public listings load no zod: decision 0229).

/** Freshness: an owner is reminded after this many days without an update or a confirmation, and paused after these. */
export const FRESHNESS = { remindAfterDays: 60, pauseAfterDays: 120 } as const;

/** Responsiveness: shown once a user has received this many interests or connects in the window. */
export const RESPONSIVENESS = { minReceived: 3, windowDays: 90, answerWithinDays: 7 } as const;

/**
 * The badges a card can carry: the user's email is verified; an admin verified the business's registration against a
 * document (and it still has the number verified); the owner uploaded financial statements.
 */
export const TRUST_BADGES = ['email_verified', 'registration_verified', 'financials_provided'] as const;
export type TrustBadge = (typeof TRUST_BADGES)[number];

/** Whole days from `iso` to `now` (0 on the day itself). */
export function daysSince(iso: string | Date, now: Date = new Date()): number {
  const then = typeof iso === 'string' ? new Date(iso) : iso;
  return Math.max(0, Math.floor((now.getTime() - then.getTime()) / 86_400_000));
}

/** "Usually responds within N days": the median rounded up to whole days, at least 1. */
export function responseDays(medianHours: number): number {
  return Math.max(1, Math.ceil(medianHours / 24));
}

export const LISTING_KINDS = ['business', 'investor'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
