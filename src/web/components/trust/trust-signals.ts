import type { Trust } from '../../../shared/trust.ts';
import { daysSince, responseDays, TRUST_BADGES, type TrustBadge } from '../../../shared/trust-rules.ts';

// What a card's trust strip shows, in its order: how fresh the listing is, then the badges the server granted, then
// how the member answers. The server decides every signal; this only orders them and works out the days to word.

export type TrustSignal =
  | { kind: 'updated'; days: number; at: string }
  | { kind: 'badge'; badge: TrustBadge }
  | { kind: 'responsiveness'; days: number; share: number; received: number };

export function trustSignals(trust: Trust, now: Date = new Date()): TrustSignal[] {
  const signals: TrustSignal[] = [{ kind: 'updated', days: daysSince(trust.updated_at, now), at: trust.updated_at }];
  // In the contract's order whatever the server's, each once.
  for (const badge of TRUST_BADGES) if (trust.badges.includes(badge)) signals.push({ kind: 'badge', badge });
  const answers = trust.responsiveness;
  // With no answer in the window there is no time to answer to speak of ("within a day" would be untrue).
  if (answers && answers.answered_share > 0) {
    signals.push({ kind: 'responsiveness', days: responseDays(answers.median_hours), share: answers.answered_share, received: answers.received });
  }
  return signals;
}
