import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import type { InvestorCard as InvestorCardData } from '#shared/listings/listings.ts';
import { TrustStrip } from '../trust/trust-strip.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { GatedDialog } from './gated-dialog.tsx';
import { useInvestorTitle } from './investor-title.ts';
import { MoneyRange } from './money.tsx';
import { SectorAvatar } from './sector-identity.tsx';

/**
 * A masked investor, titled by public fields ("Board-level investor · UAE · Logistics, Retail"); the name only when
 * the server sent it (admins). `connect` adds Connect, whose gated dialog `onAction` replaces for an owner (issue 21).
 */
export function InvestorCard({ investor, action, onAction }: { investor: InvestorCardData; action: 'viewProfile' | 'connect'; onAction?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const title = useInvestorTitle(investor);
  const capacity = investor.investment_capacity;
  const industries = investor.preferred_industries.map((i) => t(`enums.industry.${i}`)).join(t('listings.listSeparator'));
  const connect = action === 'connect';
  return (
    <article className="render-when-near flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="investor-card">
      <div className="flex items-center gap-3">
        <SectorAvatar sector={investor.preferred_industries[0]} round />
        <div>
          <h3 id={nameId} className="font-semibold" data-testid="investor-name">{investor.investor_name ?? title}</h3>
          {investor.investor_name !== undefined && <p className="text-sm text-slate-600">{title}</p>}
        </div>
      </div>
      <TrustStrip trust={investor.trust} className="mt-3" />
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
            <dd>{investor.geographical_preference.map((r) => t(`enums.region.${r}`)).join(t('listings.listSeparator'))}</dd>
          </div>
        )}
      </dl>
      <div className="mt-5 flex gap-2">
        {connect && <Button className="flex-1" onClick={onAction ?? (() => setOpen(true))}>{t('listings.connect')}</Button>}
        <Link to={`/investors/${investor.id}`} aria-describedby={nameId} className={buttonClasses('secondary', 'flex-1')}>{t('listings.viewProfile')}</Link>
      </div>
      {connect && !onAction && <GatedDialog open={open} onOpenChange={setOpen} message={t('listings.connectGated')} />}
    </article>
  );
}
