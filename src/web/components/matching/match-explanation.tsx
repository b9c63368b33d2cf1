import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import type { BusinessMatchCard } from '#shared/deals/introductions.ts';
import { renderReason, type Reason } from '#shared/matching/reason-render.ts';
import { cn } from '../../lib/cn.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { reasonFormatter } from '../../lib/matching/reason-wording.ts';

// What a match card explains besides its facts (issue 20): what fits, what does not, how the score is made
// up, and for a near miss the must-haves it breaks.

type Explained = Pick<BusinessMatchCard, 'score' | 'reason_details' | 'watch_out' | 'score_parts' | 'misses'>;

/** Headings one level below the card's or section's own (h3 on a card, h2 on a profile's page). */
type Level = 'h3' | 'h4';

/** "Why this match" (the strongest three), "Watch out" and "How is this scored?". */
export function MatchExplanation({ card, level = 'h4' }: { card: Explained; level?: Level }) {
  const { t } = useTranslation();
  return (
    <>
      <ReasonList title={t('matching.whyMatch')} reasons={card.reason_details.slice(0, 3)} testId="why-this-match" level={level} />
      <ReasonList title={t('matching.watchOut')} reasons={card.watch_out} testId="watch-out" level={level} warn />
      <ScoreDetails score={card.score} parts={card.score_parts} />
    </>
  );
}

function ReasonList({ title, reasons, testId, level: Heading, warn = false }: { title: string; reasons: readonly Reason[]; testId: string; level: Level; warn?: boolean }) {
  const { i18n } = useTranslation();
  const id = useId();
  if (reasons.length === 0) return null;
  const format = reasonFormatter(languageOf(i18n.language));
  return (
    <div className="mt-3" data-testid={testId}>
      <Heading id={id} className={cn('flex items-center gap-1 text-xs font-semibold uppercase tracking-wide', warn ? 'text-amber-800' : 'text-slate-500')}>
        {warn && <AlertTriangle aria-hidden="true" className="size-3.5" />}
        {title}
      </Heading>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
        {reasons.map((reason, index) => <li key={`${reason.code}-${index}`}>{renderReason(reason, format)}</li>)}
      </ul>
    </div>
  );
}

/** Each part's whole points of its weight; the lines add up to the card's score. */
function ScoreDetails({ score, parts }: { score: number; parts: Explained['score_parts'] }) {
  const { t } = useTranslation();
  const id = useId();
  if (parts.length === 0) return null;
  const outOf = parts.reduce((sum, part) => sum + part.weight, 0);
  return (
    <details className="mt-3 text-sm" data-testid="score-details">
      <summary id={id} className="cursor-pointer font-medium text-brand-700">{t('matching.howScored')}</summary>
      <ul aria-labelledby={id} className="mt-2 space-y-0.5 text-slate-700">
        {parts.map((part) => (
          <li key={part.part} className="flex justify-between gap-3" data-testid="score-part">
            <span>{t(`enums.scorePart.${part.part}`)}</span>{' '}
            <span className="tabular-nums" data-testid="score-points">{t('matching.pointsOf', { points: part.points, weight: part.weight })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold" data-testid="score-total">
        <span>{t('matching.scoreTotal')}</span>{' '}
        <span className="tabular-nums">{t('matching.pointsOf', { points: score, weight: outOf })}</span>
      </p>
    </details>
  );
}

/** A near miss: "Misses: Ticket size, Industries", the must-haves the pair breaks. */
export function Misses({ misses }: { misses: Explained['misses'] }) {
  const { t, i18n } = useTranslation();
  if (misses.length === 0) return null;
  const list = new Intl.ListFormat(languageOf(i18n.language), { type: 'unit', style: 'short' });
  return (
    <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="misses">
      {t('matching.misses', { list: list.format(misses.map((miss) => t(`enums.mustHave.${miss}`))) })}
    </p>
  );
}
