import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { AdminDealDetail } from '#shared/admin/deals.ts';
import type { RevokeReason } from '#shared/deals/documents.ts';
import { ltr } from '../../../components/ui/ltr.tsx';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { DetailSection } from '../components/details.tsx';

// One deal's NDA, its documents shared (live and revoked) and every view and download (issue 18), in the admin's
// deal dialog (deals-section.tsx).

const heading = 'text-sm font-semibold uppercase tracking-wide text-slate-500';

export function DealDocumentsDetail({ deal }: { deal: AdminDealDetail }) {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const time = useDateFormat('dateTime');
  const { nda } = deal;
  const acceptance = nda.acceptance;
  // A reason newer than this screen reads as the server wrote it.
  const reason = (text: string | null) =>
    text === null ? '' : i18n.exists(`admin.deals.revokeReasons.${text}`) ? t(`admin.deals.revokeReasons.${text as RevokeReason}`) : text;
  return (
    <>
      <DetailSection title={t('admin.deals.ndaTitle')} rows={[
        [t('admin.deals.ndaStatus'), t(`admin.ndaStatus.${nda.status}`)],
        ...(acceptance ? [
          [t('admin.deals.ndaAcceptedBy'), t('admin.deals.ndaAcceptance', { name: acceptance.accepted_by, typed: acceptance.typed_name, date: time(acceptance.accepted_at) })],
          [t('admin.deals.ndaKind'), t('admin.deals.ndaVersion', { kind: t(`admin.deals.ndaKinds.${acceptance.kind}`), version: acceptance.version })],
          [t('admin.deals.ndaCode'), ltr(acceptance.verification_code)],
        ] as const : []),
      ]} />
      <section className="mt-4" aria-labelledby="admin-deal-grants">
        <h3 id="admin-deal-grants" className={heading}>{t('admin.deals.grants')}</h3>
        {deal.grants.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t('admin.deals.noGrants')}</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm" data-testid="admin-deal-grants">
            {deal.grants.map((grant) => (
              <li key={grant.id}>
                <span className="font-medium" dir="auto">{grant.file_name}</span>
                <span className="text-slate-600"> · {t('admin.deals.grantedBy', { side: t(`admin.deals.sides.${grant.owner}`), date: date(grant.granted_at) })}</span>
                <p className={grant.revoked_at ? 'text-red-700' : 'text-emerald-700'}>
                  {grant.revoked_at
                    ? t('admin.deals.revoked', { date: date(grant.revoked_at), reason: reason(grant.revoke_reason) || t('admin.details.none') })
                    : t('admin.deals.grantLive')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-4" aria-labelledby="admin-deal-access">
        <h3 id="admin-deal-access" className={heading}>{t('admin.deals.access')}</h3>
        {deal.document_access.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t('admin.deals.noAccess')}</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm" data-testid="admin-deal-access">
            {deal.document_access.map((entry) => (
              <li key={entry.id}>
                {t(entry.action === 'view' ? 'admin.deals.viewed' : 'admin.deals.downloaded', { name: entry.viewer?.full_name ?? t('admin.deals.deletedViewer'), file: entry.file_name })}
                <span className="text-slate-600"> · {time(entry.created_at)}{entry.ip && <> · {t('admin.deals.ip')} {ltr(entry.ip)}</>}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
