import { describe, expect, it } from 'vitest';
import type { Trust } from '#shared/trust/trust.ts';
import { daysSince } from '#shared/trust/trust-rules.ts';
import { trustSignals } from './trust-signals.ts';

const now = new Date('2026-03-10T12:00:00Z');
const updated = { days: 0, date: 'March 10, 2026' };
const trust = (over: Partial<Trust> = {}): Trust => ({ updated_at: '2026-03-10T08:00:00Z', badges: [], responsiveness: null, under_offer: false, ...over });

describe('a card’s trust signals', () => {
  it('always says how fresh the listing is, in whole days (0 on the day itself)', () => {
    expect(trustSignals(trust(), updated)).toEqual([{ kind: 'updated', days: 0, date: 'March 10, 2026' }]);
    expect(daysSince('2026-03-10T08:00:00Z', now)).toBe(0);
    expect(daysSince('2026-03-09T11:00:00Z', now)).toBe(1);
    expect(daysSince('2026-01-09T12:00:00Z', now)).toBe(60);
  });

  it('lists the granted badges once each, in a fixed order', () => {
    const signals = trustSignals(trust({ badges: ['financials_provided', 'email_verified', 'financials_provided'] }), updated);
    expect(signals.slice(1)).toEqual([{ kind: 'badge', badge: 'email_verified' }, { kind: 'badge', badge: 'financials_provided' }]);
  });

  it('words responsiveness in whole days rounded up, at least one', () => {
    const fast = trustSignals(trust({ responsiveness: { received: 4, answered_share: 75, median_hours: 5 } }), updated);
    expect(fast.at(-1)).toEqual({ kind: 'responsiveness', days: 1, share: 75, received: 4 });
    const slower = trustSignals(trust({ responsiveness: { received: 9, answered_share: 100, median_hours: 49 } }), updated);
    expect(slower.at(-1)).toMatchObject({ days: 3 });
  });

  it('shows no responsiveness before the server has one, nor when nothing was answered', () => {
    expect(trustSignals(trust(), updated).some((s) => s.kind === 'responsiveness')).toBe(false);
    const silent = trustSignals(trust({ responsiveness: { received: 5, answered_share: 0, median_hours: 0 } }), updated);
    expect(silent.some((s) => s.kind === 'responsiveness')).toBe(false);
  });
});
