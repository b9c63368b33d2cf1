import { useId, useState } from 'react';
import { messageText } from '#shared/messages/messages.ts';
import type { NdaSettings } from '#shared/deals/nda.ts';
import { directionOf } from '#shared/preferences.ts';
import { useDocuments } from '../../../components/documents/use-documents.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { useNdaSettings, useSaveNdaSettings, useStandardNda } from '../api/nda-settings.ts';
import { Section } from '../components/section.tsx';

// The owner's NDA choice (issue 18), beside the documents its own NDA is chosen from. Saved on its own (PUT), apart
// from the wizard's form: it holds only type="button" buttons, so it never submits the profile.

export function NdaSettingsCard() {
  const { t } = useTranslation();
  const settings = useNdaSettings();
  return (
    <Section title={t('profiles.nda.title')} text={t('profiles.nda.intro')}>
      {settings.isPending ? (
        <Spinner className="size-6" />
      ) : settings.isError ? (
        <Alert>
          {t('profiles.nda.loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void settings.refetch()}>{t('profiles.nda.retry')}</button>
        </Alert>
      ) : settings.data === null ? (
        <p className="text-sm text-slate-600">{t('profiles.nda.needsProfile')}</p>
      ) : (
        <NdaChoice saved={settings.data} />
      )}
    </Section>
  );
}

type Kind = 'standard' | 'custom';

function NdaChoice({ saved }: { saved: NdaSettings }) {
  const { t } = useTranslation();
  const name = useId();
  const [required, setRequired] = useState(saved.required);
  const [kind, setKind] = useState<Kind>(saved.document_id ? 'custom' : 'standard');
  const [documentId, setDocumentId] = useState(saved.document_id ?? '');
  const [reading, setReading] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; form?: string }>({});
  const save = useSaveNdaSettings();
  const documents = useDocuments();
  const pdfs = (documents.data ?? []).filter((document) => document.content_type === 'application/pdf');
  // The saved one stays listed while the documents load (or if it is no longer among them, for the server to refuse).
  const options = documentId && !pdfs.some((pdf) => pdf.id === documentId) && documentId === saved.document_id
    ? [{ id: documentId, file_name: saved.document_name ?? documentId }, ...pdfs]
    : pdfs;

  // Any change clears the last save's confirmation or refusal.
  const changed = () => {
    setDone(false);
    setProblem({});
  };

  const submit = () => {
    if (kind === 'custom' && !documentId) {
      setProblem({ field: messageText('ndaDocumentNotPdf') });
      return;
    }
    setProblem({});
    save.mutate({ required, document_id: kind === 'custom' ? documentId : null }, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        const field = error instanceof ApiRequestError ? error.fields.document_id : undefined;
        if (field) setProblem({ field: field.message });
        else setProblem({ form: error instanceof ApiRequestError && error.code !== 'internalError' ? error.message : t('profiles.nda.saveFailed') });
      },
    });
  };

  return (
    <div className="space-y-4" data-testid="nda-settings">
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={required} onChange={(event) => { changed(); setRequired(event.target.checked); }} />
        <span>
          <span className="block text-sm font-medium text-slate-900">{t('profiles.nda.required')}</span>
          <span className="block text-xs text-slate-600">{t('profiles.nda.requiredHint')}</span>
        </span>
      </label>
      <fieldset disabled={!required} className="space-y-3 disabled:opacity-60">
        <legend className="text-sm font-medium text-slate-700">{t('profiles.nda.which')}</legend>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value="standard" className="size-4 accent-brand-600" checked={kind === 'standard'} onChange={() => { changed(); setKind('standard'); }} />
            {t('profiles.nda.standard')}
          </label>
          <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => setReading(true)}>{t('profiles.nda.read')}</button>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={name} value="custom" className="size-4 accent-brand-600" checked={kind === 'custom'} onChange={() => { changed(); setKind('custom'); }} />
          {t('profiles.nda.custom')}
        </label>
        {kind === 'custom' && (
          <div className="ps-6">
            <Field label={t('profiles.nda.document')} error={problem.field} hint={options.length === 0 ? t('profiles.nda.noPdf') : undefined}>
              {({ id, describedBy, invalid }) => (
                <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} value={documentId} onChange={(event) => { changed(); setDocumentId(event.target.value); }}>
                  <option value="">{t('profiles.common.select')}</option>
                  {options.map((pdf) => <option key={pdf.id} value={pdf.id}>{pdf.file_name}</option>)}
                </Select>
              )}
            </Field>
          </div>
        )}
      </fieldset>
      {problem.form && <Alert>{problem.form}</Alert>}
      {done && <Alert tone="success">{t('profiles.nda.saved')}</Alert>}
      <Button variant="secondary" disabled={save.isPending} onClick={submit}>{save.isPending ? t('profiles.nda.saving') : t('profiles.nda.save')}</Button>
      <StandardNdaDialog open={reading} onClose={() => setReading(false)} />
    </div>
  );
}

/** The standard mutual NDA as investors read it, in the language shown. */
function StandardNdaDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const nda = useStandardNda(language, open);
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={nda.data?.title ?? t('profiles.nda.standard')} description={t('profiles.nda.standardDescription')}>
      {nda.isPending ? (
        <Spinner className="size-6" />
      ) : nda.isError ? (
        <Alert>{t('profiles.nda.standardFailed')}</Alert>
      ) : (
        <div role="region" tabIndex={0} aria-label={t('profiles.nda.textLabel')} lang={nda.data.language} dir={directionOf(nda.data.language)}
          className="max-h-[55vh] overflow-y-auto whitespace-pre-line rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          {nda.data.text}
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Modal>
  );
}
