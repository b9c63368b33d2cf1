// The database side of the profile model (src/shared/profiles/profile-model.ts): which columns hold each of its
// fields, and the one step from a row to the model. The columns carry the model's own names, so a row
// selected through these maps already has the model's shape; nothing is copied.
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BUSINESS_CARD_FIELDS, BUSINESS_MATCH_FIELDS, INVESTOR_CARD_FIELDS, INVESTOR_MATCH_FIELDS,
  type BusinessProfile, type InvestorProfile,
} from '#shared/profiles/profile-model.ts';
import { businessProfiles as b, investorProfiles as i } from '../../db/schema.ts';

/** Every field of the investor model, by its column (search_text, kept by a trigger, is no part of it). */
export const investorProfileColumns = {
  id: i.id, userId: i.userId, status: i.status, minAmount: i.minAmount, maxAmount: i.maxAmount, currency: i.currency,
  preferredIndustries: i.preferredIndustries, minRoi: i.minRoi, investmentHorizon: i.investmentHorizon,
  involvementType: i.involvementType, geographicalPreference: i.geographicalPreference, investmentStage: i.investmentStage,
  about: i.about, portfolioHighlights: i.portfolioHighlights, yearsExperience: i.yearsExperience, mustHave: i.mustHave,
  createdAt: i.createdAt, updatedAt: i.updatedAt,
} satisfies Record<keyof InvestorProfile, AnyPgColumn>;

export const businessProfileColumns = {
  id: b.id, userId: b.userId, status: b.status, companyName: b.companyName, confidential: b.confidential,
  summary: b.summary, highlights: b.highlights, dealType: b.dealType, saleReason: b.saleReason, industry: b.industry, subIndustry: b.subIndustry,
  businessStage: b.businessStage, yearEstablished: b.yearEstablished, legalStructure: b.legalStructure, staffBand: b.staffBand,
  registrationNumber: b.registrationNumber, website: b.website, businessActivities: b.businessActivities,
  headquarters: b.headquarters, branches: b.branches, keyPersonnel: b.keyPersonnel, organizationHierarchy: b.organizationHierarchy,
  majorSuppliers: b.majorSuppliers, majorCustomers: b.majorCustomers, amountRequired: b.amountRequired, currency: b.currency,
  purpose: b.purpose, equityOffered: b.equityOffered, expectedValuation: b.expectedValuation,
  askingPrice: b.askingPrice, valuationMin: b.valuationMin, valuationMax: b.valuationMax, annualRevenue: b.annualRevenue,
  profitMargin: b.profitMargin, growthRate: b.growthRate, preferredInvolvement: b.preferredInvolvement, mustHave: b.mustHave,
  createdAt: b.createdAt, updatedAt: b.updatedAt,
} satisfies Record<keyof BusinessProfile, AnyPgColumn>;

function pick<Columns extends object, K extends keyof Columns>(columns: Columns, keys: readonly K[]): Pick<Columns, K> {
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<Columns, K>;
}

/** The columns of what matching reads, and the id: a snapshot loads only these. */
export const investorMatchColumns = pick(investorProfileColumns, ['id', ...INVESTOR_MATCH_FIELDS]);
export const businessMatchColumns = pick(businessProfileColumns, ['id', ...BUSINESS_MATCH_FIELDS]);
/** The columns of a public listing card. */
export const investorCardColumns = pick(investorProfileColumns, INVESTOR_CARD_FIELDS);
export const businessCardColumns = pick(businessProfileColumns, BUSINESS_CARD_FIELDS);

/** A row as the ORM types it: the columns' data, where lists and some texts are plain strings. */
type RowOf<Columns extends Record<string, AnyPgColumn>> = { [K in keyof Columns]: Columns[K]['_']['data'] | (Columns[K]['_']['notNull'] extends true ? never : null) };
/** The model's type for the fields a row has. */
type ModelOf<Model, Row> = Pick<Model, keyof Row & keyof Model>;

/**
 * A row as the model: the same object, typed. The database's check constraints (schema.ts) hold
 * every list and text the model types as an enumeration to that enumeration's values.
 */
export const investorProfileOf = <Row extends Partial<RowOf<typeof investorProfileColumns>>>(row: Row) =>
  row as unknown as ModelOf<InvestorProfile, Row>;
export const businessProfileOf = <Row extends Partial<RowOf<typeof businessProfileColumns>>>(row: Row) =>
  row as unknown as ModelOf<BusinessProfile, Row>;
