import { useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { DEFAULT_URGENCY, URGENCIES, type ServiceType } from '#shared/enums.ts';
import { SERVICE_CATALOGUE, SERVICE_DESCRIPTION_MAX_LENGTH } from '#shared/services/service-catalogue.ts';
import { createServiceRequestSchema, type CreateServiceRequest, type CreateServiceRequestInput } from '#shared/services/services.ts';
import { formatMoney, formatMoneyRange } from '#shared/money/format.ts';
import type { SavedValuation } from '#shared/valuation/api.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field, Select } from '../ui/field.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { cn } from '../../lib/cn.ts';
import { applyServerErrors } from '../../lib/api/form-errors.ts';
import { useCreateServiceRequest } from './create-service-request.ts';
import { Modal } from '../ui/modal.tsx';

const FIELDS = ['service_type', 'description', 'urgency'] as const;

const textareaClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100 aria-[invalid=true]:border-red-500';

interface ServiceRequestDialogProps {
  /** The service being requested; null while the dialog is closed. */
  serviceType: ServiceType | null;
  /** The service was changed in the form (the title follows it). */
  onServiceChange(serviceType: ServiceType): void;
  onClose(): void;
  onSubmitted(): void;
  /** The deal the service is for, when requested from a deal room (issue 17). */
  dealId?: string;
  /** The owner's saved valuation estimate, attached to a Valuation request (issue 22). */
  valuationEstimate?: AttachedEstimate | undefined;
}

export type AttachedEstimate = Pick<SavedValuation, 'id' | 'low' | 'mid' | 'high' | 'currency' | 'created_at'>;

/**
 * Spec: the service modal (shared by the services page and the deal room, which links the request to its deal).
 * The service modal closes on cancel, on its close button, or after a successful submit. */
export function ServiceRequestDialog({ serviceType, onServiceChange, onClose, onSubmitted, dealId, valuationEstimate }: ServiceRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={serviceType !== null}
      onOpenChange={(open) => !open && onClose()}
      title={serviceType ? t(`services.names.${serviceType}`) : ''}
      description={t('services.form.intro')}
      closeLabel={t('services.form.close')}
    >
      {/* Mounted per opening, so every opening starts from a blank form preselected with the chosen service. */}
      {serviceType && <RequestForm initial={serviceType} onServiceChange={onServiceChange} onCancel={onClose} onSubmitted={onSubmitted} dealId={dealId} estimate={valuationEstimate} />}
    </Modal>
  );
}

interface RequestFormProps {
  initial: ServiceType;
  onServiceChange(serviceType: ServiceType): void;
  onCancel(): void;
  onSubmitted(): void;
  dealId?: string | undefined;
  estimate?: AttachedEstimate | undefined;
}

/** "AED 4.1M – 5.6M", its mid and its date, in the reader's language. */
function useEstimateWords(estimate: AttachedEstimate | undefined) {
  const { i18n } = useTranslation();
  const date = useDateFormat();
  if (!estimate) return null;
  const language = languageOf(i18n.language);
  const amount = (value: number) => formatMoney(value, estimate.currency, language) ?? '';
  return {
    range: formatMoneyRange(estimate.low, estimate.high, estimate.currency, language) ?? '',
    mid: amount(estimate.mid),
    date: date(estimate.created_at),
  };
}

function RequestForm({ initial, onServiceChange, onCancel, onSubmitted, dealId, estimate }: RequestFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useCreateServiceRequest();
  const attached = useEstimateWords(estimate);
  const form = useForm<CreateServiceRequestInput, unknown, CreateServiceRequest>({
    resolver: zodResolver(createServiceRequestSchema),
    defaultValues: {
      service_type: initial,
      // An attached estimate starts the description with a one-line summary of it.
      description: attached ? t('services.estimate.description', attached) : '',
      urgency: DEFAULT_URGENCY,
      ...(dealId ? { deal_id: dealId } : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const serviceType = useWatch({ control: form.control, name: 'service_type' });
  const attaching = estimate && attached && serviceType === 'valuation';

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The estimate goes with a Valuation request only.
      await mutation.mutateAsync(attaching ? { ...values, valuation_estimate_id: estimate.id } : values);
      onSubmitted();
    } catch (error) {
      if (applyServerErrors(error, form.setError, FIELDS)) return;
      // A rate-limit refusal says when to retry, and a closed deal says so; anything else is the spec's failure alert.
      const field = error instanceof ApiRequestError ? (error.fields.deal_id ?? error.fields.valuation_estimate_id) : undefined;
      setFailure(error instanceof ApiRequestError && (error.status === 429 || error.status === 409 || field) ? (field?.message ?? error.message) : t('services.submitFailure'));
    }
  });

  const clearOnEdit = (name: (typeof FIELDS)[number]) => () => {
    form.clearErrors(name);
    setFailure(null);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && <Alert>{failure}</Alert>}
      {attaching && (
        <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="attached-estimate">
          <span className="font-medium">{t('services.estimate.attached', { range: attached.range })}</span>
          <span className="text-slate-600"> ({t('services.estimate.estimatedOn', { date: attached.date })})</span>
        </p>
      )}
      <Field label={t('services.form.service')} error={errors.service_type?.message}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('service_type', {
              onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                clearOnEdit('service_type')();
                onServiceChange(event.target.value as ServiceType);
              },
            })}
          >
            {SERVICE_CATALOGUE.map((s) => (
              <option key={s.service_type} value={s.service_type}>{t(`services.names.${s.service_type}`)}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('services.form.description')} error={errors.description?.message} required>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={5}
            required
            maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
            placeholder={t('services.form.descriptionPlaceholder')}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={cn(textareaClasses, 'resize-y')}
            {...form.register('description', { onChange: clearOnEdit('description') })}
          />
        )}
      </Field>
      {/* The field stops at the limit (maxLength); the count says how close it is (issue 21). */}
      <p className="-mt-2 text-end text-xs text-slate-500" aria-live="polite" data-testid="description-counter">
        {t('services.form.counter', { count: description.length })}
      </p>
      <Field label={t('services.form.urgency')} error={errors.urgency?.message}>
        {({ id, describedBy, invalid }) => (
          <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...form.register('urgency', { onChange: clearOnEdit('urgency') })}>
            {URGENCIES.map((u) => (
              <option key={u} value={u}>{t(`services.urgency.${u}`)}</option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>{t('services.form.cancel')}</Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('services.form.submitting') : t('services.form.submit')}
        </Button>
      </div>
    </form>
  );
}
