import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-page-title">{t('errors.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('errors.notFoundText')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>{t('errors.backHome')}</Link>
    </div>
  );
}
