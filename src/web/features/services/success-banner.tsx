import { CircleCheck, X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/i18n.ts';

/**
 * The spec's success alert as a banner rather than window.alert. The live region is always
 * rendered so that screen readers announce the message when it appears.
 */
export function SuccessBanner({ message, onDismiss }: { message: string | null; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center">
      {message && (
        <div className="pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800 shadow-lg">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="flex-1">{message}</p>
          <button type="button" onClick={onDismiss} aria-label={t('services.dismiss')} className="rounded p-0.5 hover:bg-green-100">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
