import { Download, FileText, Trash2 } from 'lucide-react';
import { formatFileSize, type DocumentDto } from '#shared/documents.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { downloadUrl, useDocuments, useRemoveDocument } from './use-documents.ts';

interface DocumentListProps {
  withType: boolean;
  onRemoved: (name: string) => void;
  onFailed: (message: string) => void;
}

export function DocumentList({ withType, onRemoved, onFailed }: DocumentListProps) {
  const { t } = useTranslation();
  const documents = useDocuments();
  const remove = useRemoveDocument();
  const date = useDateFormat();

  if (documents.isPending) return <Spinner className="size-6" />;
  if (documents.isError) {
    return (
      <Alert>
        {t('documents.loadFailed')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void documents.refetch()}>{t('documents.retry')}</button>
      </Alert>
    );
  }
  if (documents.data.length === 0) return <p className="text-sm text-slate-500">{t('documents.empty')}</p>;

  const removeDocument = (document: DocumentDto) =>
    remove.mutate(document, {
      onSuccess: () => onRemoved(document.file_name),
      onError: () => onFailed(t('documents.errors.removeFailed', { name: document.file_name })),
    });

  return (
    <ul aria-label={t('documents.listLabel')} className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {documents.data.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" title={document.file_name}>{document.file_name}</p>
            <p className="text-xs text-slate-500">
              {withType && <span className="me-2 rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{t(`documents.types.${document.type}`)}</span>}
              {t('documents.details', { size: formatFileSize(document.size_bytes), date: date(document.created_at) })}
            </p>
          </div>
          <a href={downloadUrl(document.id)} aria-label={t('documents.downloadNamed', { name: document.file_name })}
            className={buttonClasses('secondary', 'px-3 py-1.5')}>
            <Download aria-hidden="true" className="size-4" />
            {t('documents.download')}
          </a>
          <Button variant="ghost" className="px-3 py-1.5 text-red-700 hover:bg-red-50"
            aria-label={t('documents.removeNamed', { name: document.file_name })}
            disabled={remove.isPending && remove.variables?.id === document.id}
            onClick={() => removeDocument(document)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('documents.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
