import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekCount } from '../../../../shared/admin/stats.ts';
import { useDateFormat } from './dates.ts';

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 24;
const TOP = 12;

/** Weekly requests and registrations as paired bars: inline SVG, no chart library. */
export function ActivityChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...weeks.flatMap((w) => [w.requests, w.registrations]));
  const slot = (WIDTH - AXIS) / Math.max(1, weeks.length);
  const bar = slot * 0.34;
  const plot = HEIGHT - AXIS - TOP;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const labelled = new Set([0, Math.floor((weeks.length - 1) / 2), weeks.length - 1]);

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
        <text x={AXIS - 6} y={TOP + 4} textAnchor="end" className="fill-slate-500 text-[10px]">{max}</text>
        <text x={AXIS - 6} y={TOP + plot} textAnchor="end" className="fill-slate-500 text-[10px]">0</text>
        {weeks.map((w, i) => {
          const x = AXIS + i * slot + (slot - 2 * bar) / 2;
          return (
            <g key={w.week_start}>
              <title>{t('admin.dashboard.chartWeek', { date: date(w.week_start), requests: w.requests, registrations: w.registrations })}</title>
              <rect x={x} y={y(w.requests)} width={bar} height={TOP + plot - y(w.requests)} className="fill-brand-600" />
              <rect x={x + bar} y={y(w.registrations)} width={bar} height={TOP + plot - y(w.registrations)} className="fill-amber-400" />
              {labelled.has(i) && (
                <text x={AXIS + i * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-500 text-[10px]">{date(w.week_start)}</text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="sr-only">
        {weeks.map((w) => (
          <li key={w.week_start}>{t('admin.dashboard.chartWeek', { date: date(w.week_start), requests: w.requests, registrations: w.registrations })}</li>
        ))}
      </ul>
    </figure>
  );
}
