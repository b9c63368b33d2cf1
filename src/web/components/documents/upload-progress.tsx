import { useTranslation } from '../../lib/i18n/i18n.ts';

/** A real progress bar: the percentage of the request body the browser has sent. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <p className="truncate text-sm text-slate-700">{t('documents.uploading', { name })}</p>
      <div role="progressbar" aria-label={t('documents.progressLabel', { name })} aria-valuemin={0} aria-valuemax={100}
        aria-valuenow={percent} aria-valuetext={`${percent}%`} className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
