// Database rows for the product benchmark: the matching benchmark's synthetic profiles (skewed regions,
// local currencies, log-spread amounts, industry vocabularies) completed with the columns the screens
// show: names, sub-industries, revenue, people, suppliers. Seeded, so every run writes the same content.
import { randomUUID } from 'node:crypto';
import {
  BUSINESS_STAGES, HORIZONS, INVOLVEMENT_TYPES, LEGAL_STRUCTURES, REGIONS, type BusinessIndustry, type Currency, type Region,
} from '#shared/enums.ts';
import { DEFAULT_RATES } from '#shared/money/rates.ts';
import { INDUSTRY_CONTENT, NAME_GROUPS_BY_REGION, PHONE_FORMAT } from '../src/server/modules/demo/seed-data.ts';
import { generateProfiles, seededRandom, type Random } from './matching-data.ts';

export const BENCH_EMAIL_DOMAIN = 'bench.dealbridge.local';
export const BENCH_INVESTOR_EMAIL = `investor@${BENCH_EMAIL_DOMAIN}`;
export const BENCH_OWNER_EMAIL = `owner@${BENCH_EMAIL_DOMAIN}`;
export const BENCH_PASSWORD = 'bench-password-2026';

const DAY = 86_400_000;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const SUFFIXES = ['LLC', 'Trading', 'Holdings', 'Group', 'Ltd', 'Pvt Ltd', 'Pte Ltd', 'Co.', 'Industries', 'Partners'];
const NAME_WORDS = ['Al Noor', 'Falcon', 'Pearl', 'Oasis', 'Crescent', 'Summit', 'Harbour', 'Meridian', 'Sapphire', 'Desert Rose',
  'Golden Palm', 'Lotus', 'Thames', 'Marina', 'Zenith', 'Saffron', 'Atlas', 'Horizon', 'Cedar', 'Monsoon', 'Orchid', 'Dhow'];
const VOCAB: Record<BusinessIndustry, readonly string[]> = {
  technology: ['Software', 'Cloud', 'Payments', 'Analytics', 'Cyber', 'Apps', 'Data'],
  manufacturing: ['Plastics', 'Packaging', 'Steel', 'Fabrication', 'Components', 'Textiles'],
  retail: ['Stores', 'Fashion', 'Grocers', 'Electronics', 'Furniture', 'Cosmetics'],
  healthcare: ['Clinics', 'Diagnostics', 'Pharmacy', 'Dental', 'Medical', 'Wellness'],
  finance: ['Capital', 'Leasing', 'Microfinance', 'Insurance Brokers', 'Advisory', 'Credit'],
  education: ['Academy', 'Schools', 'Learning', 'Tutors', 'Training', 'Nurseries'],
  hospitality: ['Hotels', 'Kitchens', 'Cafes', 'Resorts', 'Catering', 'Events'],
  logistics: ['Freight', 'Couriers', 'Warehousing', 'Shipping', 'Cold Chain', 'Fleet'],
  energy: ['Solar', 'Power', 'Renewables', 'Oilfield Services', 'Batteries', 'Utilities'],
  food_beverage: ['Foods', 'Bakeries', 'Dairy', 'Beverages', 'Dates', 'Coffee Roasters'],
};

