import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyLanguage, loadTexts } from '../../../lib/i18n/i18n.ts';
import { ActivityChart } from './activity-chart.tsx';

const WEEKS = [
  { week_start: '2026-03-02T12:00:00Z', requests: 1, registrations: 2 },
  { week_start: '2026-03-09T12:00:00Z', requests: 0, registrations: 1 },
  { week_start: '2026-03-16T12:00:00Z', requests: 5, registrations: 11 },
];

/** The week lines a screen reader is given (and each bar pair's tooltip). */
const weekLines = (markup: string) => [...markup.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);

describe('the admin activity chart', () => {
  it('counts each week in words that agree with the number: 1 request, 2 registrations', async () => {
    await loadTexts('admin');
    const lines = weekLines(renderToStaticMarkup(<ActivityChart weeks={WEEKS} />));
    expect(lines).toEqual([
      'Week of Mar 2, 2026: 1 request, 2 registrations',
      'Week of Mar 9, 2026: 0 requests, 1 registration',
      'Week of Mar 16, 2026: 5 requests, 11 registrations',
    ]);
  });

  it('uses the Arabic plural forms: one, two, few, many and none', async () => {
    await applyLanguage('ar');
    try {
      await loadTexts('admin');
      const lines = weekLines(renderToStaticMarkup(<ActivityChart weeks={WEEKS} />));
      expect(lines.map((line) => line?.split(': ')[1])).toEqual(['طلب واحد، تسجيلان', 'لا طلبات، تسجيل واحد', '5 طلبات، 11 تسجيلًا']);
    } finally {
      await applyLanguage('en');
    }
  });

  it('stands the first and last dates on the edges of the drawing, so neither is cut off, in either direction', async () => {
    await loadTexts('admin');
    const anchors = (markup: string) => [...markup.matchAll(/<text x="([\d.]+)" y="[\d.]+" text-anchor="(\w+)"[^>]*data-testid="chart-date"/g)].map((m) => [Number(m[1]), m[2]]);
    expect(anchors(renderToStaticMarkup(<ActivityChart weeks={WEEKS} />))).toEqual([[24, 'start'], [332, 'middle'], [640, 'end']]);
    await applyLanguage('ar');
    try {
      await loadTexts('admin');
      expect(anchors(renderToStaticMarkup(<ActivityChart weeks={WEEKS} />))).toEqual([[24, 'end'], [332, 'middle'], [640, 'start']]);
    } finally {
      await applyLanguage('en');
    }
  });
});
