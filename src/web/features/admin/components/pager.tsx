import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';

interface PagerProps {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}

export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('admin.previous')}</Button>
      <span className="text-sm text-slate-600">{t('admin.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('admin.next')}</Button>
    </nav>
  );
}
