import { useState } from 'react';
import { Building2 } from '../ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import type { BusinessCard as BusinessCardData } from '../../../shared/listings.ts';
import { Button } from '../ui/button.tsx';
import { GatedDialog } from './gated-dialog.tsx';
import { Money } from './money.tsx';
import { detailRow } from '../ui/detail-row.tsx';

/** `compact` is the home page card; the full card adds stage, year and purpose (Businesses listing). */
export function BusinessCard({ business, compact = false }: { business: BusinessCardData; compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { funding_requirements: funding } = business;
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="business-card">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">{business.company_name || t('listings.confidentialBusiness')}</h3>
            <p className="text-sm text-slate-600">{business.industry ? t(`enums.industry.${business.industry}`) : t('listings.notSpecified')}</p>
          </div>
        </div>
        {!compact && business.business_stage && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {t(`enums.businessStage.${business.business_stage}`)}
          </span>
        )}
      </div>
      <dl className="mt-4 flex-1 space-y-1.5 text-sm">
        {detailRow(t('listings.seeking'), <Money amount={funding.amount_required} currency={funding.currency} fallback={t('listings.confidential')} />)}
        {detailRow(t('listings.revenue'), <Money amount={business.financial_highlights.annual_revenue} currency={funding.currency} fallback={t('listings.confidential')} />)}
        {detailRow(compact ? t('listings.headquarters') : t('listings.location'), business.headquarters ? t(`enums.region.${business.headquarters}`, { defaultValue: business.headquarters }) : t('listings.global'))}
        {!compact && business.year_established !== null && detailRow(t('listings.established'), String(business.year_established))}
        {!compact && funding.purpose && detailRow(t('listings.purpose'), t(`enums.purpose.${funding.purpose}`))}
      </dl>
      {!compact && (
        <>
          <Button className="mt-5 w-full" onClick={() => setOpen(true)}>{t('listings.expressInterest')}</Button>
          <GatedDialog open={open} onOpenChange={setOpen} message={t('listings.interestGated')} />
        </>
      )}
    </article>
  );
}
