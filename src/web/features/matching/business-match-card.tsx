import { useTranslation } from 'react-i18next';
import type { BusinessMatchCard as Card } from '../../../shared/deal-flow.ts';
import { Button } from '../../components/ui/button.tsx';
import { ContactBlock, HeartToggle, millions, Reasons, ScoreBadge } from './match-card-parts.tsx';
import { detailRow } from '../../components/ui/detail-row.tsx';

export function BusinessMatchCard({ card, busy, onHeart, onInterest }: { card: Card; busy: boolean; onHeart: () => void; onInterest: () => void }) {
  const { t } = useTranslation();
  const name = card.company_name || t('matching.confidentialBusiness');
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="business-match-card">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{name}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">{t(`matching.categories.${card.category}`)}</span>
            <span className="text-slate-600">{t(`matching.stages.${card.stage}`)}</span>
          </div>
        </div>
        <HeartToggle on={card.state.favourite} name={name} onToggle={onHeart} disabled={busy} />
      </div>
      <div className="mt-3"><ScoreBadge score={card.score} /></div>
      <dl className="mt-3 space-y-1 text-sm">
        {detailRow(t('matching.location'), card.headquarters ? t(`enums.region.${card.headquarters}`, { defaultValue: card.headquarters }) : t('matching.multiple'))}
        {detailRow(t('matching.revenue'), millions(card.annual_revenue, card.currency, t) ?? t('matching.confidential'))}
        {detailRow(t('matching.ebitdaEstimated'), millions(card.ebitda, card.currency, t) ?? t('matching.confidential'))}
        {detailRow(t('matching.yearsOfOperation'), card.years_of_operation === null ? t('matching.notStated') : String(card.years_of_operation))}
        {detailRow(t('matching.branches'), String(card.branches_count))}
        {detailRow(t('matching.seeking'), millions(card.amount_required, card.currency, t) ?? t('matching.confidential'))}
        {detailRow('', card.equity_offered === null ? t('matching.equityNegotiable') : t('matching.equityOffered', { value: card.equity_offered }))}
      </dl>
      <Reasons reasons={card.reason_details} />
      {card.contact && <ContactBlock contact={card.contact} />}
      <div className="mt-auto pt-4">
        <Button className="w-full" disabled={card.state.interest_expressed || busy} onClick={onInterest}>
          {card.state.interest_expressed ? t('matching.interestExpressed') : t('matching.interested')}
        </Button>
      </div>
    </article>
  );
}
