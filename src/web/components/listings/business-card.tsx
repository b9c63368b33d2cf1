import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import type { BusinessCard as BusinessCardData } from '#shared/listings/listings.ts';
import { TrustStrip } from '../trust/trust-strip.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { detailRow } from '../ui/detail-row.tsx';
import { useBusinessName } from './business-title.ts';
import { GatedDialog } from './gated-dialog.tsx';
import { IndicativeValuation } from './indicative-valuation.tsx';
import { Figure, priceRow } from './figures.tsx';
import { Money } from './money.tsx';
import { SectorAvatar } from './sector-identity.tsx';

/**
 * `compact` is the home page card; the full card adds stage, year, purpose and Express Interest (Businesses listing).
 * `onAction` replaces the gated dialog of Express Interest, for a reader who can act (issue 21).
 */
export function BusinessCard({ business, compact = false, onAction }: { business: BusinessCardData; compact?: boolean; onAction?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const { funding_requirements: funding } = business;
  const { name, anonymousTitle } = useBusinessName(business);
  const [priceLabel, price] = priceRow(t, funding);
  const figures = business.financial_highlights;
  return (
    <article className="render-when-near flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="business-card">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <SectorAvatar sector={business.industry} />
          <div>
            <h3 id={nameId} className="font-semibold">{name}</h3>
            <p className="text-sm text-slate-600" data-testid={anonymousTitle ? 'anonymous-title' : undefined}>
              {anonymousTitle ?? (business.industry ? t(`enums.industry.${business.industry}`) : t('listings.notSpecified'))}
            </p>
          </div>
        </div>
        {!compact && business.business_stage && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {t(`enums.businessStage.${business.business_stage}`)}
          </span>
        )}
      </div>
      <TrustStrip trust={business.trust} className="mt-3" />
      {business.teaser.summary && (
        <p className={`mt-3 text-sm text-slate-700 ${compact ? 'line-clamp-2' : 'line-clamp-3'}`} data-testid="teaser-summary">{business.teaser.summary}</p>
      )}
      {!compact && business.teaser.highlights.length > 0 && (
        <ul className="mt-2 list-disc space-y-0.5 ps-5 text-sm text-slate-700" aria-label={t('listings.highlights')}>
          {business.teaser.highlights.slice(0, 3).map((highlight) => <li key={highlight}>{highlight}</li>)}
        </ul>
      )}
      <dl className="mt-4 flex-1 space-y-1.5 text-sm">
        {!compact && business.teaser.deal_type && detailRow(t('listings.dealType'), t(`enums.dealType.${business.teaser.deal_type}`))}
        {detailRow(t('listings.seeking'), <Money amount={funding.amount_required} currency={funding.currency} fallback={t('listings.confidential')} />)}
        {!compact && detailRow(priceLabel, price)}
        {detailRow(t('listings.revenue'), <Figure exact={figures.annual_revenue} band={figures.revenue_range} currency={funding.currency} fallback={t('listings.confidential')} />)}
        {!compact && (figures.profit !== null || figures.profit_range) && detailRow(t('listings.profit'), <Figure exact={figures.profit} band={figures.profit_range} currency={funding.currency} fallback={t('listings.notSpecified')} />)}
        {!compact && business.staff_band && detailRow(t('listings.staff'), t(`enums.staffBand.${business.staff_band}`))}
        {detailRow(compact ? t('listings.headquarters') : t('listings.location'), business.headquarters ? t(`enums.region.${business.headquarters}`, { defaultValue: business.headquarters }) : t('listings.global'))}
        {!compact && business.year_established !== null && detailRow(t('listings.established'), String(business.year_established))}
        {!compact && funding.purpose && detailRow(t('listings.purpose'), t(`enums.purpose.${funding.purpose}`))}
      </dl>
      <IndicativeValuation valuation={business.indicative_valuation} className="mt-3 rounded-md bg-slate-50 px-2.5 py-1.5 text-xs text-slate-700" />
      <div className="mt-5 flex gap-2">
        {!compact && <Button className="flex-1" onClick={onAction ?? (() => setOpen(true))}>{t('listings.expressInterest')}</Button>}
        <Link to={`/businesses/${business.id}`} aria-describedby={nameId} className={buttonClasses('secondary', 'flex-1')}>{t('listings.viewProfile')}</Link>
      </div>
      {!compact && !onAction && <GatedDialog open={open} onOpenChange={setOpen} message={t('listings.interestGated')} />}
    </article>
  );
}
