import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { z } from 'zod';
import { requestMessages, type AdminServiceRequest } from '#shared/admin/requests.ts';
import { DEFAULT_ESTIMATED_COST, MAX_ESTIMATED_COST } from '#shared/services/service-request-workflow.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

// The same bounds and messages as the server's updateServiceRequestSchema.
const quoteSchema = z.object({
  estimated_cost: z.number({ error: requestMessages.costRequired }).min(0, requestMessages.costRange).max(MAX_ESTIMATED_COST, requestMessages.costRange),
});
type Quote = z.infer<typeof quoteSchema>;
/** An emptied input is a missing cost, not zero. */
const asCost = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

interface AssignQuoteDialogProps {
  request: AdminServiceRequest | null;
  pending: boolean;
  onCancel(): void;
  onConfirm(cost: number): void;
}

export function AssignQuoteDialog({ request, pending, onCancel, onConfirm }: AssignQuoteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('admin.requests.quoteTitle')}
      description={request ? t('admin.requests.quoteDescription', { service: t(`admin.serviceTypes.${request.service_type}`) }) : ''}
    >
      {request && <QuoteForm key={request.id} pending={pending} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function QuoteForm({ pending, onCancel, onConfirm }: Omit<AssignQuoteDialogProps, 'request'>) {
  const { t } = useTranslation();
  const form = useForm<Quote>({
    resolver: zodResolver(quoteSchema),
    defaultValues: { estimated_cost: DEFAULT_ESTIMATED_COST },
  });
  const error = form.formState.errors.estimated_cost?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onConfirm(values.estimated_cost))} className="space-y-4">
      <Field label={t('admin.requests.quoteCost')} error={error} required>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="number" min={0} max={MAX_ESTIMATED_COST} step="any" inputMode="decimal" aria-describedby={describedBy} aria-invalid={invalid}
            {...form.register('estimated_cost', { setValueAs: asCost })} />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>{t('admin.requests.quoteCancel')}</Button>
        <Button type="submit" disabled={pending}>{t('admin.requests.quoteConfirm')}</Button>
      </div>
    </form>
  );
}
