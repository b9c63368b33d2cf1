import { useState, type ReactNode } from 'react';
import type { AdminInvestor } from '#shared/admin/profiles.ts';
import { formatMoneyRange } from '#shared/money/format.ts';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { useInvestors } from '../api/get-profiles.ts';
import { ExportLink } from '../components/export-link.tsx';
import { Pager } from '../components/pager.tsx';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { DecisionButtons, useProfileDecision } from '../components/profile-decision.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';
import { FreshnessTags } from '../components/freshness-tags.tsx';
import { ProfileStatusBadge } from '../components/status-badge.tsx';
import { InvestorProfileDialog } from './investor-profile-dialog.tsx';

/** Spec: the first three preferred industries. */
const SHOWN_INDUSTRIES = 3;

export function InvestorsSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const query = useInvestors(page);
  const decision = useProfileDecision('investors');

  return (
    <section aria-labelledby="admin-investors">
      <SectionHeader id="admin-investors" title={t('admin.investors.title')}>
        <ExportLink file="investors.csv" label={t('admin.export')} />
      </SectionHeader>
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <>
              <ul className="mt-6 space-y-3" aria-labelledby="admin-investors">
                {query.data.items.map((investor) => (
                  <InvestorRow key={investor.id} investor={investor}>
                    <DecisionButtons
                      status={investor.status}
                      paused={investor.paused}
                      busy={decision.mutation.isPending}
                      onDecide={(status) => decision.ask({ id: investor.id, name: investor.owner.full_name || investor.owner.email, status, paused: investor.paused })}
                      viewLabel={t('admin.investors.viewProfile')}
                      onView={() => setViewing(investor.id)}
                    />
                  </InvestorRow>
                ))}
              </ul>
              <Pager label={t('admin.investors.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : (
            <EmptyState />
          )
        }
      </Loaded>
      <DecisionDialog decision={decision} />
      <InvestorProfileDialog id={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

function InvestorRow({ investor, children }: { investor: AdminInvestor; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const range = formatMoneyRange(investor.min_amount, investor.max_amount, investor.currency, language);
  const industries = investor.preferred_industries.slice(0, SHOWN_INDUSTRIES).map((i) => t(`enums.industry.${i}`));
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-investor">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{investor.owner.company_name || investor.owner.full_name || investor.owner.email}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <FreshnessTags confirmedAt={investor.confirmed_at} paused={investor.paused} />
          <ProfileStatusBadge status={investor.status} />
        </div>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {range && <span>{t('admin.investors.range', { range })}</span>}
        {industries.length > 0 && <span>{t('admin.investors.industries', { industries: industries.join(', ') })}</span>}
        {investor.involvement_type && <span>{t('admin.investors.involvement', { involvement: t(`enums.involvement.${investor.involvement_type}`) })}</span>}
      </p>
      <p className="mt-1 text-sm text-slate-500">{t('admin.investors.investor', { name: investor.owner.full_name || investor.owner.email, email: investor.owner.email })}</p>
      {children}
    </li>
  );
}
