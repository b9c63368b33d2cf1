import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link } from 'react-router';
import { daysSince } from '#shared/trust/trust-rules.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { AlertBox } from '../../components/ui/alert-box.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useConfirmListing, useListingFreshness } from './api/listing-freshness.ts';

/**
 * The owner's (or investor's) listing and how fresh it is (issue 23): "Still current" confirms it, prominent once the
 * 60-day reminder went out; a listing paused after 120 days says so and is published again in one click.
 */
export function ListingFreshness() {
  const { t } = useTranslation();
  const freshness = useListingFreshness(true);
  const confirm = useConfirmListing();
  const [done, setDone] = useState<'confirmed' | 'republished' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const listing = freshness.data?.listing;
  // Before the profile's first save there is no listing to speak of.
  if (!listing && !done) return null;

  const onConfirm = (republishing: boolean) => {
    setFailed(null);
    setDone(null);
    confirm.mutate(undefined, {
      onSuccess: () => setDone(republishing ? 'republished' : 'confirmed'),
      onError: (error) => setFailed(error instanceof ApiRequestError && error.code !== 'internalError' ? wordMessage(error) : t('dashboard.listing.failed')),
    });
  };
  const days = listing ? daysSince(listing.confirmed_at) : 0;
  const kind = listing?.kind ?? 'business';

  return (
    <section aria-labelledby="dashboard-listing" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="listing-freshness">
      <h2 id="dashboard-listing" className="sr-only">{t('dashboard.listing.title')}</h2>
      {done && (
        <AlertBox tone="success" className="mb-3">{done === 'republished' ? t('dashboard.listing.republished') : t('dashboard.listing.confirmed')}</AlertBox>
      )}
      {failed && <Alert className="mb-3">{failed}</Alert>}
      {listing?.paused ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold-200 bg-gold-50 px-4 py-3 text-sm text-gold-800" data-testid="listing-paused">
          <p>{t(`dashboard.listing.paused.${kind}`)}</p>
          <Button disabled={confirm.isPending} onClick={() => onConfirm(true)}>{t('dashboard.listing.republish')}</Button>
        </div>
      ) : listing ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="flex items-center gap-2 font-medium">
              <Clock aria-hidden="true" className="size-4 text-slate-500" />
              {days === 0 ? t('dashboard.listing.updatedToday') : t('dashboard.listing.updated', { count: days })}
            </p>
            {listing.reminded && <p className="mt-1 text-sm text-slate-600">{t('dashboard.listing.reminder')}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant={listing.reminded ? 'primary' : 'secondary'} className={listing.reminded ? undefined : 'px-3 py-1.5'} disabled={confirm.isPending} onClick={() => onConfirm(false)}>
              {t('dashboard.listing.stillCurrent')}
            </Button>
            {listing.reminded && (
              <Link to={kind === 'investor' ? '/investorprofile' : '/businessprofile'} className={buttonClasses('secondary')}>{t('dashboard.listing.edit')}</Link>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
