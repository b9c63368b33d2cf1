import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { DEFAULT_UPLOAD_MAX_BYTES, DOCUMENT_ACCEPT, formatFileSize } from '#shared/documents.ts';
import { DOCUMENT_TYPES, type DocumentType } from '#shared/enums.ts';
import { ApiRequestError } from '../../lib/api/api.ts';
import { cn } from '../../lib/cn.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field, Input, Select } from '../ui/field.tsx';
import { DocumentList } from './document-list.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { uploadWithProgress } from './upload-with-progress.ts';
import { DOCUMENTS_QUERY_KEY, preUploadProblem } from './use-documents.ts';

export interface DocumentsPanelProps {
  /** Business owners pick a document type for each upload; investors' documents are all 'other'. */
  withType: boolean;
  /** Set to false when the surrounding section already carries a "Documents" heading. */
  showHeading?: boolean;
  className?: string;
}

interface Upload {
  name: string;
  percent: number;
  controller: AbortController;
}

/**
 * Upload, list, download and remove the signed-in user's documents. Holds no form of its own and
 * only type="button" buttons, so it can sit inside a profile form without submitting it.
 */
export function DocumentsPanel({ withType, showHeading = true, className }: DocumentsPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>(DOCUMENT_TYPES[0]);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const maxBytes = DEFAULT_UPLOAD_MAX_BYTES;
  const limit = formatFileSize(maxBytes);

  // Leaving the page ends an upload in flight rather than finishing it unseen.
  const controller = upload?.controller;
  useEffect(() => () => controller?.abort(), [controller]);

  const clearInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(null);
    setNotice(null);
    if (!file) return;
    const check = preUploadProblem(file, maxBytes);
    if (check) {
      setProblem(t(`documents.errors.${check}`, { limit }));
      clearInput();
      return;
    }
    const form = new FormData();
    if (withType) form.append('type', type);
    form.append('file', file);
    const current: Upload = { name: file.name, percent: 0, controller: new AbortController() };
    setUpload(current);
    try {
      await uploadWithProgress('POST /api/documents', form, {
        signal: current.controller.signal,
        onProgress: (loaded, total) => setUpload({ ...current, percent: Math.min(100, Math.round((loaded / total) * 100)) }),
      });
      setNotice(t('documents.uploaded', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setProblem(uploadFailure(error));
    } finally {
      setUpload(null);
      clearInput();
    }
  }

  function uploadFailure(error: unknown): string {
    if (error instanceof ApiRequestError) {
      if (error.status === 0) return t('documents.errors.network');
      return wordMessage(error.fields.file ?? error.fields.type ?? error);
    }
    return t('documents.errors.uploadFailed');
  }

  return (
    <section aria-labelledby={showHeading ? headingId : undefined} aria-label={showHeading ? undefined : t('documents.heading')}
      className={cn('space-y-4', className)}>
      {showHeading && <h2 id={headingId} className="text-lg font-semibold">{t('documents.heading')}</h2>}
      <p className="text-sm text-slate-600">{t('documents.help', { limit })}</p>

      <div className={cn('grid gap-4', withType && 'sm:grid-cols-2')}>
        {withType && (
          <Field label={t('documents.typeLabel')}>
            {({ id }) => (
              <Select id={id} value={type} disabled={upload !== null} onChange={(e) => setType(e.target.value as DocumentType)}>
                {DOCUMENT_TYPES.map((value) => (
                  <option key={value} value={value}>{t(`documents.types.${value}`)}</option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label={t('documents.fileLabel')}>
          {({ id }) => (
            <Input id={id} ref={fileInput} type="file" accept={DOCUMENT_ACCEPT} disabled={upload !== null}
              onChange={(e) => void onFileChosen(e)}
              className="file:me-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white" />
          )}
        </Field>
      </div>

      {upload && (
        <div className="flex items-center gap-3">
          <UploadProgress name={upload.name} percent={upload.percent} />
          <Button variant="ghost" onClick={() => upload.controller.abort()}>{t('documents.cancelUpload')}</Button>
        </div>
      )}
      {problem && <Alert>{problem}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}

      <DocumentList withType={withType} onRemoved={(name) => setNotice(t('documents.removed', { name }))} onFailed={setProblem} />
    </section>
  );
}
