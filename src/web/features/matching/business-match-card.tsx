import type { BusinessMatchCard as Card } from '../../../shared/deals/introductions.ts';
import { SectorAvatar } from '../../components/listings/sector-identity.tsx';
import { TrustStrip } from '../../components/trust/trust-strip.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { languageOf, useTranslation } from '../../lib/i18n.ts';
import { HeartToggle, ScoreBadge } from '../../components/matching/match-badges.tsx';
import { MatchExplanation, Misses } from '../../components/matching/match-explanation.tsx';
import { cardAmount, ContactBlock } from './match-card-parts.tsx';
import { DealRoomLink, DeclinedNote, WaitingBadge } from './match-state.tsx';
import { detailRow } from '../../components/ui/detail-row.tsx';

export type BusinessCardAction = 'interest' | 'withdraw' | 'decline';

export function BusinessMatchCard({ card, busy, onHeart, onAction, focused = false }: {
  card: Card; busy: boolean; onHeart: () => void; onAction: (action: BusinessCardAction) => void; focused?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const amount = (value: number | null) => cardAmount(value, card.currency, language) ?? t('matching.confidential');
  const name = card.company_name || t('matching.confidentialBusiness');
  const { state } = card;
  // The owner pressed Connect and waits for the investor's answer.
  const waiting = state.connected && !state.interest_expressed && !state.introduced && !state.declined_by_me && !state.declined_by_them;
  return (
    <article id={`card-${card.id}`} aria-current={focused ? 'true' : undefined}
      className={cn('flex flex-col rounded-lg border bg-white p-5 shadow-sm', focused ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200')}
      data-testid="business-match-card">
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          <SectorAvatar sector={card.category} />
          <div>
            <h3 className="font-semibold">{name}</h3>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
              {card.category && <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">{t(`enums.industry.${card.category}`)}</span>}
              <span className="text-slate-600">{t(`matching.stages.${card.stage}`)}</span>
            </div>
          </div>
        </div>
        <HeartToggle on={card.state.favourite} name={name} onToggle={onHeart} disabled={busy} />
      </div>
      <TrustStrip trust={card.trust} className="mt-3" />
      <div className="mt-3"><ScoreBadge score={card.score} /></div>
      <Misses misses={card.misses} />
      <dl className="mt-3 space-y-1 text-sm">
        {detailRow(t('matching.location'), card.headquarters ? t(`enums.region.${card.headquarters}`, { defaultValue: card.headquarters }) : t('matching.multiple'))}
        {detailRow(t('matching.revenue'), amount(card.annual_revenue))}
        {detailRow(t('matching.ebitdaEstimated'), amount(card.ebitda))}
        {detailRow(t('matching.yearsOfOperation'), card.years_of_operation === null ? t('matching.notStated') : String(card.years_of_operation))}
        {detailRow(t('matching.branches'), String(card.branches_count))}
        {detailRow(t('matching.seeking'), amount(card.amount_required))}
        {detailRow('', card.equity_offered === null ? t('matching.equityNegotiable') : t('matching.equityOffered', { value: card.equity_offered }))}
      </dl>
      <MatchExplanation card={card} />
      {waiting && <WaitingBadge label={t('matching.wantsToConnect')} at={state.connected_at} />}
      {state.declined_by_them && <DeclinedNote text={t('matching.ownerDeclined')} reason={state.decline_reason} />}
      {state.declined_by_me && <DeclinedNote text={t('matching.youDeclinedOwner')} reason={null} />}
      {card.contact && <ContactBlock contact={card.contact} />}
      <div className="mt-auto flex flex-col gap-2 pt-4">
        {state.introduced && state.deal_id ? (
          <DealRoomLink dealId={state.deal_id} />
        ) : state.declined_by_me || state.declined_by_them ? null : waiting ? (
          <div className="grid grid-cols-2 gap-2">
            <Button {...keepsFocus(busy)} onClick={() => !busy && onAction('interest')}>{t('matching.interested')}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => onAction('decline')}>{t('matching.decline')}</Button>
          </div>
        ) : state.interest_expressed && !state.introduced ? (
          <>
            <Button className="w-full" disabled>{t('matching.interestExpressed')}</Button>
            <Button variant="ghost" className="w-full" disabled={busy} onClick={() => onAction('withdraw')}>{t('matching.withdraw')}</Button>
          </>
        ) : (
          <Button className="w-full" disabled={state.interest_expressed} {...keepsFocus(busy)} onClick={() => !busy && onAction('interest')}>
            {state.interest_expressed ? t('matching.interestExpressed') : t('matching.interested')}
          </Button>
        )}
      </div>
    </article>
  );
}

/**
 * Interested stays focusable while the NDA is read or the action runs (aria-disabled, not disabled): a disabled
 * button drops the focus, and the NDA dialog it opens would then hand it back to nothing on Escape.
 */
const keepsFocus = (busy: boolean) => (busy ? { 'aria-disabled': true, className: 'w-full opacity-60' } : {});
