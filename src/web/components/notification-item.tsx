import { Link } from 'react-router';
import type { DealStage } from '#shared/deals/room.ts';
import { relativeDate } from '#shared/dates/format.ts';
import { notificationLink, type NotificationDto } from '#shared/notifications.ts';
import { activityText, withBlanks } from '../lib/notifications/activity-text.ts';
import { cn } from '../lib/cn.ts';
import { languageOf, useTranslation, withApiWordLabels } from '../lib/i18n/i18n.ts';
import { useDateFormat } from '../lib/i18n/use-date-format.ts';

/**
 * One notification: its sentence (bold with a dot while unread), the sender's note if any, and when. It links
 * to what it is about (shared/notifications.ts notificationLink); following it marks it read.
 */
export function NotificationItem({ item, now, onOpen }: { item: NotificationDto; now: Date; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const dateTime = useDateFormat('dateTime');
  const { key, values, note } = activityText(item);
  const to = notificationLink(item);
  const sentence = (
    <>
      {!item.read && <span className="sr-only">{t('dashboard.unread')}: </span>}
      {t(`dashboard.activity.${key}`, withBlanks(withApiWordLabels({ ...values, ...(values.stage && { stage: t(`deals.stages.${values.stage as DealStage}`) }) })))}
    </>
  );
  return (
    <li className="flex items-start gap-3 py-3" data-testid="notification" data-read={item.read}>
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')} />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm', item.read ? 'text-slate-700' : 'font-semibold text-slate-900')}>
          {to ? (
            <Link to={to} className="block hover:underline focus-visible:underline" onClick={() => !item.read && onOpen(item.id)}>{sentence}</Link>
          ) : sentence}
        </p>
        {note && <p className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-600">{t('dashboard.note', { note })}</p>}
        <time dateTime={item.created_at} title={dateTime(item.created_at)} className="text-xs text-slate-500">
          {relativeDate(new Date(item.created_at), now, languageOf(i18n.language))}
        </time>
      </div>
    </li>
  );
}
