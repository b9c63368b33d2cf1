import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trust } from '#shared/trust/trust.ts';
import { applyLanguage, loadTexts } from '../../lib/i18n/i18n.ts';
import { TrustStrip } from './trust-strip.tsx';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();
const trust = (over: Partial<Trust> = {}): Trust => ({ updated_at: daysAgo(0), badges: [], responsiveness: null, under_offer: false, ...over });

/** Each badge's label (the button's text) and its explanation (the tooltip the button is described by). */
function read(markup: string): { labels: string[]; explanations: Record<string, string> } {
  const labels = [...markup.matchAll(/<button[^>]*>(?:<svg.*?<\/svg>)?<span[^>]*>([^<]*)<\/span><\/button>/g)].map((m) => m[1] ?? '');
  const tooltips = Object.fromEntries([...markup.matchAll(/<span id="([^"]+)" role="tooltip"[^>]*>([^<]*)<\/span>/g)].map((m) => [m[1], m[2]]));
  const described = [...markup.matchAll(/<button[^>]*aria-describedby="([^"]+)"/g)].map((m) => m[1] ?? '');
  const explanations: Record<string, string> = {};
  described.forEach((id, i) => (explanations[labels[i] ?? ''] = tooltips[id] ?? ''));
  return { labels, explanations };
}

const render = (value: Trust) => read(renderToStaticMarkup(<TrustStrip trust={value} />));

afterEach(() => applyLanguage('en'));

describe('the trust strip', () => {
  it('says how fresh the listing is: today, one day, N days', async () => {
    await loadTexts('listings');
    expect(render(trust()).labels).toEqual(['Updated today']);
    expect(render(trust({ updated_at: daysAgo(1) })).labels).toEqual(['Updated 1 day ago']);
    expect(render(trust({ updated_at: daysAgo(45) })).labels).toEqual(['Updated 45 days ago']);
    expect(Object.values(render(trust()).explanations)[0]).toMatch(/^The owner last updated or confirmed this listing on .+\d{4}\.$/);
  });

  it('describes every badge by its explanation', async () => {
    await loadTexts('listings');
    const { labels, explanations } = render(trust({
      badges: ['email_verified', 'registration_verified', 'financials_provided'],
      responsiveness: { received: 4, answered_share: 75, median_hours: 30 },
    }));
    expect(labels).toEqual(['Updated today', 'Email verified', 'Registration verified', 'Financials provided', 'Usually responds within 2 days']);
    expect(explanations['Email verified']).toBe('This member confirmed their email address from a link Dealbridge sent to it.');
    expect(explanations['Registration verified']).toBe('A Dealbridge administrator checked this business’s registration number against its registration document.');
    expect(explanations['Financials provided']).toBe('The owner has uploaded financial statements. They are shared in the deal room after an introduction.');
    expect(explanations['Usually responds within 2 days']).toBe(
      'Answered 75% of 4 requests within 7 days over the last 90 days. Half of the answers came within 2 days.',
    );
  });

  it('says "within a day" for answers within 24 hours', async () => {
    await loadTexts('listings');
    const { labels, explanations } = render(trust({ responsiveness: { received: 3, answered_share: 100, median_hours: 5 } }));
    expect(labels.at(-1)).toBe('Usually responds within a day');
    expect(explanations['Usually responds within a day']).toMatch(/Half of the answers came within a day\.$/);
  });

  it('uses the Arabic plural forms', async () => {
    await applyLanguage('ar');
    await loadTexts('listings');
    expect(render(trust({ updated_at: daysAgo(2) })).labels).toEqual(['حُدّث قبل يومين']);
    expect(render(trust({ updated_at: daysAgo(5) })).labels).toEqual(['حُدّث قبل 5 أيام']);
    expect(render(trust({ updated_at: daysAgo(11) })).labels).toEqual(['حُدّث قبل 11 يومًا']);
    const { labels, explanations } = render(trust({ badges: ['registration_verified'], responsiveness: { received: 12, answered_share: 50, median_hours: 40 } }));
    expect(labels.slice(1)).toEqual(['التسجيل موثّق', 'يرد عادةً خلال يومين']);
    expect(explanations['يرد عادةً خلال يومين']).toBe('ردّ على 50% من 12 طلبًا خلال 7 أيام في آخر 90 يومًا. جاء نصف الردود خلال يومين.');
  });
});
