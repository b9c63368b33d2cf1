import { Heart, Mail, Phone, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Contact, ScorePart } from '../../../shared/deal-flow.ts';
import type { Language } from '../../../shared/enums.ts';
import { formatMoney } from '../../../shared/money/format.ts';
import { cn } from '../../lib/cn.ts';

/** An amount on a match card, always with its currency: "AED 850K", "AED 2.5M" (Arabic in words); null when unknown. */
export const cardAmount = (amount: number | null, currency: string, language: Language): string | null =>
  formatMoney(amount, currency, language);

/** "How is this scored?": the parts in the server's order, and their sums (the points add up to the card's score). */
export function scoreBreakdown(parts: readonly ScorePart[]): { lines: readonly ScorePart[]; points: number; weight: number } {
  return {
    lines: parts,
    points: parts.reduce((sum, part) => sum + part.points, 0),
    weight: parts.reduce((sum, part) => sum + part.weight, 0),
  };
}

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

export function ContactBlock({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm" data-testid="contact">
      <p className="font-semibold text-green-900">{t('matching.introduced')}</p>
      <p className="text-green-900">{t('matching.introducedText')}</p>
      <p className="mt-1 font-medium">{contact.name}{contact.company ? ` · ${contact.company}` : ''}</p>
      <p className="flex items-center gap-1.5"><Mail aria-hidden="true" className="size-4" /><a dir="ltr" className="underline" href={`mailto:${contact.email}`}>{contact.email}</a></p>
      {contact.phone && <p className="flex items-center gap-1.5"><Phone aria-hidden="true" className="size-4" /><span dir="ltr">{contact.phone}</span></p>}
    </div>
  );
}
