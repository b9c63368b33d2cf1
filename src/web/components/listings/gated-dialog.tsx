import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** Spec: Connect and Express Interest on public screens wait for the provider's confirmation (a profile's page does not, issue 21). */
export function GatedDialog({ message, open, onOpenChange }: { message: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('listings.gatedTitle')} description={message}>
      <p className="text-sm text-slate-500">{t('listings.gatedHint')}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => onOpenChange(false)}>{t('listings.ok')}</Button>
      </div>
    </Modal>
  );
}
