import type { RouteHandler } from '@hono/zod-openapi';
import { RECENT_REQUESTS, type AdminStats } from '#shared/admin/stats.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { audit } from './admin-shared.ts';
import { selectRequests, toAdminServiceRequest } from './admin-requests.queries.ts';
import { figures, timeline } from './admin-stats.queries.ts';
import { csvHeaders, csvStream, type CsvColumn } from './csv.ts';
import * as routes from './admin-stats.routes.ts';

const stats: RouteHandler<typeof routes.stats, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const [counts, recent, weeks] = await Promise.all([
    figures(db),
    selectRequests(db).limit(RECENT_REQUESTS),
    timeline(db, new Date()),
  ]);
  const body: AdminStats = { ...counts, recent_requests: recent.map(toAdminServiceRequest), timeline: weeks };
  return c.json(body, 200);
};

interface DashboardLine {
  section: string;
  label: string;
  value: number;
}
const DASHBOARD_COLUMNS: CsvColumn<DashboardLine>[] = [
  { header: 'section', value: (l) => l.section },
  { header: 'metric', value: (l) => l.label },
  { header: 'value', value: (l) => l.value },
];

const exportDashboard: RouteHandler<typeof routes.exportDashboard, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const { db } = c.var.deps;
  const [counts, weeks] = await Promise.all([figures(db), timeline(db, new Date())]);
  await audit(db, { actorUserId: admin.id, action: 'export', targetType: 'export', targetId: 'dashboard.csv' });
  const lines: DashboardLine[] = [
    { section: 'totals', label: 'Total Users', value: counts.total_users },
    { section: 'totals', label: 'Businesses', value: counts.businesses },
    { section: 'totals', label: 'Investors', value: counts.investors },
    { section: 'totals', label: 'Pending Requests', value: counts.pending_requests },
    { section: 'totals', label: 'Active Matches', value: counts.active_matches },
    { section: 'totals', label: 'Service Requests', value: counts.service_requests },
    { section: 'totals', label: 'Est. Revenue (USD)', value: counts.estimated_revenue },
    { section: 'totals', label: 'Deals Closed', value: counts.closed_deals },
    { section: 'totals', label: 'Closed Deal Value (USD)', value: counts.closed_deal_value_usd },
    ...weeks.flatMap((w) => [
      { section: `week of ${w.week_start}`, label: 'Service Requests', value: w.requests },
      { section: `week of ${w.week_start}`, label: 'Registrations', value: w.registrations },
    ]),
  ];
  async function* once() {
    yield lines;
  }
  return c.body(csvStream(DASHBOARD_COLUMNS, once()), 200, csvHeaders('dashboard.csv'));
};

export const adminStatsRouter = createRouter()
  .openapi(routes.stats, stats)
  .openapi(routes.exportDashboard, exportDashboard);
