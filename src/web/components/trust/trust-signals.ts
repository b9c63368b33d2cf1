import type { Trust } from '#shared/trust/trust.ts';
import { responseDays, TRUST_BADGES, type TrustBadge } from '#shared/trust/trust-rules.ts';

// What a card's trust strip shows, in its order: how fresh the listing is, then the badges the server granted, then
// how the member answers. The server decides every signal; this only orders them.

export type TrustSignal =
  | { kind: 'under_offer' }
  | { kind: 'updated'; days: number; date: string }
  | { kind: 'badge'; badge: TrustBadge }
  | { kind: 'responsiveness'; days: number; share: number; received: number };

/**
 * `updated`: how many whole days ago the listing was updated and that day as worded for the reader, which the strip
 * works out against the clock (trust-strip.tsx).
 */
export function trustSignals(trust: Trust, updated: { days: number; date: string }): TrustSignal[] {
  // A signed letter of intent comes first: it tells the reader most about this business now (issue 50).
  const signals: TrustSignal[] = [...(trust.under_offer ? [{ kind: 'under_offer' } as const] : []), { kind: 'updated', ...updated }];
  // In the contract's order whatever the server's, each once.
  for (const badge of TRUST_BADGES) if (trust.badges.includes(badge)) signals.push({ kind: 'badge', badge });
  const answers = trust.responsiveness;
  // With no answer in the window there is no time to answer to speak of ("within a day" would be untrue).
  if (answers && answers.answered_share > 0) {
    signals.push({ kind: 'responsiveness', days: responseDays(answers.median_hours), share: answers.answered_share, received: answers.received });
  }
  return signals;
}
