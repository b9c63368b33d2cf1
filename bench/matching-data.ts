// Deterministic synthetic profiles shaped like real ones (skewed regions, local currencies,
// log-spread amounts, free text drawn from industry vocabularies plus a long tail of rare words).
import {
  BUSINESS_INDUSTRIES, BUSINESS_STAGES, FUNDING_PURPOSES, INVESTMENT_STAGES, INVESTOR_INDUSTRIES, INVOLVEMENT_TYPES, REGIONS,
  type Currency, type Region,
} from '#shared/enums.ts';
import { LOCAL_CURRENCY } from '#shared/money/currencies.ts';
import { DEFAULT_RATES } from '#shared/money/rates.ts';
import type { BusinessMatchFields, InvestorMatchFields } from '#shared/profiles/profile-model.ts';

export type Random = () => number;

/** mulberry32: small, fast, good enough to make reproducible test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const logUniform = (random: Random, low: number, high: number) => Math.exp(between(random, Math.log(low), Math.log(high)));
const some = <T>(random: Random, items: readonly T[], low: number, high: number): T[] => {
  const count = Math.floor(between(random, low, high + 1));
  return [...new Set(Array.from({ length: count }, () => pick(random, items)))];
};
const weighted = <T>(random: Random, entries: readonly (readonly [T, number])[]): T => {
  let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of entries) if ((roll -= w) < 0) return value;
  return entries[0]![0];
};

const VOCABULARY: Record<string, string> = {
  technology: 'software saas cloud platform payments fintech analytics cybersecurity mobile apps data ai automation api marketplace ecommerce edtech devops hosting',
  manufacturing: 'factory plastics packaging steel fabrication machining assembly components textiles chemicals moulding precision industrial production plant',
  retail: 'stores outlets franchise apparel fashion grocery supermarket consumer brands ecommerce boutique electronics furniture cosmetics',
  healthcare: 'clinics hospital pharmacy diagnostics laboratory dental medical devices telemedicine nursing wellness physiotherapy radiology',
  finance: 'lending microfinance insurance brokerage payments remittance leasing credit advisory wealth accounting islamic banking',
  education: 'schools nursery tutoring training courses university vocational academy curriculum elearning language certification',
  hospitality: 'hotels restaurants catering cafes resorts tourism events travel serviced apartments dining cloud kitchens',
  logistics: 'freight shipping warehousing trucking courier delivery fleet cold chain customs forwarding lastmile distribution port',
  energy: 'solar wind renewable oilfield utilities batteries storage efficiency gas drilling power grid charging hydrogen',
  food_beverage: 'bakery dairy beverages snacks catering coffee dates spices meat poultry frozen packaged halal organic juice',
};
const GENERIC = 'growth expansion regional market customers revenue profitable scalable team operations gcc export b2b b2c services partnerships digital sustainable quality premium'.split(' ');
const FILLER = 'we are a with the and in for of to our strong focus on across proven track record long term value'.split(' ');
const SYLLABLES = 'ka ra mi to su na lo be di fa gu ho ji ke lu mo ne pi qu ri sa te vi wa xo ya ze'.split(' ');

function tailWords(random: Random, count: number): string[] {
  return Array.from({ length: count }, () => Array.from({ length: 3 + Math.floor(random() * 2) }, () => pick(random, SYLLABLES)).join(''));
}

const REGION_WEIGHTS: readonly (readonly [Region, number])[] = [
  ['UAE', 25], ['Saudi Arabia', 20], ['Qatar', 6], ['Bahrain', 4], ['Oman', 4], ['Kuwait', 5], ['UK', 14], ['Singapore', 8], ['India', 14],
];
const clip = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const normal = (random: Random, mean: number, spread: number) => mean + spread * (random() + random() + random() - 1.5) * 1.4;
const rounded = (value: number) => Math.round(value / 1000) * 1000;
const inCurrency = (usd: number, currency: Currency) => rounded(usd / DEFAULT_RATES[currency]);

export interface SyntheticData {
  investors: (InvestorMatchFields & { id: string })[];
  businesses: (BusinessMatchFields & { id: string })[];
}

export function generateProfiles(options: { investors: number; businesses: number; seed?: number }): SyntheticData {
  const random = seededRandom(options.seed ?? 20240901);
  const tail = tailWords(random, 4000);
  const words = (industries: readonly string[], count: number) =>
    Array.from({ length: count }, () => {
      const roll = random();
      if (roll < 0.55) return pick(random, (VOCABULARY[pick(random, industries)] ?? VOCABULARY.technology!).split(' '));
      if (roll < 0.75) return pick(random, GENERIC);
      if (roll < 0.9) return pick(random, FILLER);
      return pick(random, tail);
    }).join(' ');

  // Fields are drawn in a fixed order (the random stream depends on it), so every run makes the same profiles.
  const businesses = Array.from({ length: options.businesses }, (_, i): BusinessMatchFields & { id: string } => {
    const industry = pick(random, BUSINESS_INDUSTRIES);
    const headquarters = weighted(random, REGION_WEIGHTS);
    const currency = random() < 0.7 ? LOCAL_CURRENCY[headquarters] : 'USD';
    return {
      id: `b${i}`,
      industry,
      businessStage: random() < 0.05 ? null : pick(random, BUSINESS_STAGES),
      businessActivities: Array.from({ length: 2 + Math.floor(random() * 4) }, () => words([industry], 2 + Math.floor(random() * 3))),
      headquarters: random() < 0.04 ? null : headquarters,
      branches: some(random, REGIONS, 0, 3),
      amountRequired: random() < 0.06 ? null : inCurrency(logUniform(random, 50_000, 50_000_000), currency),
      currency,
      purpose: pick(random, FUNDING_PURPOSES),
      profitMargin: random() < 0.1 ? null : Math.round(clip(normal(random, 12, 12), -50, 60)),
      growthRate: random() < 0.1 ? null : Math.round(clip(normal(random, 15, 18), -40, 200)),
      // Constants, not draws: the stream (and so every profile) stays as it was before must-haves existed.
      preferredInvolvement: [],
      mustHave: ['capacity'],
    };
  });

  const investors = Array.from({ length: options.investors }, (_, i): InvestorMatchFields & { id: string } => {
    const industries = random() < 0.1 ? [] : some(random, INVESTOR_INDUSTRIES, 1, 4);
    const home = weighted(random, REGION_WEIGHTS);
    const currency = random() < 0.5 ? LOCAL_CURRENCY[home] : 'USD';
    const minUsd = logUniform(random, 50_000, 10_000_000);
    const text = industries.length > 0 ? industries : ['technology'];
    return {
      id: `i${i}`,
      minAmount: random() < 0.05 ? null : inCurrency(minUsd, currency),
      maxAmount: random() < 0.05 ? null : inCurrency(minUsd * between(random, 2, 20), currency),
      currency,
      preferredIndustries: industries,
      minRoi: random() < 0.1 ? null : Math.round(between(random, 8, 30)),
      geographicalPreference: random() < 0.1 ? [] : [home, ...some(random, REGIONS, 0, 3)],
      investmentStage: random() < 0.1 ? [] : some(random, INVESTMENT_STAGES, 1, 3),
      about: random() < 0.08 ? null : words(text, 25 + Math.floor(random() * 35)),
      portfolioHighlights: random() < 0.3 ? null : words(text, 10 + Math.floor(random() * 20)),
      involvementType: INVOLVEMENT_TYPES[i % INVOLVEMENT_TYPES.length] ?? null,
      mustHave: ['ticket'],
    };
  });
  return { investors, businesses };
}
