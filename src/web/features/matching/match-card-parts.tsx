import { Heart, Mail, Phone, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../shared/deal-flow.ts';
import { renderReason, type Reason } from '../../../shared/matching/reason-render.ts';
import { cn } from '../../lib/cn.ts';
import { languageOf } from '../../lib/i18n.ts';
import { reasonFormatter } from '../../lib/reason-wording.ts';

/** Spec: amounts on these cards read in millions with one decimal. */
export function millions(value: number | null, currency: string, t: (key: 'matching.millions', o: { currency: string; value: string }) => string) {
  if (value === null) return null;
  const figure = (value / 1_000_000).toFixed(1);
  // A small loss rounds to zero: "0.0", not "-0.0".
  return t('matching.millions', { currency, value: figure === '-0.0' ? '0.0' : figure });
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

/** The strongest three reasons, worded in the reader's language. */
export function Reasons({ reasons }: { reasons: Reason[] }) {
  const { t, i18n } = useTranslation();
  if (reasons.length === 0) return null;
  const format = reasonFormatter(languageOf(i18n.language));
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('matching.whyMatch')}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
        {reasons.slice(0, 3).map((reason) => <li key={reason.code}>{renderReason(reason, format)}</li>)}
      </ul>
    </div>
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
