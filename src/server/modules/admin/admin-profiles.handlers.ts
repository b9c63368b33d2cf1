import type { RouteHandler } from '@hono/zod-openapi';
import { requireAdmin } from '../../auth/sessions.ts';
import { createRouter, type AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { toBusinessDto, toInvestorDto } from '#shared/profiles/profile-model.ts';
import { businessProfileOf, investorProfileOf } from '../profiles/index.ts';
import { isPaused } from '../profiles/index.ts';
import { findRegistrationVerification } from '../trust/index.ts';
import {
  adminBusiness, adminInvestor, businessExportBatch, countBusinesses, countInvestors, decideProfile, findBusinessProfile, findInvestorProfile,
  findOwner, freshnessOf, investorExportBatch, ownerDocuments, selectBusinesses, selectInvestors, toAdminBusiness, toAdminInvestor,
} from './admin-profiles.queries.ts';
import { audit, existingId, paging } from './admin-shared.ts';
import { csvHeaders, csvStream, keysetBatches, type CsvColumn } from './csv.ts';
import * as routes from './admin-profiles.routes.ts';

const listBusinesses: RouteHandler<typeof routes.listBusinesses, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const [rows, total] = await Promise.all([selectBusinesses(db).limit(pageSize).offset(offset), countBusinesses(db)]);
  return c.json({ items: rows.map(toAdminBusiness), total, page, page_size: pageSize }, 200);
};

const getBusiness: RouteHandler<typeof routes.getBusiness, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const row = await findBusinessProfile(db, existingId(c.req.valid('param').id));
  if (!row) throw notFound();
  const [owner, docs, verification] = await Promise.all([findOwner(db, row.userId), ownerDocuments(db, row.userId), findRegistrationVerification(db, row.id)]);
  return c.json({ profile: toBusinessDto(businessProfileOf(row)), owner, documents: docs, verification, ...freshnessOf(row) }, 200);
};

const decideBusiness: RouteHandler<typeof routes.decideBusiness, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db, mailer, jobs } = c.var.deps;
  if (await decideProfile(db, admin, 'business', id, c.req.valid('json'), { mail: mailer.enabled })) await jobs.requestMailDelivery();
  await jobs.requestSavedSearchAlerts('business', id);
  const row = await adminBusiness(db, id);
  if (!row) throw notFound();
  return c.json(toAdminBusiness(row), 200);
};

const listInvestors: RouteHandler<typeof routes.listInvestors, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const { page, pageSize, offset } = paging(c.req.valid('query'));
  const [rows, total] = await Promise.all([selectInvestors(db).limit(pageSize).offset(offset), countInvestors(db)]);
  return c.json({ items: rows.map(toAdminInvestor), total, page, page_size: pageSize }, 200);
};

const getInvestor: RouteHandler<typeof routes.getInvestor, AppEnv> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const row = await findInvestorProfile(db, existingId(c.req.valid('param').id));
  if (!row) throw notFound();
  const [owner, docs] = await Promise.all([findOwner(db, row.userId), ownerDocuments(db, row.userId)]);
  return c.json({ profile: toInvestorDto(investorProfileOf(row)), owner, documents: docs, ...freshnessOf(row) }, 200);
};

const decideInvestor: RouteHandler<typeof routes.decideInvestor, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const id = existingId(c.req.valid('param').id);
  const { db, mailer, jobs } = c.var.deps;
  if (await decideProfile(db, admin, 'investor', id, c.req.valid('json'), { mail: mailer.enabled })) await jobs.requestMailDelivery();
  await jobs.requestSavedSearchAlerts('investor', id);
  const row = await adminInvestor(db, id);
  if (!row) throw notFound();
  return c.json(toAdminInvestor(row), 200);
};

