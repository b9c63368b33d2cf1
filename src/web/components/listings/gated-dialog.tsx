import { Dialog } from 'radix-ui';
import { Lock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

/** Spec: Connect, Express Interest and View Profile on public screens wait for the provider's confirmation. */
export function GatedDialog({ message, open, onOpenChange }: { message: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2">
          <div className="flex items-start gap-3">
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <div>
              <Dialog.Title className="text-lg font-semibold">{t('listings.gatedTitle')}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-700">{message}</Dialog.Description>
              <p className="mt-2 text-sm text-slate-500">{t('listings.gatedHint')}</p>
            </div>
          </div>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button>{t('listings.ok')}</Button>
            </Dialog.Close>
          </div>
          <Dialog.Close className="absolute end-3 top-3 rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t('common.close')}>
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
