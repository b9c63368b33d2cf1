import { useTranslation } from 'react-i18next';
import type { InvestorMatchCard as Card } from '../../../shared/deal-flow.ts';
import { Button } from '../../components/ui/button.tsx';
import { ContactBlock, HeartToggle, Reasons, ScoreBadge } from './match-card-parts.tsx';
import { detailRow } from '../../components/ui/detail-row.tsx';

export function InvestorMatchCard({ card, busy, onHeart, onConnect }: { card: Card; busy: boolean; onHeart: () => void; onConnect: () => void }) {
  const { t } = useTranslation();
  const title = t('matching.strategicInvestor');
  const industries = card.preferred_industries;
  const regions = card.geographical_preference;
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="investor-match-card">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{title}</h3>
          <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            {card.involvement_type ? t(`enums.involvement.${card.involvement_type}`) : t('matching.activeFallback')}
          </span>
        </div>
        <HeartToggle on={card.state.favourite} name={title} onToggle={onHeart} disabled={busy} />
      </div>
      <div className="mt-3"><ScoreBadge score={card.score} /></div>
      <dl className="mt-3 space-y-1 text-sm">
        {detailRow(t('matching.capacityLabel'), card.capacity_bucket ? t(`matching.capacityBuckets.${card.capacity_bucket}`) : t('matching.notStated'))}
        {detailRow(t('matching.irr'), card.min_roi === null ? t('matching.irrDefault') : t('matching.irrValue', { value: card.min_roi }))}
        {detailRow(t('matching.horizon'), card.investment_horizon ? t(`enums.horizon.${card.investment_horizon}`) : t('matching.horizonDefault'))}
        {detailRow(t('matching.experience'), card.years_experience === null ? t('matching.notStated') : t('matching.experienceYears', { count: card.years_experience }))}
        {detailRow(t('matching.geographicFocus'), regions.length === 0 ? t('matching.global')
          : [regions.slice(0, 2).map((r) => t(`enums.region.${r}`)).join(', '), regions.length > 2 ? t('matching.more', { count: regions.length - 2 }) : ''].filter(Boolean).join(' '))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {industries.slice(0, 3).map((i) => <span key={i} className="rounded bg-slate-100 px-2 py-0.5 text-xs">{t(`enums.industry.${i}`)}</span>)}
        {industries.length > 3 && <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{t('matching.more', { count: industries.length - 3 })}</span>}
      </div>
      {card.about && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{card.about}</p>}
      <Reasons reasons={card.reason_details} />
      {card.contact && <ContactBlock contact={card.contact} />}
      <div className="mt-auto pt-4">
        <Button className="w-full" disabled={card.state.connected || busy} onClick={onConnect}>
          {card.state.connected ? t('matching.connected') : t('matching.connect')}
        </Button>
      </div>
    </article>
  );
}
