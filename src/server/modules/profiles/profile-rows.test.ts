import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessFromValues, toBusinessDto, toInvestorDto } from '#shared/profiles/profile-model.ts';
import { businessProfileSchema } from '#shared/profiles/profiles.ts';
import { openPglite, type Database } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { businessMatchColumns, businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from './profile-rows.ts';

let database: Database;
let userId: string;

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.migrate();
  const [user] = await database.db.insert(s.users).values({ email: 'rows@example.com', passwordHash: 'x', fullName: 'Rows' }).returning();
  userId = user!.id;
});
afterAll(async () => {
  await database.close();
});

describe('a profile row as the model', () => {
  it('reads a row the owner left nearly empty as nulls and empty lists, the API shape with every field', async () => {
    const { db } = database;
    await db.insert(s.investorProfiles).values({ userId });
    const [row] = await db.select(investorProfileColumns).from(s.investorProfiles).where(eq(s.investorProfiles.userId, userId));
    const profile = investorProfileOf(row!);
    expect(profile).toMatchObject({
      userId, status: 'active', minAmount: null, maxAmount: null, currency: 'USD', preferredIndustries: [], minRoi: null,
      geographicalPreference: [], investmentStage: [], about: null, portfolioHighlights: null,
    });
    expect(profile).not.toHaveProperty('searchText');
    const dto = toInvestorDto(profile);
    expect(dto.investment_capacity).toEqual({ min_amount: null, max_amount: null, currency: 'USD' });
    expect([dto.preferred_industries, dto.geographical_preference, dto.investment_stage]).toEqual([[], [], []]);
    expect(dto.created_at).toBe(profile.createdAt.toISOString());
  });

  it('gives back what was written, numbers as numbers, and the match columns as the same fields', async () => {
    const { db } = database;
    const values = businessProfileSchema.parse({
      basic_info: { company_name: 'Pearl Bakery', industry: 'food_beverage', business_stage: 'established', year_established: 2009 },
      business_activities: ['Bakery', 'Catering'],
      geographical_presence: { headquarters: 'Bahrain', branches: [] },
      key_personnel: [{ name: 'Layla Saleh', position: 'Owner' }],
      funding_requirements: { amount_required: 120_000.5, currency: 'BHD', purpose: 'equipment', valuation_min: 400_000, valuation_max: 450_000.5 },
      financial_highlights: { annual_revenue: 900_000, profit_margin: -2.25, growth_rate: 0 },
    });
    const written = businessFromValues(values);
    await db.insert(s.businessProfiles).values({ ...written, userId });
    const [row] = await db.select(businessProfileColumns).from(s.businessProfiles).where(eq(s.businessProfiles.userId, userId));
    const profile = businessProfileOf(row!);
    expect(profile).toMatchObject(written);
    expect(toBusinessDto(profile).funding_requirements).toEqual({
      amount_required: 120_000.5, currency: 'BHD', purpose: 'equipment', equity_offered: null, expected_valuation: null,
      asking_price: null, valuation_min: 400_000, valuation_max: 450_000.5,
    });
    const [match] = await db.select(businessMatchColumns).from(s.businessProfiles).where(eq(s.businessProfiles.userId, userId));
    expect(businessProfileOf(match!)).toEqual({
      id: profile.id, industry: 'food_beverage', businessStage: 'established', businessActivities: ['Bakery', 'Catering'],
      headquarters: 'Bahrain', branches: [], amountRequired: 120_000.5, currency: 'BHD', purpose: 'equipment', profitMargin: -2.25, growthRate: 0,
      preferredInvolvement: [], mustHave: ['capacity'],
    });
  });
});
