import type { Sector } from '#shared/taxonomy.ts';
import { cn } from '../../lib/cn.ts';

// A profile's face on the cards and detail pages (issue 21): not a photo or a name's initials, but its sector's
// icon on the sector's colour — square for a business, round for an investor (their first preferred sector).
// One path per icon, drawn as Lucide draws them (path data from lucide-react, ISC licence) without its builder.

const SECTORS: Record<Sector, { tone: string; d: string }> = {
  technology: {
    tone: 'bg-violet-100 text-violet-700',
    d: 'M12 20v2M12 2v2M17 20v2M17 2v2M2 12h2M2 17h2M2 7h2M20 12h2M20 17h2M20 7h2M7 20v2M7 2v2M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM9 8h6a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
  },
  manufacturing: {
    tone: 'bg-stone-200 text-stone-700',
    d: 'M12 16h.01M16 16h.01M3 19a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.5a.5.5 0 0 0-.769-.422l-4.462 2.844A.5.5 0 0 1 15 10.5v-2a.5.5 0 0 0-.769-.422L9.77 10.922A.5.5 0 0 1 9 10.5V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2zM8 16h.01',
  },
  retail: {
    tone: 'bg-pink-100 text-pink-700',
    d: 'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05',
  },
  healthcare: {
    tone: 'bg-rose-100 text-rose-700',
    d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5M3.22 13H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27',
  },
  real_estate: {
    tone: 'bg-teal-100 text-teal-700',
    d: 'M12 10h.01M12 14h.01M12 6h.01M16 10h.01M16 14h.01M16 6h.01M8 10h.01M8 14h.01M8 6h.01M9 22v-3a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
  },
  finance: {
    tone: 'bg-emerald-100 text-emerald-700',
    d: 'M10 18v-7M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949zM14 18v-7M18 18v-7M3 22h18M6 18v-7',
  },
  education: {
    tone: 'bg-indigo-100 text-indigo-700',
    d: 'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0zM22 10v6M6 12.5V16a6 3 0 0 0 12 0v-3.5',
  },
  hospitality: {
    tone: 'bg-orange-100 text-orange-700',
    d: 'M3 20a1 1 0 0 1-1-1v-1a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v1a1 1 0 0 1-1 1ZM20 16a8 8 0 1 0-16 0M12 4v4M10 4h4',
  },
  logistics: {
    tone: 'bg-sky-100 text-sky-700',
    d: 'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M15 18H9M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14M15 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0M5 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  },
  energy: {
    tone: 'bg-amber-100 text-amber-700',
    d: 'M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z',
  },
  food_beverage: {
    tone: 'bg-lime-100 text-lime-800',
    d: 'm16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7M2.1 21.8l6.4-6.3M19 5l-7 7',
  },
  other: {
    tone: 'bg-slate-100 text-slate-700',
    d: 'M8.3 10a.7.7 0 0 1-.626-1.079L11.4 3a.7.7 0 0 1 1.198-.043L16.3 8.9a.7.7 0 0 1-.572 1.1ZM4 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM14 17.5a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0',
  },
};

/** The sector's icon on its colour; without a sector, the 'other' face. `large` on the detail pages. */
export function SectorAvatar({ sector, round = false, large = false }: { sector: Sector | null | undefined; round?: boolean; large?: boolean }) {
  const { tone, d } = SECTORS[sector ?? 'other'];
  return (
    <span className={cn('flex shrink-0 items-center justify-center', round ? 'rounded-full' : 'rounded-lg', large ? 'size-14' : 'size-10', tone)}
      data-testid="sector-avatar" data-sector={sector ?? 'other'}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"
        className={large ? 'size-7' : 'size-5'}>
        <path d={d} />
      </svg>
    </span>
  );
}
