import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { MandateGap } from '#shared/profiles/profile-model.ts';

// The shared model's gaps, checked against its type (a missing or extra one does not compile). A type-only
// import keeps the model out of a chunk shared by the dashboard and the profile pages, which the home page's
// entry would have to list.
const GAPS = { capacity: true, industries: true, regions: true, stages: true } as const satisfies Record<MandateGap, true>;
export const ALL_GAPS = Object.keys(GAPS) as MandateGap[];

/** How much of the minimum mandate (issue 20) a profile holds: `missing` null is no profile yet, which holds none of it. */
export function mandateOf(missing: readonly MandateGap[] | null): { percent: number; missing: readonly MandateGap[] } {
  const gaps = missing ?? ALL_GAPS;
  return { percent: Math.round((100 * (ALL_GAPS.length - gaps.length)) / ALL_GAPS.length), missing: gaps };
}

/** "Profile 50% complete — to be listed, add: …" with a bar, on the investor's profile page and dashboard. */
export function MandateMeter({ missing, children }: { missing: readonly MandateGap[] | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const mandate = mandateOf(missing);
  const items = mandate.missing.map((gap) => t(`profiles.mandate.gaps.${gap}`)).join(t('profiles.mandate.separator'));
  return (
    <section aria-labelledby="mandate-heading" data-testid="mandate-meter" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="mandate-heading" className="text-sm font-semibold">{t('profiles.mandate.title')}</h2>
      <progress
        className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-600"
        max={100} value={mandate.percent} aria-labelledby="mandate-heading" aria-valuenow={mandate.percent} aria-valuemin={0} aria-valuemax={100}
      />
      <p className="mt-2 text-sm text-slate-700">
        {mandate.missing.length === 0
          ? t('profiles.mandate.completeLine', { percent: mandate.percent })
          : t('profiles.mandate.incompleteLine', { percent: mandate.percent, items })}
      </p>
      {mandate.missing.length > 0 && children}
    </section>
  );
}