type BusinessExportRow = Awaited<ReturnType<typeof businessExportBatch>>[number];
const BUSINESS_COLUMNS: CsvColumn<BusinessExportRow>[] = [
  { header: 'id', value: (r) => r.profile.id },
  { header: 'company_name', value: (r) => r.profile.companyName },
  { header: 'industry', value: (r) => r.profile.industry },
  { header: 'business_stage', value: (r) => r.profile.businessStage },
  { header: 'status', value: (r) => r.profile.status },
  { header: 'amount_required', value: (r) => r.profile.amountRequired },
  { header: 'currency', value: (r) => r.profile.currency },
  { header: 'equity_offered', value: (r) => r.profile.equityOffered },
  { header: 'annual_revenue', value: (r) => r.profile.annualRevenue },
  { header: 'headquarters', value: (r) => r.profile.headquarters },
  { header: 'document_count', value: (r) => r.documentCount },
  { header: 'owner_name', value: (r) => r.owner.fullName },
  { header: 'owner_email', value: (r) => r.owner.email },
  { header: 'created_at', value: (r) => r.profile.createdAt },
  // Freshness (issue 23): the owner's last save or confirmation, and whether the listing is paused for want of one.
  { header: 'confirmed_at', value: (r) => r.profile.confirmedAt },
  { header: 'paused', value: (r) => isPaused(r.profile) },
];

const exportBusinesses: RouteHandler<typeof routes.exportBusinesses, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const { db } = c.var.deps;
  await audit(db, { actorUserId: admin.id, action: 'export', targetType: 'export', targetId: 'businesses.csv' });
  const batches = keysetBatches<BusinessExportRow>((after, size) => businessExportBatch(db, after, size));
  return c.body(csvStream(BUSINESS_COLUMNS, batches), 200, csvHeaders('businesses.csv'));
};

type InvestorExportRow = Awaited<ReturnType<typeof investorExportBatch>>[number];
const INVESTOR_COLUMNS: CsvColumn<InvestorExportRow>[] = [
  { header: 'id', value: (r) => r.profile.id },
  { header: 'investor_name', value: (r) => r.owner.fullName },
  { header: 'investor_email', value: (r) => r.owner.email },
  { header: 'company_name', value: (r) => r.companyName },
  { header: 'status', value: (r) => r.profile.status },
  { header: 'min_amount', value: (r) => r.profile.minAmount },
  { header: 'max_amount', value: (r) => r.profile.maxAmount },
  { header: 'currency', value: (r) => r.profile.currency },
  { header: 'preferred_industries', value: (r) => r.profile.preferredIndustries },
  { header: 'involvement_type', value: (r) => r.profile.involvementType },
  { header: 'investment_horizon', value: (r) => r.profile.investmentHorizon },
  { header: 'geographical_preference', value: (r) => r.profile.geographicalPreference },
  { header: 'created_at', value: (r) => r.profile.createdAt },
  { header: 'confirmed_at', value: (r) => r.profile.confirmedAt },
  { header: 'paused', value: (r) => isPaused(r.profile) },
];

const exportInvestors: RouteHandler<typeof routes.exportInvestors, AppEnv> = async (c) => {
  const admin = requireAdmin(c);
  const { db } = c.var.deps;
  await audit(db, { actorUserId: admin.id, action: 'export', targetType: 'export', targetId: 'investors.csv' });
  const batches = keysetBatches<InvestorExportRow>((after, size) => investorExportBatch(db, after, size));
  return c.body(csvStream(INVESTOR_COLUMNS, batches), 200, csvHeaders('investors.csv'));
};

export const adminProfilesRouter = createRouter()
  .openapi(routes.listBusinesses, listBusinesses)
  .openapi(routes.getBusiness, getBusiness)
  .openapi(routes.decideBusiness, decideBusiness)
  .openapi(routes.listInvestors, listInvestors)
  .openapi(routes.getInvestor, getInvestor)
  .openapi(routes.decideInvestor, decideInvestor)
  .openapi(routes.exportBusinesses, exportBusinesses)
  .openapi(routes.exportInvestors, exportInvestors);
