import type { RouteHandler } from '@hono/zod-openapi';
import type { AdminMatch } from '#shared/admin/matches.ts';
import { ADMIN_ENGLISH_REASONS, renderReason } from '#shared/matching/reason-render.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { iso, paging } from './admin-shared.ts';
import { countMatches, selectMatches } from './admin-matches.queries.ts';
import * as routes from './admin-matches.routes.ts';

const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

const listMatches: RouteHandler<typeof routes.listMatches, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const [rows, total] = await Promise.all([
    selectMatches(db, { limit: pageSize, offset }),
    countMatches(db),
  ]);
  const items = rows.map(({ match: m, investorName, companyName, dealId, dealStage, ndaRequired, ndaAcceptedAt }): AdminMatch => ({
    id: m.id,
    match_score: m.matchScore,
    status: m.status,
    investor_interest: m.investorInterest,
    business_interest: m.businessInterest,
    investor_interested_at: isoOrNull(m.investorInterestedAt),
    business_connected_at: isoOrNull(m.businessConnectedAt),
    introduced_at: isoOrNull(m.introducedAt),
    declined_by: m.investorDeclinedAt ? 'investor' : m.businessDeclinedAt ? 'business' : null,
    declined_at: isoOrNull(m.investorDeclinedAt ?? m.businessDeclinedAt),
    decline_reason: m.declineReason,
    deal_id: dealId,
    deal_stage: dealStage,
    match_reasons: m.matchReasons,
    // A match stored before reasons were kept as data has only its English, written to the investor.
    admin_reasons: m.matchReasonDetails.length > 0 ? m.matchReasonDetails.map((r) => renderReason(r, ADMIN_ENGLISH_REASONS)) : m.matchReasons,
    match_reason_details: m.matchReasonDetails,
    // Accepted; else introduced without one, or not asked for by the business: not required; else pending (issue 18).
    nda_status: ndaAcceptedAt ? 'accepted' : m.introducedAt || !ndaRequired ? 'not_required' : 'pending',
    nda_accepted_at: ndaAcceptedAt ? iso(new Date(ndaAcceptedAt)) : null,
    investor_name: investorName,
    company_name: companyName,
    created_at: iso(m.createdAt),
  }));
  return c.json({ items, total, page, page_size: pageSize }, 200);
};

export const adminMatchesRouter = createRouter().openapi(routes.listMatches, listMatches);
