import type { TFunction } from 'i18next';
import type { Trust } from '#shared/trust/trust.ts';
import { daysSince, RESPONSIVENESS, type TrustBadge } from '#shared/trust/trust-rules.ts';
import { cn } from '../../lib/cn.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { dateFormat } from '#shared/dates/format.ts';
import { useDrawnValue } from '../../lib/api/first-paint-data.ts';
import { BadgeCheck, type Icon } from '../ui/icons.tsx';
import { Clock, FileSpreadsheet, Handshake, MailCheck, MessageCircleReply } from './trust-icons.ts';
import { ExplainedBadge } from './explained-badge.tsx';
import { trustSignals, type TrustSignal } from './trust-signals.ts';

// The trust strip of every public and match card and of a profile's page (issue 23): "Updated N days ago", the
// badges the server granted and the responsiveness badge, each explaining itself. Texts: 'listings.trust'.

const BADGES: Readonly<Record<TrustBadge, { icon: Icon; tone: string }>> = {
  email_verified: { icon: MailCheck, tone: 'bg-brand-50 text-brand-700' },
  registration_verified: { icon: BadgeCheck, tone: 'bg-gold-50 text-gold-800 ring-1 ring-gold-200' },
  financials_provided: { icon: FileSpreadsheet, tone: 'bg-slate-100 text-ink-800' },
};

const iconClasses = 'size-3.5 shrink-0';

// The strip's translation is handed to its signals: a hook per signal, on every card of a listing, cost its hydration (issue 25).
function Signal({ signal, t }: { signal: TrustSignal; t: TFunction }) {
  switch (signal.kind) {
    case 'under_offer':
      return (
        <ExplainedBadge
          testId="under-offer"
          icon={<Handshake className={iconClasses} />}
          label={t('listings.trust.underOffer')}
          explanation={t('listings.trust.underOfferExplained')}
          className="bg-amber-100 text-amber-900 ring-1 ring-amber-200"
        />
      );
    case 'updated': {
      return (
        <ExplainedBadge
          testId="trust-updated"
          icon={<Clock className={iconClasses} />}
          label={signal.days === 0 ? t('listings.trust.updatedToday') : t('listings.trust.updated', { count: signal.days })}
          explanation={t('listings.trust.updatedExplained', { date: signal.date })}
          className="px-0 font-normal text-slate-500"
        />
      );
    }
    case 'badge': {
      const { icon: BadgeIcon, tone } = BADGES[signal.badge];
      return (
        <ExplainedBadge
          testId={`trust-${signal.badge}`}
          icon={<BadgeIcon className={iconClasses} />}
          label={t(`listings.trust.badges.${signal.badge}.label`)}
          explanation={t(`listings.trust.badges.${signal.badge}.explained`)}
          className={tone}
        />
      );
    }
    case 'responsiveness': {
      const explanation = [
        t('listings.trust.responsivenessShare', { count: signal.received, share: signal.share, within: RESPONSIVENESS.answerWithinDays, window: RESPONSIVENESS.windowDays }),
        t('listings.trust.responsivenessMedian', { count: signal.days }),
      ].join(' ');
      return (
        <ExplainedBadge
          testId="trust-responsiveness"
          icon={<MessageCircleReply className={iconClasses} />}
          label={t('listings.trust.respondsWithin', { count: signal.days })}
          explanation={explanation}
          className="bg-brand-50 text-brand-700"
        />
      );
    }
  }
}

export function TrustStrip({ trust, className }: { trust: Trust; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  // "Updated N days ago" and its date, as the server drew them while the browser takes its page over (first-paint-data.ts).
  const days = useDrawnValue((now) => daysSince(trust.updated_at, now));
  const date = useDrawnValue((_now, utc) => dateFormat(language, 'long', utc).format(new Date(trust.updated_at)));
  const signals = trustSignals(trust, { days, date });
  return (
    <ul aria-label={t('listings.trust.title')} className={cn('flex flex-wrap items-center gap-x-2 gap-y-1.5', className)} data-testid="trust-strip">
      {signals.map((signal) => (
        <li key={signal.kind === 'badge' ? signal.badge : signal.kind} className="flex max-w-full">
          <Signal signal={signal} t={t} />
        </li>
      ))}
    </ul>
  );
}
