import type { RouteHandler } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { AdminMatch } from '../../../shared/admin/matches.ts';
import { requireAdmin } from '../../auth/sessions.ts';
import { businessProfiles, investorProfiles, matches, users } from '../../db/schema.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { iso, paging } from './admin-shared.ts';
import * as routes from './admin-matches.routes.ts';

const listMatches: RouteHandler<typeof routes.listMatches, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const [rows, total] = await Promise.all([
    db
      .select({ match: matches, investorName: users.fullName, companyName: businessProfiles.companyName })
      .from(matches)
      .innerJoin(investorProfiles, eq(investorProfiles.id, matches.investorProfileId))
      .innerJoin(users, eq(users.id, investorProfiles.userId))
      .innerJoin(businessProfiles, eq(businessProfiles.id, matches.businessProfileId))
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(pageSize)
      .offset(offset),
    db.$count(matches),
  ]);
  const items = rows.map(({ match: m, investorName, companyName }): AdminMatch => ({
    id: m.id,
    match_score: m.matchScore,
    status: m.status,
    investor_interest: m.investorInterest,
    business_interest: m.businessInterest,
    match_reasons: m.matchReasons,
    match_reason_details: m.matchReasonDetails,
    investor_name: investorName,
    company_name: companyName,
    created_at: iso(m.createdAt),
  }));
  return c.json({ items, total, page, page_size: pageSize }, 200);
};

export const adminMatchesRouter = createRouter().openapi(routes.listMatches, listMatches);
