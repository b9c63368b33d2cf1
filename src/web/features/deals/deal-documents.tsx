import { Download, Eye, FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import type { DealDocuments, OwnDealDocument, SharedDealDocument } from '#shared/deals/documents.ts';
import { formatFileSize } from '#shared/documents.ts';
import { AlertBox, type AlertTone } from '../../components/ui/alert-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { cn } from '../../lib/cn.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useDealDocumentActions, useDealDocuments } from './deal-documents-queries.ts';
import { downloadDealFile, viewDealFile } from './deal-file.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { Isolated } from '../../components/ui/isolated.tsx';
import { usePersonName } from './person-name.ts';

// The room's Documents (issue 18): what the other side shared with the reader, the reader's own documents to share or
// unshare, and who opened them. The NDA of the pair is the aside's card (deal-nda.tsx).

type Notice = { tone: AlertTone; text: string } | null;

/** What a refused request says, in the reader's language. */
const refusal = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.code !== 'internalError' ? wordMessage(error) : fallback);

const subheading = 'text-sm font-semibold uppercase tracking-wide text-slate-500';
const listClasses = 'mt-2 divide-y divide-slate-200 rounded-md border border-slate-200';

export function DealDocumentsSection({ dealId, counterpart, interval }: { dealId: string; counterpart: string; interval: number | false }) {
  const { t } = useTranslation();
  const query = useDealDocuments(dealId, interval);
  const [notice, setNotice] = useState<Notice>(null);
  let body: ReactNode;
  if (query.isPending) body = <div className="flex justify-center py-6"><Spinner /></div>;
  else if (query.isError) {
    body = (
      <AlertBox>
        {t('deals.documents.loadError')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>{t('deals.documents.retry')}</button>
      </AlertBox>
    );
  } else {
    const data = query.data;
    body = (
      <>
        <p className="text-sm text-slate-600">{t('deals.documents.intro')}</p>
        {!data.open && <AlertBox tone="info"><span data-testid="deal-documents-closed">{t('deals.documents.closed')}</span></AlertBox>}
        {notice && <AlertBox tone={notice.tone}>{notice.text}</AlertBox>}
        <SharedWithYou dealId={dealId} documents={data.shared_with_me} onNotice={setNotice} onGone={() => void query.refetch()} />
        <YourDocuments dealId={dealId} counterpart={counterpart} data={data} onNotice={setNotice} />
        <AccessLog entries={data.access_log} />
      </>
    );
  }
  return (
    <section aria-labelledby="deal-documents" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="deal-documents">
      <h2 id="deal-documents" className="border-b border-slate-200 px-4 py-3 font-semibold">{t('deals.documents.title')}</h2>
      <div className="space-y-6 p-4">{body}</div>
    </section>
  );
}

function FileLine({ name, details, children }: { name: string; details: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start gap-3 px-3 py-3">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium text-slate-900" title={name} dir="auto">{name}</p>
        {details}
      </div>
      {children}
    </li>
  );
}

function SharedWithYou({ dealId, documents, onNotice, onGone }: {
  dealId: string; documents: SharedDealDocument[]; onNotice(notice: Notice): void; onGone(): void;
}) {
  const { t } = useTranslation();
  const date = useDateFormat('dateTime');
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (document: SharedDealDocument, view: boolean) => {
    setBusy(document.id);
    onNotice(null);
    try {
      if (view) await viewDealFile(dealId, document.id, document.file_name);
      else await downloadDealFile(dealId, document.id, document.file_name);
    } catch (error) {
      // Unshared (or the deal closed) since the list was fetched.
      const gone = error instanceof ApiRequestError && error.status === 404;
      onNotice({ tone: 'error', text: gone ? t('deals.documents.gone', { name: document.file_name }) : refusal(error, t('deals.documents.fileFailed')) });
      if (gone) onGone();
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="deal-shared-with-you">
      <h3 id="deal-shared-with-you" className={subheading}>{t('deals.documents.sharedWithYou')}</h3>
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('deals.documents.nothingShared')}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600">{t('deals.documents.stampNote')}</p>
          <ul className={listClasses} data-testid="deal-shared-with-you">
            {documents.map((document) => (
              <FileLine key={document.id} name={document.file_name} details={
                <>
                  <p className="text-xs text-slate-500">
                    {t('deals.documents.details', { type: t(`documents.types.${document.type}`), size: formatFileSize(document.size_bytes), date: date(document.shared_at) })}
                  </p>
                  {document.stamp === 'as_is' && <p className="mt-1 text-xs text-amber-800">{t('deals.documents.wordNote')}</p>}
                </>
              }>
                <div className="flex gap-2">
                  {document.stamp !== 'as_is' && (
                    <Button variant="secondary" className="px-3 py-1.5" disabled={busy === document.id}
                      aria-label={t('deals.documents.viewNamed', { name: document.file_name })} onClick={() => void open(document, true)}>
                      <Eye aria-hidden="true" className="size-4" />{t('deals.documents.view')}
                    </Button>
                  )}
                  <Button variant="secondary" className="px-3 py-1.5" disabled={busy === document.id}
                    aria-label={t('deals.documents.downloadNamed', { name: document.file_name })} onClick={() => void open(document, false)}>
                    <Download aria-hidden="true" className="size-4" />{t('deals.documents.download')}
                  </Button>
                </div>
              </FileLine>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function YourDocuments({ dealId, counterpart, data, onNotice }: { dealId: string; counterpart: string; data: DealDocuments; onNotice(notice: Notice): void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const date = useDateFormat('dateTime');
  const { share, unshare, shareWithFutureDeals } = useDealDocumentActions(dealId);
  const busy = (document: OwnDealDocument) =>
    (share.isPending && share.variables === document.id) || (unshare.isPending && unshare.variables === document.id);
  const failed = (error: unknown) => onNotice({ tone: 'error', text: refusal(error, t('deals.room.failed')) });
  const profilePath = user?.user_type === 'business_owner' ? '/businessprofile' : '/investorprofile';
  const closed = !data.open;

  return (
    <section aria-labelledby="deal-your-documents">
      <h3 id="deal-your-documents" className={subheading}>{t('deals.documents.yours')}</h3>
      {data.mine.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          {t('deals.documents.noDocuments')}{' '}
          <Link to={profilePath} className="font-medium text-brand-700 underline">{t('deals.documents.uploadOnProfile')}</Link>
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600">{t('deals.documents.yoursIntro', { name: counterpart })}</p>
          <ul className={cn(listClasses, closed && 'opacity-75')} data-testid="deal-your-documents">
            {data.mine.map((document) => (
              <FileLine key={document.id} name={document.file_name} details={
                <>
                  <p className="text-xs text-slate-500">
                    {t(`documents.types.${document.type}`)} · {formatFileSize(document.size_bytes)}
                  </p>
                  <p className="mt-1">
                    {document.shared && document.shared_at ? (
                      <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900" data-testid="deal-shared-badge">
                        {t('deals.documents.sharedOn', { date: date(document.shared_at) })}
                      </span>
                    ) : (
                      <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('deals.documents.notShared')}</span>
                    )}
                  </p>
                  <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                    <input type="checkbox" className="size-4 accent-brand-600" checked={document.share_with_future_deals}
                      disabled={closed || (shareWithFutureDeals.isPending && shareWithFutureDeals.variables?.documentId === document.id)}
                      onChange={(event) => shareWithFutureDeals.mutate({ documentId: document.id, on: event.target.checked }, { onError: failed })} />
                    {t('deals.documents.future')}
                  </label>
                </>
              }>
                {document.shared ? (
                  <Button variant="secondary" className="px-3 py-1.5" disabled={closed || busy(document)}
                    aria-label={t('deals.documents.unshareNamed', { name: document.file_name })}
                    onClick={() => { onNotice(null); unshare.mutate(document.id, { onError: failed }); }}>
                    {t('deals.documents.unshare')}
                  </Button>
                ) : (
                  <Button className="px-3 py-1.5" disabled={closed || busy(document)}
                    aria-label={t('deals.documents.shareNamed', { name: document.file_name })}
                    onClick={() => { onNotice(null); share.mutate(document.id, { onError: failed }); }}>
                    {t('deals.documents.share')}
                  </Button>
                )}
              </FileLine>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AccessLog({ entries }: { entries: DealDocuments['access_log'] }) {
  const { t } = useTranslation();
  const date = useDateFormat('dateTime');
  const person = usePersonName();
  return (
    <section aria-labelledby="deal-access-log">
      <h3 id="deal-access-log" className={subheading}>{t('deals.documents.accessLog')}</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('deals.documents.noAccess')}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-slate-700" data-testid="deal-access-log">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Isolated values={{ name: person(entry.viewer_name), file: entry.file_name, date: date(entry.created_at) }}>
                {(slots) => t(entry.action === 'view' ? 'deals.documents.viewed' : 'deals.documents.downloaded', slots)}
              </Isolated>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
