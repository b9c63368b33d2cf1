import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

interface GatedDialogProps { message: string; open: boolean; onOpenChange: (open: boolean) => void }

/**
 * Spec: Connect and Express Interest on public screens wait for the provider's confirmation (a profile's page does not, issue 21).
 * The dialog joins the page when first opened and stays (so that closing it gives focus back): a listing's 24 cards
 * no longer each build a closed one while the page hydrates (issue 25).
 */
export function GatedDialog(props: GatedDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <Dialog {...props} /> : null;
}

function Dialog({ message, open, onOpenChange }: GatedDialogProps) {
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
