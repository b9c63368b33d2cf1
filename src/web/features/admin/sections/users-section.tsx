import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { AdminUser } from '#shared/admin/users.ts';
import { ltr } from '../../../components/ui/ltr.tsx';
import { cn } from '../../../lib/cn.ts';
import { useUsers } from '../api/get-users.ts';
import { useUnsuspend } from '../api/reports.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { ExportLink } from '../components/export-link.tsx';
import { Pager } from '../components/pager.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';

export function UsersSection() {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [page, setPage] = useState(1);
  const query = useUsers(page);
  const unsuspend = useUnsuspend();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const lift = (user: AdminUser) => {
    setNotice(null);
    unsuspend.mutate(user.id, {
      onSuccess: () => setNotice({ tone: 'success', text: t('admin.users.unsuspended', { name: user.full_name || user.email }) }),
      onError: () => setNotice({ tone: 'error', text: t('admin.actionFailed') }),
    });
  };
  const type = (user: AdminUser) =>
    user.user_type === 'investor' ? t('admin.users.typeInvestor') : user.user_type === 'business_owner' ? t('admin.users.typeBusinessOwner') : t('admin.users.typeNone');
  return (
    <section aria-labelledby="admin-users">
      <SectionHeader id="admin-users" title={t('admin.users.title')}>
        <ExportLink file="users.csv" label={t('admin.export')} />
      </SectionHeader>
      {notice && <Alert tone={notice.tone} className="mt-4">{notice.text}</Alert>}
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <>
              <AdminTable labelledBy="admin-users" columns={[
                t('admin.users.name'),
                t('admin.users.email'),
                t('admin.users.type'),
                t('admin.users.country'),
                t('admin.users.profileCompleted'),
                t('admin.users.joined'),
                t('admin.users.role'),
                t('admin.users.status'),
              ]}>
                {query.data.items.map((user) => (
                  <tr key={user.id}>
                    <td className="px-3 py-2 font-medium">{user.full_name || user.email}</td>
                    <td className="px-3 py-2 text-slate-700">{ltr(user.email)}</td>
                    <td className="px-3 py-2">{type(user)}</td>
                    <td className="px-3 py-2">{t(`countries.${user.country}`)}</td>
                    <td className="px-3 py-2">{user.profile_completed ? t('admin.yes') : t('admin.no')}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{date(user.created_at)}</td>
                    <td className="px-3 py-2">
                      <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', user.role === 'admin' ? 'bg-purple-100 text-purple-800' : 'bg-slate-100 text-slate-700')}>
                        {user.role === 'admin' ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      {user.deleted_at ? (
                        <span title={t('admin.users.deletedSince', { date: date(user.deleted_at) })} className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-800">
                          {t('admin.users.deleted')}
                        </span>
                      ) : user.suspended_at ? (
                        <div className="flex flex-wrap items-center gap-2">
                          <span title={t('admin.users.suspendedSince', { date: date(user.suspended_at) })} className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-800">
                            {t('admin.users.suspended')}
                          </span>
                          <Button variant="secondary" className="px-2 py-1 text-xs" disabled={unsuspend.isPending} onClick={() => lift(user)}
                            aria-label={t('admin.users.unsuspendLabel', { name: user.full_name || user.email })}>
                            {t('admin.users.unsuspend')}
                          </Button>
                        </div>
                      ) : (
                        <span className="text-slate-600">{t('admin.users.active')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </AdminTable>
              <Pager label={t('admin.users.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : (
            <EmptyState />
          )
        }
      </Loaded>
    </section>
  );
}
