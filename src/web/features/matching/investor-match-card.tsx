import { useTranslation } from '../../lib/i18n.ts';
import type { InvestorMatchCard as Card } from '../../../shared/deals/introductions.ts';
import { useInvestorTitle } from '../../components/listings/investor-title.ts';
import { SectorAvatar } from '../../components/listings/sector-identity.tsx';
import { TrustStrip } from '../../components/trust/trust-strip.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { HeartToggle, ScoreBadge } from '../../components/matching/match-badges.tsx';
import { MatchExplanation, Misses } from '../../components/matching/match-explanation.tsx';
import { ContactBlock } from './match-card-parts.tsx';
import { DealRoomLink, DeclinedNote, WaitingBadge } from './match-state.tsx';
import { detailRow } from '../../components/ui/detail-row.tsx';

export type InvestorCardAction = 'connect' | 'withdraw' | 'decline';

export function InvestorMatchCard({ card, busy, onHeart, onAction, focused = false }: {
  card: Card; busy: boolean; onHeart: () => void; onAction: (action: InvestorCardAction) => void; focused?: boolean;
}) {
  const { t } = useTranslation();
  // The same anonymous title as on the Investors listing, from public fields only (issue 21).
  const title = useInvestorTitle(card);
  const industries = card.preferred_industries;
  const regions = card.geographical_preference;
  const { state } = card;
  // The investor pressed Interested and waits for the owner's answer.
  const waiting = state.interest_expressed && !state.connected && !state.introduced && !state.declined_by_me && !state.declined_by_them;
  return (
    <article id={`card-${card.id}`} aria-current={focused ? 'true' : undefined}
      className={cn('flex flex-col rounded-lg border bg-white p-5 shadow-sm', focused ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200')}
      data-testid="investor-match-card">
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          <SectorAvatar sector={industries[0]} round />
          <div>
            <h3 className="font-semibold">{title}</h3>
            <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {card.involvement_type ? t(`enums.involvement.${card.involvement_type}`) : t('matching.activeFallback')}
            </span>
          </div>
        </div>
        <HeartToggle on={card.state.favourite} name={title} onToggle={onHeart} disabled={busy} />
      </div>
      <TrustStrip trust={card.trust} className="mt-3" />
      <div className="mt-3"><ScoreBadge score={card.score} /></div>
      <Misses misses={card.misses} />
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
      <MatchExplanation card={card} />
      {waiting && <WaitingBadge label={t('matching.interestedInYou')} at={state.interested_at} />}
      {state.declined_by_them && <DeclinedNote text={t('matching.investorDeclined')} reason={state.decline_reason} />}
      {state.declined_by_me && <DeclinedNote text={t('matching.youDeclinedInvestor')} reason={null} />}
      {card.contact && <ContactBlock contact={card.contact} />}
      <div className="mt-auto flex flex-col gap-2 pt-4">
        {state.introduced && state.deal_id ? (
          <DealRoomLink dealId={state.deal_id} />
        ) : state.declined_by_me || state.declined_by_them ? null : waiting ? (
          <div className="grid grid-cols-2 gap-2">
            <Button disabled={busy} onClick={() => onAction('connect')}>{t('matching.connect')}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => onAction('decline')}>{t('matching.decline')}</Button>
          </div>
        ) : state.connected && !state.introduced ? (
          <>
            <Button className="w-full" disabled>{t('matching.connected')}</Button>
            <Button variant="ghost" className="w-full" disabled={busy} onClick={() => onAction('withdraw')}>{t('matching.withdraw')}</Button>
          </>
        ) : (
          <Button className="w-full" disabled={state.connected || busy} onClick={() => onAction('connect')}>
            {state.connected ? t('matching.connected') : t('matching.connect')}
          </Button>
        )}
      </div>
    </article>
  );
}
