import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessPage, InvestorPage } from '#shared/listings/listings.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { searchMatches } from './search.ts';

let client: TestClient;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const now = Date.now();

type Business = Omit<typeof businessProfiles.$inferInsert, 'userId'>;
type Investor = Omit<typeof investorProfiles.$inferInsert, 'userId'>;

async function userFor(key: string, userType: 'investor' | 'business_owner') {
  const [user] = await ctx.deps.db.insert(users).values({ email: `${key}@example.com`, passwordHash: 'x', fullName: `Person ${key}`, userType }).returning();
  return user!.id;
}

/** Profiles inserted oldest first, a day apart, so that "newest first" and relevance order differ. */
async function business(key: string, age: number, values: Business) {
  const createdAt = new Date(now - age * DAY);
  const [row] = await ctx.deps.db.insert(businessProfiles).values({ userId: await userFor(key, 'business_owner'), createdAt, ...values }).returning();
  ids[key] = row!.id;
}

const mandate: Investor = { minAmount: 100_000, maxAmount: 5_000_000, currency: 'USD', investmentStage: ['growth'] };
async function investor(key: string, age: number, values: Investor) {
  const createdAt = new Date(now - age * DAY);
  const [row] = await ctx.deps.db.insert(investorProfiles).values({ userId: await userFor(key, 'investor'), createdAt, ...values }).returning();
  ids[key] = row!.id;
}

const ctx = testContextForFile();
beforeAll(async () => {
  client = new TestClient(ctx.app);
  await business('coffeeHouse', 9, { companyName: 'Pearl Coffee House', industry: 'hospitality', headquarters: 'Qatar' });
  await business('roastery', 8, { companyName: 'Oasis Roastery', industry: 'food_beverage', subIndustry: 'Specialty coffee', headquarters: 'Bahrain' });
  await business('freight', 7, { companyName: 'Falcon Freight', industry: 'logistics', headquarters: 'UAE' });
  await business('clinics', 6, { companyName: 'Najd Clinics', industry: 'healthcare', headquarters: 'Saudi Arabia' });
  await business('solar', 10, { companyName: 'Marina Solar', industry: 'energy', headquarters: 'UAE', branches: ['Saudi Arabia'] });
  await business('power', 1, { companyName: 'Desert Power', industry: 'energy', headquarters: 'Oman' });
  await business('dates', 11, { companyName: 'Tamr Dates', industry: 'food_beverage', headquarters: 'Saudi Arabia' });
  await business('bakery', 2, { companyName: 'Woman Founders Bakery', industry: 'food_beverage', headquarters: 'UK' });
  await business('textiles', 3, {
    companyName: 'Cedar Textiles', industry: 'manufacturing', headquarters: 'India', businessActivities: ['Zanzibarite loom weaving'],
  });
  await business('roasters', 0.5, { companyName: 'Gulf Coffee Roasters', industry: 'food_beverage', headquarters: 'Kuwait' });
  await business('najdCoffee', 12, { companyName: 'Najd Coffee Lounge', industry: 'hospitality', headquarters: 'Saudi Arabia' });
  await business('closed', 0, { companyName: 'Dubai Closed Trading', industry: 'retail', headquarters: 'UAE', status: 'inactive' });

  await investor('gulfFood', 5, {
    ...mandate, preferredIndustries: ['food_beverage'], geographicalPreference: ['UAE'], about: 'We back consumer brands.',
    portfolioHighlights: 'Exited Quokkasoft to a strategic buyer',
  });
  await investor('saudiHealth', 4, { ...mandate, preferredIndustries: ['healthcare'], geographicalPreference: ['Saudi Arabia'], about: 'Clinic networks.' });
  // No ticket size: not listed, so never published, whatever it says.
  await investor('unlisted', 3, { preferredIndustries: ['healthcare'], geographicalPreference: ['Saudi Arabia'], investmentStage: ['growth'] });
});

