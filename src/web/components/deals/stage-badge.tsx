import { OPEN_DEAL_STAGES, type DealStage } from '#shared/deals/room.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

// A deal's stage as a coloured badge, the same in the deal room and the admin panel; both catalogues name the
// stages under `deals.stages` (shared/locales/<language>/deals.ts).

/** Open stages take the palette's tones in their order (spares for stages to come); the two closed ones say won or lost. */
const OPEN_TONES = [
  'bg-slate-100 text-slate-800',
  'bg-sky-100 text-sky-900',
  'bg-amber-100 text-amber-900',
  'bg-violet-100 text-violet-900',
  'bg-cyan-100 text-cyan-900',
  'bg-fuchsia-100 text-fuchsia-900',
];
const CLOSED_TONES: Record<string, string> = { closed_won: 'bg-emerald-100 text-emerald-900', closed_lost: 'bg-rose-100 text-rose-900' };

const toneOf = (stage: DealStage): string =>
  CLOSED_TONES[stage] ?? OPEN_TONES[Math.max(0, (OPEN_DEAL_STAGES as readonly DealStage[]).indexOf(stage)) % OPEN_TONES.length] ?? '';

export function StageBadge({ stage, className }: { stage: DealStage; className?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid="deal-stage" data-stage={stage} className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', toneOf(stage), className)}>
      {t(`deals.stages.${stage}`)}
    </span>
  );
}
