import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { Contact, ScorePart } from '#shared/deals/introductions.ts';
import type { Language } from '#shared/enums.ts';
import { formatMoney } from '#shared/money/format.ts';

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
