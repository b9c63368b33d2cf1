import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { MailboxMessage } from '#shared/admin/mailbox.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMailbox, useMailboxMessage } from '../api/mailbox.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { Loaded, SectionHeader } from '../components/section.tsx';

/** The text part with its web addresses as links (React escapes the rest). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="break-all text-brand-600 underline">{part}</a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function MessageView({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation();
  const [part, setPart] = useState<'html' | 'text'>(message.html ? 'html' : 'text');
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold" dir="auto">{message.subject}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('admin.mailbox.to')}: <span dir="ltr">{message.to}</span></p>
      <div role="tablist" aria-label={t('admin.mailbox.parts')} className="mt-3 flex gap-2">
        {(['html', 'text'] as const).map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={part === p}
            disabled={p === 'html' && !message.html}
            onClick={() => setPart(p)}
            className={cn('rounded-md px-3 py-1 text-sm font-medium', part === p ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 disabled:opacity-50')}
          >
            {t(`admin.mailbox.${p}`)}
          </button>
        ))}
      </div>
      {part === 'html' && message.html ? (
        // A sandbox without scripts, forms or same-origin: the mail is shown, never run.
        <iframe title={t('admin.mailbox.htmlTitle')} sandbox="" srcDoc={message.html} className="mt-3 h-96 w-full rounded border border-slate-200" />
      ) : (
        <pre className="mt-3 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm" dir="auto" aria-label={t('admin.mailbox.textTitle')}>
          <LinkedText text={message.text} />
        </pre>
      )}
    </div>
  );
}

/** Mail delivered on this machine (no SMTP_URL, outside production), as letter_opener or Mailpit show it. */
export function MailboxSection() {
  const { t } = useTranslation();
  const date = useDateFormat();
  const query = useMailbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useMailboxMessage(openId);
  return (
    <section aria-labelledby="admin-mailbox">
      <SectionHeader id="admin-mailbox" title={t('admin.mailbox.title')}>
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('admin.mailbox.refresh')}</Button>
      </SectionHeader>
      <Loaded query={query}>
        {() => (
          <>
            <p className="mt-2 text-sm text-slate-600">{t(`admin.mailbox.transport.${query.data?.transport ?? 'mailbox'}`)}</p>
            {query.data && query.data.items.length > 0 ? (
              <AdminTable labelledBy="admin-mailbox" className="mt-4" columns={[
                t('admin.mailbox.to'),
                t('admin.mailbox.subject'),
                t('admin.mailbox.time'),
              ]}>
                {query.data.items.map((item) => (
                  <tr key={item.id} className={cn(item.id === openId && 'bg-brand-50')}>
                    <td className="px-3 py-2" dir="ltr">{item.to}</td>
                    <td className="px-3 py-2">
                      <button type="button" className="text-start font-medium text-brand-600 hover:underline" dir="auto" onClick={() => setOpenId(item.id)}>
                        {item.subject}
                      </button>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{date(item.sent_at)}</td>
                  </tr>
                ))}
              </AdminTable>
            ) : (
              <p className="mt-6 text-sm text-slate-600">{t('admin.mailbox.none')}</p>
            )}
            {open.isError && <Alert className="mt-4">{t('admin.actionFailed')}</Alert>}
            {open.data && open.data.id === openId && <MessageView key={open.data.id} message={open.data} />}
          </>
        )}
      </Loaded>
    </section>
  );
}
