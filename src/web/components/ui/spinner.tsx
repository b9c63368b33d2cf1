import { useTranslation } from '../../lib/i18n/i18n.ts';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-block size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600', className)}>
      <span className="sr-only">{t('common.loading')}</span>
    </span>
  );
}

export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white" data-testid="full-screen-spinner">
      <Spinner className="size-12" />
    </div>
  );
}
