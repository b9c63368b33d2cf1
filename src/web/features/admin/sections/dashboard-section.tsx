import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Briefcase, Clock, DollarSign, Handshake, Landmark, TrendingUp, Users } from 'lucide-react';
import { formatRevenue, formatUsd } from '#shared/money/format.ts';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { useStats } from '../api/get-stats.ts';
import { ActivityChart } from '../components/activity-chart.tsx';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { ExportLink } from '../components/export-link.tsx';
import { Loaded, SectionHeader } from '../components/section.tsx';
import { RequestStatusBadge } from '../components/status-badge.tsx';

export function DashboardSection() {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const query = useStats();
  return (
    <section aria-labelledby="admin-dashboard">
      <SectionHeader id="admin-dashboard" title={t('admin.dashboard.title')}>
        <ExportLink file="dashboard.csv" label={t('admin.export')} />
      </SectionHeader>
      <Loaded query={query}>
        {() => {
          const stats = query.data;
          if (!stats) return null;
          const cards: { label: string; value: string; icon: LucideIcon }[] = [
            { label: t('admin.dashboard.totalUsers'), value: String(stats.total_users), icon: Users },
            { label: t('admin.dashboard.businesses'), value: String(stats.businesses), icon: Briefcase },
            { label: t('admin.dashboard.investors'), value: String(stats.investors), icon: TrendingUp },
            { label: t('admin.dashboard.pendingRequests'), value: String(stats.pending_requests), icon: Clock },
            { label: t('admin.dashboard.activeMatches'), value: String(stats.active_matches), icon: Handshake },
            { label: t('admin.dashboard.estRevenue'), value: formatRevenue(stats.estimated_revenue, languageOf(i18n.language)), icon: DollarSign },
            // Deals both parties confirmed closed as won, and the final prices they gave, in US dollars (issue 50).
            { label: t('admin.dashboard.closedDeals'), value: String(stats.closed_deals), icon: BadgeCheck },
            { label: t('admin.dashboard.closedDealValue'), value: formatUsd(stats.closed_deal_value_usd, languageOf(i18n.language)), icon: Landmark },
          ];
          return (
            <>
              <dl className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {cards.map((card) => (
                  // A term and its value straight inside the group (a list of definitions allows nothing between).
                  <div key={card.label} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                    <dt className="flex items-center gap-2 text-sm text-slate-600">
                      <card.icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                      {card.label}
                    </dt>
                    <dd className="mt-1 text-2xl font-bold" data-testid={`stat-${card.label}`}>{card.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-6">
                <ActivityChart weeks={stats.timeline} />
              </div>
              <section aria-labelledby="admin-recent" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h3 id="admin-recent" className="font-semibold">{t('admin.dashboard.recentRequests')}</h3>
                {stats.recent_requests.length === 0 ? (
                  <p className="mt-3 text-sm text-slate-500">{t('admin.dashboard.noRequests')}</p>
                ) : (
                  <ul className="mt-3 divide-y divide-slate-100" aria-labelledby="admin-recent">
                    {stats.recent_requests.map((request) => (
                      <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                        <div>
                          <p className="font-medium">{t(`admin.serviceTypes.${request.service_type}`)}</p>
                          <p className="text-xs text-slate-500">{date(request.created_at)}</p>
                        </div>
                        <RequestStatusBadge status={request.status} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
