import { FileText } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { messageText } from '#shared/messages/messages.ts';
import { acceptNdaSchema, typedNameMatches, type BusinessNda } from '#shared/deals/nda.ts';
import { directionOf } from '#shared/preferences.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { wordText } from '../../lib/i18n/word-message.ts';
import { ndaDocumentUrl, useAcceptNda } from './api/business-nda.ts';
import type { NdaGate } from './use-nda-gate.ts';

/**
 * The business's NDA before the investor's Interested (issue 18): its text (or the owner's own PDF), the investor's
 * full name typed and a tick. On acceptance the page sends Interested.
 */
export function NdaDialog({ gate, onAccepted }: { gate: NdaGate; onAccepted(businessId: string): void }) {
  const { t } = useTranslation();
  const shown = gate.shown;
  const proceed = () => {
    if (!shown) return;
    gate.close();
    onAccepted(shown.businessId);
  };
  return (
    <Modal open={shown !== null} onOpenChange={(open) => !open && gate.close()} title={shown?.nda.title ?? t('matching.nda.title')} description={t('matching.nda.intro')}>
      {shown && (
        <NdaForm key={shown.businessId} businessId={shown.businessId} nda={shown.nda} onCancel={gate.close}
          // A changed NDA is shown again; one no longer asked for lets Interested go (the server has the last word).
          onChanged={() => void gate.open(shown.businessId).then((opened) => opened || proceed())}
          onAccepted={proceed} />
      )}
    </Modal>
  );
}

type Errors = { typed_name?: string | undefined; agree?: string | undefined; form?: string | undefined };

/** Where the server's refusal goes: its field messages on the fields, any other on the form (null: a failure of ours). */
function acceptanceErrors(error: unknown, onChanged: () => void): Errors | null {
  if (!(error instanceof ApiRequestError) || error.code === 'internalError') return null;
  if (error.code === 'ndaChanged') onChanged();
  const { typed_name, agree } = error.fields;
  if (typed_name || agree) return { typed_name: typed_name?.message, agree: agree?.message };
  return { form: error.message };
}

function NdaForm({ businessId, nda, onCancel, onChanged, onAccepted }: {
  businessId: string; nda: BusinessNda; onCancel(): void; onChanged(): void; onAccepted(): void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const agreeId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const agreeBox = useRef<HTMLInputElement>(null);
  const [typedName, setTypedName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const accept = useAcceptNda();

  const refuse = (found: Errors) => {
    setErrors(found);
    if (found.typed_name) nameInput.current?.focus();
    else if (found.agree) agreeBox.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema as the server's, and the same name rule (shared/deals/nda.ts); the server checks both again.
    const parsed = acceptNdaSchema.safeParse({ typed_name: typedName, agree, sha256: nda.sha256 });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'typed_name' || issue.path[0] === 'agree' ? issue.path[0] : 'form';
        found[field] ??= issue.message;
      }
    } else if (user && !typedNameMatches(parsed.data.typed_name, user.full_name)) {
      found.typed_name = messageText('ndaNameMismatch');
    }
    if (!parsed.success || found.typed_name) {
      refuse(found);
      return;
    }
    setErrors({});
    accept.mutate({ businessId, input: parsed.data }, {
      onSuccess: onAccepted,
      onError: (error) => refuse(acceptanceErrors(error, () => {
        // The owner changed the NDA: the new one is shown, to be read and ticked again.
        setAgree(false);
        onChanged();
      }) ?? { form: t('matching.actionFailed') }),
    });
  };

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {nda.text !== null ? (
        <div role="region" tabIndex={0} aria-label={t('matching.nda.textLabel')} lang={nda.language} dir={directionOf(nda.language)}
          className="max-h-[45vh] overflow-y-auto whitespace-pre-line rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="nda-text">
          {nda.text}
        </div>
      ) : nda.document && (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p className="text-slate-700">{t('matching.nda.ownerPdf')}</p>
          <a href={ndaDocumentUrl(businessId)} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-2 font-medium text-brand-700 underline">
            <FileText aria-hidden="true" className="size-4" />
            {t('matching.nda.readPdf', { name: nda.document.file_name })}
          </a>
        </div>
      )}
      <Field label={t('matching.nda.typedName')} error={errors.typed_name} hint={user ? t('matching.nda.typedNameHint', { name: user.full_name }) : undefined}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} ref={nameInput} value={typedName} autoComplete="name" dir="auto" aria-describedby={describedBy} aria-invalid={invalid}
            onChange={(event) => setTypedName(event.target.value)} />
        )}
      </Field>
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
          <input ref={agreeBox} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={agree}
            aria-invalid={errors.agree ? true : undefined} aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
            onChange={(event) => setAgree(event.target.checked)} />
          {t('matching.nda.agree')}
        </label>
        {errors.agree && <p id={`${agreeId}-error`} className="text-sm text-red-600">{wordText(errors.agree)}</p>}
      </div>
      {errors.form && <Alert>{errors.form}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" disabled={accept.isPending}>{accept.isPending ? t('matching.nda.accepting') : t('matching.nda.accept')}</Button>
      </div>
    </form>
  );
}
