import { Heart, Sparkles } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { cn } from '../../lib/cn.ts';

// A match's score and its save heart: on the match cards (features/matching) and a profile's page (features/listings).
// Their texts are the 'matching' namespace's.

export function HeartToggle({ on, name, onToggle, disabled }: { on: boolean; name: string; onToggle: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? t('matching.removeFavourite', { name }) : t('matching.addFavourite', { name })}
      onClick={onToggle}
      disabled={disabled}
      className="rounded-full p-2 text-slate-400 hover:bg-rose-50 hover:text-rose-600 aria-pressed:text-rose-600"
      data-testid="heart"
    >
      <Heart aria-hidden="true" className={cn('size-5', on && 'fill-current')} />
    </button>
  );
}

export function ScoreBadge({ score }: { score: number }) {
  const { t } = useTranslation();
  const tone = score >= 75 ? 'bg-green-100 text-green-800' : score >= 50 ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700';
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)} data-testid="match-score">
      <Sparkles aria-hidden="true" className="size-3.5" />
      {t('matching.score', { score })}
    </span>
  );
}
