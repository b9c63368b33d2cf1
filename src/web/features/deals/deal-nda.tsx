import { Download } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDealDocuments } from './deal-documents-queries.ts';
import { ndaCertificateUrl } from './deal-file.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';

/** The pair's NDA (issue 18): who accepted it and when, and its certificate for both parties. */
export function DealNdaCard({ dealId, interval }: { dealId: string; interval: number | false }) {
  const { t } = useTranslation();
  const date = useDateFormat('dateTime');
  // The same answer as the Documents section's (one request).
  const { data } = useDealDocuments(dealId, interval);
  if (!data) return null;
  const { status, acceptance } = data.nda;
  return (
    <section aria-labelledby="deal-nda" className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="deal-nda">
      <h2 id="deal-nda" className="font-semibold">{t('deals.nda.title')}</h2>
      {status === 'accepted' && acceptance ? (
        <>
          <p className="mt-2 text-slate-700">{t('deals.nda.accepted', { name: acceptance.accepted_by, date: date(acceptance.accepted_at) })}</p>
          <p className="mt-1 text-xs text-slate-500">{t('deals.nda.code', { code: acceptance.verification_code })}</p>
          <a href={ndaCertificateUrl(dealId)} download className={buttonClasses('secondary', 'mt-3 w-full')}>
            <Download aria-hidden="true" className="size-4" />
            {t('deals.nda.certificate')}
          </a>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{status === 'not_required' ? t('deals.nda.notRequired') : t('deals.nda.pending')}</p>
      )}
    </section>
  );
}
