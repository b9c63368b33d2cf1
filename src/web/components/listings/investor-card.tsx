import { useState } from 'react';
import { UserRound } from '../ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import type { InvestorCard as InvestorCardData } from '../../../shared/listings.ts';
import { Button } from '../ui/button.tsx';
import { GatedDialog } from './gated-dialog.tsx';
import { MoneyRange } from './money.tsx';

/** A masked investor: asterisks instead of the name unless the server sent it (admins only). */
export function InvestorCard({ investor, action }: { investor: InvestorCardData; action: 'viewProfile' | 'connect' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const capacity = investor.investment_capacity;
  const industries = investor.preferred_industries.map((i) => t(`enums.industry.${i}`)).join(', ');
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="investor-card">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold" data-testid="investor-name">{investor.investor_name ?? t('listings.maskedName')}</h3>
          <p className="text-sm text-slate-600">
            {investor.involvement_type ? t(`enums.involvement.${investor.involvement_type}`) : t('listings.notSpecified')}
          </p>
        </div>
      </div>
      <dl className="mt-4 flex-1 space-y-2 text-sm">
        <div>
          <dt className="text-slate-500">{t('listings.investmentRange')}</dt>
          <dd className="font-medium"><MoneyRange min={capacity.min_amount} max={capacity.max_amount} currency={capacity.currency} fallback={t('listings.confidential')} /></dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('listings.preferredIndustries')}</dt>
          <dd>{industries || t('listings.notSpecified')}</dd>
        </div>
        {investor.geographical_preference.length > 0 && (
          <div>
            <dt className="text-slate-500">{t('listings.geography')}</dt>
            <dd>{investor.geographical_preference.map((r) => t(`enums.region.${r}`)).join(', ')}</dd>
          </div>
        )}
      </dl>
      <Button variant="secondary" className="mt-5 w-full" onClick={() => setOpen(true)}>
        {action === 'connect' ? t('listings.connect') : t('listings.viewProfile')}
      </Button>
      <GatedDialog open={open} onOpenChange={setOpen} message={action === 'connect' ? t('listings.connectGated') : t('listings.viewProfileGated')} />
    </article>
  );
}