async function listing<T>(path: string): Promise<T> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const businessIds = async (search: string) => {
  const page = await listing<BusinessPage>(`/api/listings/businesses?search=${encodeURIComponent(search)}&page_size=50`);
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.id);
};
const investorIds = async (search: string) => {
  const page = await listing<InvestorPage>(`/api/listings/investors?search=${encodeURIComponent(search)}&page_size=50`);
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.id);
};
const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe('search that forgives', () => {
  it('finds coffee by a typo, in a company name or a sub-industry', async () => {
    const found = await businessIds('cofee');
    expect(found).toEqual(expect.arrayContaining(named('coffeeHouse', 'roastery')));
    expect(found).not.toContain(ids.dates);
  });

  it('finds profiles in a region by its cities and aliases, in English and Arabic', async () => {
    for (const typed of ['dubai', 'Dubai', 'abu dhabi', 'دبي']) {
      const found = await businessIds(typed);
      expect(found, typed).toEqual(expect.arrayContaining(named('freight', 'solar')));
      expect(found, typed).not.toContain(ids.clinics);
      expect(found, typed).not.toContain(ids.closed);
      expect(await investorIds(typed), typed).toEqual(named('gulfFood'));
    }
    for (const typed of ['KSA', 'riyadh', 'الرياض', 'Saudi']) {
      expect([...(await businessIds(typed))].sort(), typed).toEqual(named('clinics', 'solar', 'dates', 'najdCoffee').sort());
      expect(await investorIds(typed), typed).toEqual(named('saudiHealth'));
    }
  });

  it('finds what an alias stands for, not words that merely contain it', async () => {
    // Muscat stands for Oman: Desert Power is there; "Woman Founders Bakery" only spells it inside a word.
    expect(await businessIds('muscat')).toEqual(named('power'));
  });

  it('maps industry words to the sector', async () => {
    expect([...(await businessIds('مطعم'))].sort()).toEqual(named('roastery', 'dates', 'bakery', 'roasters').sort());
    expect(await investorIds('restaurants')).toEqual(named('gulfFood'));
  });

  it('asks every part of the typed text, each by its own words or what it stands for', async () => {
    // A Saudi food business, and a Saudi lounge that says coffee: not Saudi clinics, nor coffee elsewhere.
    expect(await businessIds('coffee riyadh')).toEqual(named('dates', 'najdCoffee'));
    expect(await businessIds('cofee in KSA')).toEqual(named('najdCoffee'));
  });

  it('orders by relevance, then newest first', async () => {
    // Marina Solar holds the very word; Desert Power, newer, only the sector "solar" stands for.
    expect(await businessIds('solar')).toEqual(named('solar', 'power'));
    // Oasis Roastery holds the very word; Gulf Coffee Roasters, newer, only a close one.
    expect(await businessIds('roastery')).toEqual(named('roastery', 'roasters'));
  });

  it('never finds a profile by text its public card does not show', async () => {
    for (const typed of ['zanzibarite', 'zanzibarit', 'loom weaving']) expect(await businessIds(typed), typed).toEqual([]);
    for (const typed of ['quokkasoft', 'quokasoft', 'strategic buyer']) expect(await investorIds(typed), typed).toEqual([]);
    // The same words the card shows are found.
    expect(await businessIds('cedar textiles')).toEqual(named('textiles'));
    expect(await investorIds('consumer brands')).toEqual(named('gulfFood'));
  });
});

describe('searchMatches (the discovery screens)', () => {
  it('gives the active profiles found with their relevance, only listed investors', async () => {
    const businesses = await searchMatches(ctx.deps.db, businessProfiles, 'solar');
    expect([...businesses.keys()].sort()).toEqual(named('solar', 'power').sort());
    expect(businesses.get(ids.solar!)).toBe(1);
    expect(businesses.get(ids.power!)).toBeCloseTo(0.9);
    const typo = await searchMatches(ctx.deps.db, businessProfiles, 'cofee');
    expect(typo.get(ids.coffeeHouse!)).toBeGreaterThan(0.5);
    expect(typo.get(ids.coffeeHouse!)).toBeLessThan(1);
    const investors = await searchMatches(ctx.deps.db, investorProfiles, 'riyadh');
    expect([...investors.keys()]).toEqual(named('saudiHealth'));
    expect((await searchMatches(ctx.deps.db, investorProfiles, 'quokkasoft')).size).toBe(0);
    expect((await searchMatches(ctx.deps.db, businessProfiles, 'dubai')).has(ids.closed!)).toBe(false);
  });
});
