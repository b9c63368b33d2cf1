import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';

/** Spec: selecting a service while signed out shows a Login Required prompt. */
export function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('services.loginRequired.title')}
      description={t('services.loginRequired.text')}
      closeLabel={t('services.form.close')}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>{t('services.loginRequired.cancel')}</Button>
        <Button onClick={() => navigate('/register')}>{t('services.loginRequired.registerLogin')}</Button>
      </div>
    </Modal>
  );
}
