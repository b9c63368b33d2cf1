import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { AdminBusinessDetail } from '#shared/admin/profiles.ts';
import {
  REGISTRATION_CHECKLIST, registrationVerificationInputSchema, type RegistrationVerification, type RegistrationVerificationInput,
} from '#shared/trust/trust.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { ltr } from '../../../components/ui/ltr.tsx';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { applyServerErrors } from '../../../lib/api/form-errors.ts';
import { wordMessage, wordText } from '../../../lib/i18n/word-message.ts';
import { useRemoveVerification, useVerifyRegistration } from '../api/registration-verification.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';

/** The server's refusal in the reader's words: its own message when it gave one, else the panel's general one. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.code !== 'internalError' && error.status !== 0 ? wordMessage(error) : fallback;

/**
 * Registration verification (issue 23), in the business's details: who verified it, when and on which document, with
 * Remove; otherwise the document it rests on and the four checks, all ticked, to verify it. The server audits both.
 */
export function RegistrationVerificationPanel({ businessId, detail }: { businessId: string; detail: AdminBusinessDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="mt-4" aria-labelledby={headingId} data-testid="registration-verification">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('admin.verification.title')}</h3>
      {detail.verification ? (
        <Verified businessId={businessId} verification={detail.verification} />
      ) : (
        <VerifyForm businessId={businessId} detail={detail} />
      )}
    </section>
  );
}

function Verified({ businessId, verification }: { businessId: string; verification: RegistrationVerification }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const remove = useRemoveVerification(businessId);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const when = date(verification.verified_at);
  return (
    <div className="mt-2 space-y-2 rounded-md border border-gold-200 bg-gold-50 p-3 text-sm text-gold-800">
      <p className="flex items-center gap-2 font-semibold">
        <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
        {verification.verified_by ? t('admin.verification.verifiedBy', { name: verification.verified_by, date: when }) : t('admin.verification.verifiedOn', { date: when })}
      </p>
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1 text-slate-800">
        <dt className="text-slate-600">{t('admin.details.registrationNumber')}</dt>
        <dd>{ltr(verification.registration_number)}</dd>
        <dt className="text-slate-600">{t('admin.verification.document')}</dt>
        <dd className="break-words">{verification.document_name ?? t('admin.verification.documentGone')}</dd>
      </dl>
      <ul className="space-y-0.5 text-slate-800" aria-label={t('admin.verification.checklist')}>
        {verification.checklist.map((check) => (
          <li key={check} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-green-700" />
            {t(`admin.verification.checks.${check}`)}
          </li>
        ))}
      </ul>
      {failed && <Alert>{failed}</Alert>}
      <div className="flex flex-wrap gap-2 pt-1">
        {confirming ? (
          <>
            <Button variant="danger" className="px-3 py-1.5" disabled={remove.isPending}
              onClick={() => {
                setFailed(null);
                remove.mutate(undefined, { onError: (error) => setFailed(refusal(error, t('admin.actionFailed'))), onSettled: () => setConfirming(false) });
              }}>
              {t('admin.verification.confirmRemove')}
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setConfirming(false)}>{t('admin.verification.keep')}</Button>
          </>
        ) : (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => setConfirming(true)}>{t('admin.verification.remove')}</Button>
        )}
      </div>
    </div>
  );
}

function VerifyForm({ businessId, detail }: { businessId: string; detail: AdminBusinessDetail }) {
  const { t } = useTranslation();
  const checklistId = useId();
  const verify = useVerifyRegistration(businessId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegistrationVerificationInput>({
    resolver: zodResolver(registrationVerificationInputSchema),
    defaultValues: { document_id: '', checklist: [] },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify.mutateAsync(values);
    } catch (error) {
      // A field's refusal goes under its field; "no registration number" and the rest are the form's.
      if (!applyServerErrors(error, form.setError, ['document_id', 'checklist'])) setFormError(refusal(error, t('admin.actionFailed')));
    }
  });
  const checklistError = form.formState.errors.checklist?.message;
  const number = detail.profile.basic_info.registration_number;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 space-y-3 rounded-md border border-slate-200 p-3" data-testid="verify-registration">
      <p className="text-sm text-slate-600">
        {number ? t('admin.verification.intro', { number }) : t('admin.verification.noNumberHint')}
      </p>
      {formError && <Alert>{formError}</Alert>}
      <Field label={t('admin.verification.document')} error={form.formState.errors.document_id?.message} hint={detail.documents.length === 0 ? t('admin.verification.noDocuments') : undefined}>
        {({ id, describedBy, invalid }) => (
          <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...form.register('document_id')}>
            <option value="">{t('admin.verification.chooseDocument')}</option>
            {detail.documents.map((document) => (
              <option key={document.id} value={document.id}>{`${document.file_name} · ${t(`documents.types.${document.type}`)}`}</option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset aria-describedby={checklistError ? `${checklistId}-error` : undefined} aria-invalid={checklistError ? true : undefined}>
        <legend className="text-sm font-medium text-slate-700">{t('admin.verification.checklist')}</legend>
        <div className="mt-2 space-y-1.5">
          {REGISTRATION_CHECKLIST.map((check) => (
            <label key={check} className="flex items-start gap-2 text-sm">
              <input type="checkbox" value={check} className="mt-0.5 size-4 shrink-0 accent-brand-600" {...form.register('checklist')} />
              {t(`admin.verification.checks.${check}`)}
            </label>
          ))}
        </div>
        {checklistError && <p id={`${checklistId}-error`} className="mt-1 text-sm text-red-600">{wordText(checklistError)}</p>}
      </fieldset>
      <Button type="submit" disabled={verify.isPending}>{t('admin.verification.verify')}</Button>
    </form>
  );
}
