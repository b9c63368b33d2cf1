import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** What happens, and that it cannot be undone. */
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  /** What the action will send or change, shown before the buttons (a preview). */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone: the action's own words on the button, Cancel beside it. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busy, onConfirm, children }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} className="max-w-2xl">
      {children}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
