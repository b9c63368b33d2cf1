import { useState, type ReactNode } from 'react';
import type { AdminBusiness } from '#shared/admin/profiles.ts';
import { formatMoney } from '#shared/money/format.ts';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { useBusinesses } from '../api/get-profiles.ts';
import { ExportLink } from '../components/export-link.tsx';
import { Pager } from '../components/pager.tsx';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { DecisionButtons, useProfileDecision } from '../components/profile-decision.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';
import { FreshnessTags } from '../components/freshness-tags.tsx';
import { ProfileStatusBadge } from '../components/status-badge.tsx';
import { BusinessDetailsDialog } from './business-details-dialog.tsx';

export function BusinessesSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const query = useBusinesses(page);
  const decision = useProfileDecision('businesses');

  return (
    <section aria-labelledby="admin-businesses">
      <SectionHeader id="admin-businesses" title={t('admin.businesses.title')}>
        <ExportLink file="businesses.csv" label={t('admin.export')} />
      </SectionHeader>
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <>
              <ul className="mt-6 space-y-3" aria-labelledby="admin-businesses">
                {query.data.items.map((business) => (
                  <BusinessRow key={business.id} business={business}>
                    <DecisionButtons
                      status={business.status}
                      paused={business.paused}
                      busy={decision.mutation.isPending}
                      onDecide={(status) => decision.ask({ id: business.id, name: business.company_name || t('admin.businesses.fallbackName'), status, paused: business.paused })}
                      viewLabel={t('admin.businesses.viewDetails')}
                      onView={() => setViewing(business.id)}
                    />
                  </BusinessRow>
                ))}
              </ul>
              <Pager label={t('admin.businesses.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : (
            <EmptyState />
          )
        }
      </Loaded>
      <DecisionDialog decision={decision} />
      <BusinessDetailsDialog id={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

function BusinessRow({ business, children }: { business: AdminBusiness; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const funding = formatMoney(business.amount_required, business.currency, language);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-business">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{business.company_name || t('admin.businesses.fallbackName')}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <FreshnessTags confirmedAt={business.confirmed_at} paused={business.paused} verified={business.registration_verified} />
          <ProfileStatusBadge status={business.status} />
        </div>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {business.industry && <span>{t('admin.businesses.industry', { industry: t(`enums.industry.${business.industry}`) })}</span>}
        {business.business_stage && <span>{t('admin.businesses.stage', { stage: t(`enums.businessStage.${business.business_stage}`) })}</span>}
        {funding && <span>{t('admin.businesses.funding', { amount: funding })}</span>}
        <span>{t('admin.businesses.documents', { count: business.document_count })}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{t('admin.businesses.owner', { name: business.owner.full_name || business.owner.email, email: business.owner.email })}</p>
      {children}
    </li>
  );
}
