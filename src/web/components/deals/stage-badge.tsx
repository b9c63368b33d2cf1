import type { DealStage } from '../../../shared/deals/room.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

// A deal's stage as a coloured badge, the same in the deal room and the admin panel; both catalogues name the
// stages under `deals.stages` (shared/locales/<language>/deals.ts).

const TONES: Record<DealStage, string> = {
  introduced: 'bg-slate-100 text-slate-800',
  in_discussion: 'bg-sky-100 text-sky-900',
  due_diligence: 'bg-amber-100 text-amber-900',
  offer_made: 'bg-violet-100 text-violet-900',
  closed_won: 'bg-emerald-100 text-emerald-900',
  closed_lost: 'bg-rose-100 text-rose-900',
};

export function StageBadge({ stage, className }: { stage: DealStage; className?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid="deal-stage" data-stage={stage} className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[stage], className)}>
      {t(`deals.stages.${stage}`)}
    </span>
  );
}