function personName(random: Random, region: Region): string {
  const group = pick(random, NAME_GROUPS_BY_REGION[region]);
  const [first, last] = [pick(random, group.first), pick(random, group.last)];
  return group.surnameFirst ? `${last} ${first}` : `${first} ${last}`;
}
const phone = (random: Random, region: Region) => PHONE_FORMAT[region].replace(/#/g, () => String(Math.floor(random() * 10)));

export interface UserRow { id: string; email: string; fullName: string; userType: 'investor' | 'business_owner'; country: Region; createdAt: Date }
export interface ProfileRow { userId: string; phone: string; companyName: string | null; userType: UserRow['userType'] }

export interface BenchRows {
  users: UserRow[];
  profiles: ProfileRow[];
  /** Values in the column order of BUSINESS_COLUMNS / INVESTOR_COLUMNS. */
  businesses: unknown[][];
  investors: unknown[][];
}

export const BUSINESS_COLUMNS = [
  ['id', 'uuid'], ['user_id', 'uuid'], ['status', 'text'], ['company_name', 'text'], ['industry', 'text'], ['sub_industry', 'text'],
  ['business_stage', 'text'], ['year_established', 'int4'], ['legal_structure', 'text'], ['registration_number', 'text'],
  ['website', 'text'], ['business_activities', 'text[]'], ['headquarters', 'text'], ['branches', 'text[]'], ['key_personnel', 'jsonb'],
  ['major_suppliers', 'text[]'], ['major_customers', 'text[]'], ['amount_required', 'numeric'], ['currency', 'text'], ['purpose', 'text'],
  ['equity_offered', 'numeric'], ['expected_valuation', 'numeric'], ['annual_revenue', 'numeric'], ['profit_margin', 'numeric'],
  ['growth_rate', 'numeric'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

export const INVESTOR_COLUMNS = [
  ['id', 'uuid'], ['user_id', 'uuid'], ['status', 'text'], ['min_amount', 'numeric'], ['max_amount', 'numeric'], ['currency', 'text'],
  ['preferred_industries', 'text[]'], ['min_roi', 'numeric'], ['investment_horizon', 'text'], ['involvement_type', 'text'],
  ['geographical_preference', 'text[]'], ['investment_stage', 'text[]'], ['about', 'text'], ['portfolio_highlights', 'text'],
  ['years_experience', 'int4'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

export function benchRows(options: { businesses: number; investors: number; now?: number }): BenchRows {
  const now = options.now ?? Date.now();
  const random = seededRandom(77_001);
  const data = generateProfiles({ businesses: options.businesses, investors: options.investors });
  const users: UserRow[] = [];
  const profiles: ProfileRow[] = [];
  // Two years of sign-ups, so "newest first" pages walk real dates.
  const createdAt = () => new Date(now - DAY - random() * 730 * DAY);

  const businesses = data.businesses.map((b, i) => {
    const industry: BusinessIndustry = b.industry ?? 'technology';
    const hq: Region = b.headquarters ?? pick(random, REGIONS);
    const funding = { amount_required: b.amountRequired, currency: b.currency, purpose: b.purpose };
    const userId = randomUUID();
    const company = `${pick(random, NAME_WORDS)} ${pick(random, VOCAB[industry])} ${pick(random, SUFFIXES)}`;
    const owner = personName(random, hq);
    const created = createdAt();
    users.push({ id: userId, email: i === 0 ? BENCH_OWNER_EMAIL : `owner${i}@${BENCH_EMAIL_DOMAIN}`, fullName: owner, userType: 'business_owner', country: hq, createdAt: created });
    profiles.push({ userId, phone: phone(random, hq), companyName: company, userType: 'business_owner' });
    const content = INDUSTRY_CONTENT[industry];
    const currency = funding.currency;
    const revenueUsd = Math.exp(Math.log(200_000) + random() * Math.log(500));
    const revenue = Math.round(revenueUsd / DEFAULT_RATES[currency as Currency] / 1000) * 1000;
    return [
      randomUUID(), userId, 'active', company, industry, pick(random, VOCAB[industry]), b.businessStage ?? pick(random, BUSINESS_STAGES),
      1975 + Math.floor(random() * 50), pick(random, LEGAL_STRUCTURES), `REG-${100000 + i}`, `https://${company.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
      [pick(random, content.activities), ...b.businessActivities], hq, b.branches.filter((r) => r !== hq),
      JSON.stringify([{ name: owner, position: 'Founder & CEO' }, { name: personName(random, hq), position: content.keyRole }]),
      [pick(random, content.suppliers), pick(random, content.suppliers)], [pick(random, content.customers), pick(random, content.customers)],
      funding.amount_required, currency, funding.purpose, Math.round(5 + random() * 45),
      funding.amount_required === null ? null : funding.amount_required * Math.round(3 + random() * 10),
      random() < 0.05 ? null : revenue, b.profitMargin, b.growthRate,
      created, created,
    ];
  });

  const investors = data.investors.map((inv, i) => {
    const home: Region = inv.geographicalPreference[0] ?? pick(random, REGIONS);
    const userId = randomUUID();
    const created = createdAt();
    users.push({ id: userId, email: i === 0 ? BENCH_INVESTOR_EMAIL : `investor${i}@${BENCH_EMAIL_DOMAIN}`, fullName: personName(random, home), userType: 'investor', country: home, createdAt: created });
    profiles.push({ userId, phone: phone(random, home), companyName: random() < 0.5 ? `${pick(random, NAME_WORDS)} Capital` : null, userType: 'investor' });
    return [
      randomUUID(), userId, 'active', inv.minAmount, inv.maxAmount, inv.currency, inv.preferredIndustries, inv.minRoi,
      pick(random, HORIZONS), pick(random, INVOLVEMENT_TYPES), inv.geographicalPreference, inv.investmentStage, inv.about,
      inv.portfolioHighlights, 1 + Math.floor(random() * 30), created, created,
    ];
  });
  return { users, profiles, businesses, investors };
}
