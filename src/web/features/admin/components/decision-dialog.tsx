import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import {
  DECISION_REASON_MAX_LENGTH, profileDecisionSchema, type ProfileDecision, type ProfileDecisionInput,
} from '#shared/admin/profiles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors } from '../../../lib/api/form-errors.ts';
import type { AskedDecision, ProfileDecisionState } from './profile-decision.tsx';

const textareaClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100 aria-[invalid=true]:border-red-500';

/** Approve or Reject, confirmed (issue 21): what will happen, and an optional reason mailed to the owner. */
export function DecisionDialog({ decision }: { decision: ProfileDecisionState }) {
  const { t } = useTranslation();
  const { asked, close } = decision;
  const approving = asked?.status === 'active';
  return (
    <Modal
      open={asked !== null}
      onOpenChange={(open) => !open && close()}
      title={asked ? t(approving ? 'admin.decision.approveTitle' : 'admin.decision.rejectTitle', { name: asked.name }) : ''}
      description={asked ? t(approving ? (asked.paused ? 'admin.decision.approvePausedDescription' : 'admin.decision.approveDescription') : 'admin.decision.rejectDescription') : ''}
    >
      {/* Mounted per opening, so every decision starts without a reason. */}
      {asked && <DecisionForm key={`${asked.id}:${asked.status}`} asked={asked} decision={decision} />}
    </Modal>
  );
}

function DecisionForm({ asked, decision }: { asked: AskedDecision; decision: ProfileDecisionState }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const form = useForm<ProfileDecisionInput, unknown, ProfileDecision>({
    resolver: zodResolver(profileDecisionSchema),
    defaultValues: { status: asked.status, reason: '' },
  });
  const approving = asked.status === 'active';
  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await decision.mutation.mutateAsync({ kind: decision.kind, id: asked.id, ...values });
      decision.close();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['reason'])) setFailed(true);
    }
  });
  const label = t(approving ? 'admin.decision.noteLabel' : 'admin.decision.reasonLabel');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failed && <Alert>{t('admin.actionFailed')}</Alert>}
      <Field
        label={<>{label} <span className="font-normal text-slate-500">({t('common.optional')})</span></>}
        error={form.formState.errors.reason?.message}
        hint={t('admin.decision.reasonHint')}
      >
        {({ id, describedBy, invalid }) => (
          <textarea id={id} rows={4} maxLength={DECISION_REASON_MAX_LENGTH} aria-describedby={describedBy} aria-invalid={invalid} className={textareaClasses}
            {...form.register('reason')} />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={decision.close}>{t('admin.decision.cancel')}</Button>
        <Button type="submit" variant={approving ? 'primary' : 'danger'} disabled={decision.mutation.isPending}>
          {t(approving ? 'admin.businesses.approve' : 'admin.businesses.reject')}
        </Button>
      </div>
    </form>
  );
}
