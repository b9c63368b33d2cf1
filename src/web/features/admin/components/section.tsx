import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** A section's heading with its actions (Export …) at the end of the line. */
export function SectionHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-section-title">{title}</h2>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The spinner while a section loads, an alert with a retry when it failed, the content otherwise. */
export function Loaded({ query, children }: { query: QueryLike; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <div className="flex justify-center py-12"><Spinner /></div>;
  if (query.isError) {
    return (
      <Alert className="mt-6">
        {t('admin.loadFailed')}{' '}
        <Button variant="ghost" className="px-2 py-0.5 underline" onClick={() => void query.refetch()}>{t('admin.retry')}</Button>
      </Alert>
    );
  }
  return <>{children()}</>;
}

export function EmptyState() {
  const { t } = useTranslation();
  return <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{t('admin.empty')}</p>;
}
