import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';

export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Navigate to="/login" replace />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">{t('placeholder.admin')}</h1>
      <p className="mt-4 text-slate-600">{t('common.comingSoon')}</p>
    </div>
  );
}
