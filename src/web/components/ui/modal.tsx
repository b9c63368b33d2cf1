import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}

/** A centred dialog with a title, a short description and a close (X) button. */
export function Modal({ open, onOpenChange, title, description, closeLabel, children }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Content inside the overlay: centred by the grid, scrollable on short screens, same in RTL. */}
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-900/50 p-4">
          <Dialog.Content className="relative w-full max-w-lg rounded-lg bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="pe-8 text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            <Dialog.Close
              aria-label={closeLabel ?? t('common.close')}
              className="absolute end-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <div className="mt-5">{children}</div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
