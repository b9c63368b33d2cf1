import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { ServiceRequest } from '#shared/services/services.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useCancelServiceRequest } from './api/cancel-service-request.ts';

interface CancelRequestDialogProps {
  /** The request to cancel; null while the dialog is closed. */
  request: ServiceRequest | null;
  onClose(): void;
}

/** Asks before cancelling one of the user's own pending requests (issue 21): a cancelled request stays cancelled. */
export function CancelRequestDialog({ request, onClose }: CancelRequestDialogProps) {
  const { t } = useTranslation();
  const mutation = useCancelServiceRequest();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const error = mutation.error;
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={t('services.cancel.title')}
      description={request ? t('services.cancel.description', { service: t(`services.names.${request.service_type}`) }) : ''}
    >
      {request && (
        <div className="space-y-4">
          {error && (
            <Alert>{error instanceof ApiRequestError && error.status !== 0 && error.status < 500 ? wordMessage(error) : t('services.cancel.failed')}</Alert>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>{t('services.cancel.keep')}</Button>
            <Button variant="danger" disabled={mutation.isPending} onClick={() => mutation.mutate(request.id, { onSuccess: close })}>
              {t('services.cancel.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
