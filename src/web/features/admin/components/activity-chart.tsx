import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { WeekCount } from '#shared/admin/stats.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 24;
const TOP = 12;
type Anchor = 'start' | 'middle' | 'end';

/** Weekly requests and registrations as paired bars: inline SVG, no chart library. */
export function ActivityChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...weeks.flatMap((w) => [w.requests, w.registrations]));
  const slot = (WIDTH - AXIS) / Math.max(1, weeks.length);
  const bar = slot * 0.34;
  const plot = HEIGHT - AXIS - TOP;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const labelled = new Set([0, Math.floor((weeks.length - 1) / 2), weeks.length - 1]);
  // text-anchor's start and end follow the text's direction: the left and right ends of the drawing, in either.
  const [left, right]: [Anchor, Anchor] = i18n.dir() === 'rtl' ? ['end', 'start'] : ['start', 'end'];
  // The first and last dates stand on the chart's edges rather than centred on their bars, where they were cut off.
  const dateLabel = (i: number): { x: number; anchor: Anchor } =>
    i === 0 && weeks.length > 1 ? { x: AXIS, anchor: left }
      : i === weeks.length - 1 && weeks.length > 1 ? { x: WIDTH, anchor: right }
        : { x: AXIS + i * slot + slot / 2, anchor: 'middle' };
  const weekText = (w: WeekCount) => t('admin.dashboard.chartWeek', {
    date: date(w.week_start),
    requests: t('admin.dashboard.chartRequestCount', { count: w.requests }),
    registrations: t('admin.dashboard.chartRegistrationCount', { count: w.registrations }),
  });

  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold">{t('admin.dashboard.chartTitle')}</figcaption>
      <div className="mt-2 flex gap-4 text-xs text-slate-600" aria-hidden="true">
        <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm bg-brand-600" />{t('admin.dashboard.chartRequests')}</span>
        <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm bg-amber-400" />{t('admin.dashboard.chartRegistrations')}</span>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="mt-2 h-auto w-full" data-testid="activity-chart">
        <title id={titleId}>{t('admin.dashboard.chartTitle')}</title>
        <desc id={descId}>{t('admin.dashboard.chartDescription', { weeks: weeks.length })}</desc>
        <line x1={AXIS} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className="stroke-slate-300" />
        <text x={AXIS - 6} y={TOP + 4} textAnchor={right} className="fill-slate-500 text-[10px]">{max}</text>
        <text x={AXIS - 6} y={TOP + plot} textAnchor={right} className="fill-slate-500 text-[10px]">0</text>
        {weeks.map((w, i) => {
          const x = AXIS + i * slot + (slot - 2 * bar) / 2;
          return (
            <g key={w.week_start}>
              <title>{weekText(w)}</title>
              <rect x={x} y={y(w.requests)} width={bar} height={TOP + plot - y(w.requests)} className="fill-brand-600" />
              <rect x={x + bar} y={y(w.registrations)} width={bar} height={TOP + plot - y(w.registrations)} className="fill-amber-400" />
              {labelled.has(i) && (
                <text x={dateLabel(i).x} y={HEIGHT - 6} textAnchor={dateLabel(i).anchor} className="fill-slate-500 text-[10px]" data-testid="chart-date">{date(w.week_start)}</text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="sr-only">
        {weeks.map((w) => (
          <li key={w.week_start}>{weekText(w)}</li>
        ))}
      </ul>
    </figure>
  );
}
