import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatFileSize, type DocumentDto } from '#shared/documents.ts';
import { downloadUrl } from '../../../components/documents/use-documents.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';

export type DetailRow = readonly [label: string, value: ReactNode];

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A titled definition list; empty values show a dash so the admin sees what is missing. */
export function DetailSection({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{isEmpty(value) ? t('admin.details.none') : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The owner's documents, each downloadable by the admin (the server records the download). */
export function DocumentsSection({ documents }: { documents: readonly DocumentDto[] }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <section className="mt-4" aria-labelledby="admin-details-documents">
      <h3 id="admin-details-documents" className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('admin.details.documents')}</h3>
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('admin.details.noDocuments')}</p>
      ) : (
        <ul aria-labelledby="admin-details-documents" className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-3 px-3 py-2">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={document.file_name}>{document.file_name}</p>
                <p className="text-xs text-slate-500">
                  {t(`documents.types.${document.type}`)} · {formatFileSize(document.size_bytes)} · {date(document.created_at)}
                </p>
              </div>
              <a href={downloadUrl(document.id)} aria-label={t('admin.details.download', { name: document.file_name })} className={buttonClasses('secondary', 'px-2 py-1')}>
                <Download aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
