import type { ComponentType } from 'react';
import type { BusinessMatchCard, Contact, MatchState } from '#shared/deals/introductions.ts';
import type { Sector } from '#shared/taxonomy.ts';
import type { Trust } from '#shared/trust/trust.ts';
import { HeartToggle, ScoreBadge } from '../../components/matching/match-badges.tsx';
import { MatchExplanation, Misses } from '../../components/matching/match-explanation.tsx';
import { SectorAvatar } from '../../components/listings/sector-identity.tsx';
import { TrustStrip } from '../../components/trust/trust-strip.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { matching } from '../../locales/en/matching.ts';
import { ContactBlock } from './match-card-parts.tsx';
import { DealRoomLink, DeclinedNote, WaitingBadge } from './match-state.tsx';

/** A text of the matching screens, as a key for t(). */
export type MatchingKey = { [K in keyof typeof matching]: (typeof matching)[K] extends string ? `matching.${K}` : never }[keyof typeof matching];

/** What every match card shows, whichever side it is read from. */
export type MatchCardData = Pick<BusinessMatchCard, 'id' | 'score' | 'reason_details' | 'watch_out' | 'score_parts' | 'misses'> & {
  state: MatchState;
  contact: Contact | null;
  trust: Trust;
};

/** The reader's own step (Interested or Connect), withdrawing it, or declining the counterpart's. */
export type MatchCardAction = 'act' | 'withdraw' | 'decline';

/**
 * The side a card is read from: an investor reads businesses and presses Interested; an owner reads investors and
 * presses Connect. Each side's facts are its own; the steps, the notes and the buttons are the same.
 */
export interface CardSide<C extends MatchCardData> {
  testId: 'business-match-card' | 'investor-match-card';
  /** The reader's own step and the counterpart's, as the pair's state records them. */
  mine: 'interest_expressed' | 'connected';
  theirs: 'interest_expressed' | 'connected';
  theirsAt: 'interested_at' | 'connected_at';
  words: { act: MatchingKey; acted: MatchingKey; waiting: MatchingKey; theyDeclined: MatchingKey; youDeclined: MatchingKey };
  /** The step's button stays focusable while busy (aria-disabled): the dialog it may open hands the focus back to it. */
  keepsFocus: boolean;
  round: boolean;
  sector(card: C): Sector | null | undefined;
  /** The card's name: the company's, or the investor's anonymous title. */
  useTitle(card: C): string;
  /** Under the name. */
  Tags: ComponentType<{ card: C }>;
  /** Between the misses and the explanation. */
  Facts: ComponentType<{ card: C }>;
}

export function MatchCard<C extends MatchCardData>({ side, card, busy, onHeart, onAction, focused = false }: {
  side: CardSide<C>; card: C; busy: boolean; onHeart: () => void; onAction: (action: MatchCardAction) => void; focused?: boolean;
}) {
  const { t } = useTranslation();
  const title = side.useTitle(card);
  const { state } = card;
  const mine = state[side.mine];
  // The counterpart took their step and waits for the reader's answer.
  const waiting = state[side.theirs] && !mine && !state.introduced && !state.declined_by_me && !state.declined_by_them;
  const { Tags, Facts } = side;
  // The step's button: disabled while busy, or only marked so where it keeps the focus.
  const step = side.keepsFocus ? { ...keepsFocus(busy), onClick: () => !busy && onAction('act') } : { disabled: busy, onClick: () => onAction('act') };
  const act = t(side.words.act);
  const acted = t(side.words.acted);
  return (
    <article id={`card-${card.id}`} aria-current={focused ? 'true' : undefined}
      className={cn('flex flex-col rounded-lg border bg-white p-5 shadow-sm', focused ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200')}
      data-testid={side.testId}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          <SectorAvatar sector={side.sector(card)} round={side.round} />
          <div>
            <h3 className="font-semibold">{title}</h3>
            <Tags card={card} />
          </div>
        </div>
        <HeartToggle on={card.state.favourite} name={title} onToggle={onHeart} disabled={busy} />
      </div>
      <TrustStrip trust={card.trust} className="mt-3" />
      <div className="mt-3"><ScoreBadge score={card.score} /></div>
      <Misses misses={card.misses} />
      <Facts card={card} />
      <MatchExplanation card={card} />
      {waiting && <WaitingBadge label={t(side.words.waiting)} at={state[side.theirsAt]} />}
      {state.declined_by_them && <DeclinedNote text={t(side.words.theyDeclined)} reason={state.decline_reason} />}
      {state.declined_by_me && <DeclinedNote text={t(side.words.youDeclined)} reason={null} />}
      {card.contact && <ContactBlock contact={card.contact} />}
      <div className="mt-auto flex flex-col gap-2 pt-4">
        {state.introduced && state.deal_id ? (
          <DealRoomLink dealId={state.deal_id} />
        ) : state.declined_by_me || state.declined_by_them ? null : waiting ? (
          <div className="grid grid-cols-2 gap-2">
            <Button {...step}>{act}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => onAction('decline')}>{t('matching.decline')}</Button>
          </div>
        ) : mine && !state.introduced ? (
          <>
            <Button className="w-full" disabled>{acted}</Button>
            <Button variant="ghost" className="w-full" disabled={busy} onClick={() => onAction('withdraw')}>{t('matching.withdraw')}</Button>
          </>
        ) : (
          <Button className="w-full" {...step} disabled={mine || (busy && !side.keepsFocus)}>{mine ? acted : act}</Button>
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
