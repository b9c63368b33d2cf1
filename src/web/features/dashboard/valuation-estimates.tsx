import { useState } from 'react';
import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoneyRange } from '#shared/money/format.ts';
import type { SavedValuation } from '#shared/valuation/api.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useDeleteEstimate, useShowOnListing, useValuationEstimates } from './api/valuation-estimates.ts';

/** The owner's saved valuation estimates (issue 22): each one's range, shown on the listing or not, its PDF. */
export function ValuationEstimates() {
  const { t } = useTranslation();
  const estimates = useValuationEstimates(true);
  const show = useShowOnListing();
  const remove = useDeleteEstimate();
  // The server's own words when it refuses (an estimate attached to a request in progress, no business profile).
  const [failed, setFailed] = useState<string | null>(null);
  const onError = (error: unknown) =>
    setFailed(error instanceof ApiRequestError && error.code !== 'internalError' ? wordMessage(error) : t('dashboard.valuations.failed'));
  const items = estimates.data?.items ?? [];

  return (
    <section aria-labelledby="dashboard-valuations" className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" data-testid="valuation-estimates">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-valuations" className="flex items-center gap-2 text-lg font-semibold">
          <Calculator aria-hidden="true" className="size-5 text-brand-600" />
          {t('dashboard.valuations.title')}
        </h2>
        <Link to="/valuation" className={buttonClasses('secondary', 'px-3 py-1.5')}>{t('dashboard.valuations.open')}</Link>
      </div>
      {failed && <Alert className="mt-4">{failed}</Alert>}
      {estimates.isPending ? (
        <p className="mt-4 text-sm text-slate-500">{t('common.loading')}</p>
      ) : estimates.isError ? (
        <p className="mt-4 text-sm text-slate-600">{t('dashboard.valuations.loadError')}</p>
      ) : estimates.isSuccess && items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('dashboard.valuations.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((estimate) => (
            <EstimateRow
              key={estimate.id}
              estimate={estimate}
              busy={show.isPending || remove.isPending}
              onShow={(shown) => {
                setFailed(null);
                show.mutate({ id: estimate.id, shown }, { onError });
              }}
              onDelete={() => {
                setFailed(null);
                remove.mutate(estimate.id, { onError });
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface RowProps {
  estimate: SavedValuation;
  busy: boolean;
  onShow(shown: boolean): void;
  onDelete(): void;
}

function EstimateRow({ estimate, busy, onShow, onDelete }: RowProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const language = languageOf(i18n.language);
  const date = useDateFormat()(estimate.created_at);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="valuation-estimate">
      <div>
        <p className="font-semibold">
          {formatMoneyRange(estimate.low, estimate.high, estimate.currency, language)}
          {estimate.shown_on_listing && (
            <span className="ms-2 rounded-full bg-green-100 px-2 py-0.5 align-middle text-xs font-medium text-green-800">{t('dashboard.valuations.shown')}</span>
          )}
        </p>
        <p className="text-sm text-slate-600">{t('dashboard.valuations.estimatedOn', { date })}</p>
      </div>
      <div role="group" aria-label={t('dashboard.valuations.actionsFor', { date })} className="flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button variant="danger" className="px-3 py-1.5" disabled={busy} onClick={onDelete}>{t('dashboard.valuations.confirmDelete')}</Button>
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setConfirming(false)}>{t('dashboard.valuations.keep')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" className="px-3 py-1.5" disabled={busy} onClick={() => onShow(!estimate.shown_on_listing)}>
              {estimate.shown_on_listing ? t('dashboard.valuations.hide') : t('dashboard.valuations.show')}
            </Button>
            <a href={`/api/valuation/estimates/${encodeURIComponent(estimate.id)}/report.pdf?lang=${language}`} download className={buttonClasses('secondary', 'px-3 py-1.5')}>
              {t('dashboard.valuations.download')}
            </a>
            <Button variant="ghost" className="px-3 py-1.5 text-red-700" disabled={busy} onClick={() => setConfirming(true)}>{t('dashboard.valuations.delete')}</Button>
          </>
        )}
      </div>
    </li>
  );
}
