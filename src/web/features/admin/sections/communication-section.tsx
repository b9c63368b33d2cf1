import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { broadcastSchema, RECIPIENT_TYPES, type Broadcast, type BroadcastInput } from '#shared/admin/broadcasts.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { useAudience, useSendBroadcast } from '../api/broadcasts.ts';
import { SectionHeader } from '../components/section.tsx';
import { BroadcastDelivery } from './broadcast-delivery.tsx';
import { BroadcastPreview } from './broadcast-preview.tsx';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

export function CommunicationSection() {
  const { t } = useTranslation();
  const audience = useAudience();
  const send = useSendBroadcast();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [shown, setShown] = useState<string | null>(null);
  // A broadcast cannot be recalled: the form's values wait here, with their recipient count and preview, until confirmed.
  const [pending, setPending] = useState<Broadcast | null>(null);
  const form = useForm<BroadcastInput, unknown, Broadcast>({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { recipient_type: 'all', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const counts = audience.data?.counts;

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    setPending(values);
  });

  const confirm = (values: Broadcast) => {
    setPending(null);
    send.mutate(values, {
      onSuccess: (result) => {
        setOutcome({ tone: 'success', text: t('admin.communication.queued', { count: result.recipients }) });
        setShown(result.broadcast_id);
        form.reset({ recipient_type: values.recipient_type, subject: '', message: '' });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'emailDisabled') {
          setOutcome({ tone: 'error', text: t('admin.communication.disabled') });
          return;
        }
        for (const [field, { code, message }] of Object.entries(error instanceof ApiRequestError ? error.fields : {})) {
          if (field === 'subject' || field === 'message' || field === 'recipient_type') form.setError(field, { type: code, message });
        }
        setOutcome({ tone: 'error', text: t('admin.actionFailed') });
      },
    });
  };
  const recipients = pending ? (counts?.[pending.recipient_type] ?? 0) : 0;

  return (
    <section aria-labelledby="admin-communication">
      <SectionHeader id="admin-communication" title={t('admin.communication.title')} />
      <p className="mt-1 text-slate-600">{t('admin.communication.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <Field label={t('admin.communication.recipientType')} error={errors.recipient_type?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...form.register('recipient_type')}>
              {RECIPIENT_TYPES.map((type) => (
                <option key={type} value={type}>{t(`admin.communication.recipients.${type}`, { count: counts?.[type] ?? 0 })}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.communication.subject')} error={errors.subject?.message} required>
          {({ id, describedBy, invalid }) => (
            <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" maxLength={200} {...form.register('subject')} />
          )}
        </Field>
        <Field label={t('admin.communication.message')} error={errors.message?.message} required>
          {({ id, describedBy, invalid }) => (
            <textarea id={id} rows={6} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true"
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100 aria-[invalid=true]:border-red-500"
              {...form.register('message')} />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={send.isPending}>{send.isPending ? t('admin.communication.sending') : t('admin.communication.send')}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('admin.communication.confirmTitle', { count: recipients })}
        description={t('admin.communication.confirmText')}
        confirmLabel={t('admin.communication.confirmSend', { count: recipients })}
        busy={send.isPending}
        onConfirm={() => pending && confirm(pending)}
      >
        {pending && <BroadcastPreview broadcast={pending} />}
      </ConfirmDialog>
      <BroadcastDelivery shown={shown} onShow={setShown} />
    </section>
  );
}
