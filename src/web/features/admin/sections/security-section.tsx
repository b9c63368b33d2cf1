import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSecurityLog } from '../api/security-log.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { Pager } from '../components/pager.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { Loaded, SectionHeader } from '../components/section.tsx';

/** Security log (issue 19): refused calls to admin routes, newest first (decision 0119). */
export function SecuritySection() {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [page, setPage] = useState(1);
  const query = useSecurityLog(page);
  return (
    <section aria-labelledby="admin-security">
      <SectionHeader id="admin-security" title={t('admin.security.title')}>
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('admin.security.refresh')}</Button>
      </SectionHeader>
      <p className="mt-2 text-sm text-slate-600">{t('admin.security.intro')}</p>
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <>
              <AdminTable labelledBy="admin-security" columns={[
                t('admin.security.time'),
                t('admin.security.route'),
                t('admin.security.answer'),
                t('admin.security.user'),
                t('admin.security.address'),
              ]}>
                {query.data.items.map((event) => (
                  <tr key={event.id}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {date(event.created_at)}
                      {event.count > 1 && (
                        <span className="block text-xs text-slate-500">{t('admin.security.repeated', { count: event.count - 1, time: date(event.last_at) })}</span>
                      )}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs break-all" dir="ltr">{event.method} {event.route}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {event.status === 401 ? t('admin.security.notSignedIn') : t('admin.security.notAdmin')} <span className="text-slate-500" dir="ltr">({event.status})</span>
                    </td>
                    <td className="px-3 py-2">
                      {event.user ? (
                        <>
                          <span className="font-medium" dir="auto">{event.user.full_name}</span>
                          <span className="block text-xs text-slate-500" dir="ltr">{event.user.email}</span>
                        </>
                      ) : (
                        <span className="text-slate-500">{t('admin.security.anonymous')}</span>
                      )}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs" dir="ltr">{event.ip}</td>
                  </tr>
                ))}
              </AdminTable>
              <Pager label={t('admin.security.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : (
            <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{t('admin.security.none')}</p>
          )
        }
      </Loaded>
    </section>
  );
}
