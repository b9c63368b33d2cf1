import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  BUSINESS_STAGES, FUNDING_PURPOSES, HORIZONS, INVESTOR_INDUSTRIES, INVOLVEMENT_TYPES, LEGAL_STRUCTURES, REGIONS,
  type ProfileStatus, type Region,
} from '#shared/enums.ts';
import { addDays, todayUtc } from '#shared/deals/offers.ts';
import { createMatchModel } from '#shared/matching/features.ts';
import { scorePair } from '#shared/matching/score.ts';
import { fromUsd } from '#shared/money/convert.ts';
import { formatMoney } from '#shared/money/format.ts';
import { LOCAL_CURRENCY } from '#shared/money/currencies.ts';
import { REGISTRATION_CHECKLIST } from '#shared/trust/trust.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/messages/validation.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { businessProfileColumns, businessProfileOf, investorProfileColumns, investorProfileOf } from '../profiles/index.ts';
import type { Db } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { newVerificationCode } from '../deals/index.ts';
import { standardNda } from '../deals/index.ts';
import { refreshResponsiveness } from '../trust/index.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  ABOUT_CLOSINGS, ABOUT_OPENERS, COMPANIES, HIERARCHY, INDUSTRY_CONTENT, INDUSTRY_LABELS, INVESTORS,
  joinList, MATCH_STATUSES_PLAN, MIN_ROI, NAME_GROUPS_BY_REGION, OWNER_TITLES, PHONE_FORMAT, PORTFOLIO_HIGHLIGHTS,
  REGISTRATION_FORMAT, SERVICE_PRICES, SERVICE_REQUESTS, STAGE_SHAPE, STAGES_BY_KIND, SUPPORT_ROLES, TICKET_USD,
  DEMO_INVESTOR_DEAL, DEMO_OWNER_DEAL, OTHER_DEALS, SIGNED_LOI_DEAL, type DealSeed, type OfferSeed,
} from './seed-data.ts';

interface Login { email: string; password: string }
export interface DemoLogins { investor: Login; businessOwner: Login; admin: Login }

export const DEMO_INVESTOR_EMAIL = 'investor@demo.dealbridge.local';
export const DEMO_OWNER_EMAIL = 'owner@demo.dealbridge.local';
export const ADMIN_EMAIL = 'admin@demo.dealbridge.local';
export const DEMO_INVESTOR_PASSWORD = 'demo-investor-2026';
export const DEMO_OWNER_PASSWORD = 'demo-owner-2026';

const SEED = 20_260_214;
const DAY = 86_400_000;

type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> };
type UserRow = Filled<Omit<typeof s.users.$inferInsert, 'id' | 'updatedAt' | 'language' | 'suspendedAt' | 'deletedAt' | 'suggestionsSeenAt' | 'matchDigest' | 'matchDigestSentAt' | 'emailVerifiedAt' | 'twoFactorEnabledAt'>>
  & { emailVerifiedAt: Date | null };
type Freshness = { staleRemindedAt: null; pausedAt: null };
/** The price is optional: a listing without one says "on request". */
type Price = Pick<typeof s.businessProfiles.$inferSelect, 'askingPrice' | 'valuationMin' | 'valuationMax'>;
type BusinessRow = Filled<Omit<typeof s.businessProfiles.$inferInsert, 'id' | 'userId' | 'searchText' | 'ndaRequired' | 'ndaDocumentId' | 'shownValuationId' | keyof Freshness | keyof Price>> & Freshness & Price;
type InvestorRow = Filled<Omit<typeof s.investorProfiles.$inferInsert, 'id' | 'userId' | 'searchText' | keyof Freshness>> & Freshness;
interface Seeded<Row> { user: UserRow; phone: string; company: string; row: Row }

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`seed: index ${index} out of range`);
  return item;
}

/** mulberry32: tiny, fast and good enough for demo content; a fixed seed makes every run identical. */
class Rng {
  private state: number;
  constructor(seed: number) { this.state = seed >>> 0; }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  float(min: number, max: number): number { return min + (max - min) * this.next(); }
  int(min: number, max: number): number { return Math.floor(this.float(min, max + 1)); }
  logUniform(min: number, max: number): number { return Math.exp(this.float(Math.log(min), Math.log(max))); }
  pick<T>(items: readonly T[]): T { return at(items, this.int(0, items.length - 1)); }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [at(out, j), at(out, i)];
    }
    return out;
  }
  sample<T>(items: readonly T[], n: number): T[] { return this.shuffle(items).slice(0, n); }
  /** Each value at least once (given n >= values.length), in shuffled order, so every enum value is covered. */
  deck<T>(values: readonly T[], n: number): T[] {
    return this.shuffle(Array.from({ length: n }, (_, i) => at(values, i % values.length)));
  }
  digits(pattern: string): string { return pattern.replace(/#/g, () => String(this.int(0, 9))); }
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round1 = (x: number) => Math.round(x * 10) / 10;
/** Two significant figures, as people quote money. */
const nice = (x: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(x)) - 1);
  return Math.round(x / step) * step;
};
const compact = (n: number) => (n >= 1e6 ? `${round1(n / 1e6)}M` : `${Math.round(n / 1e3)}K`);
const slug = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function personName(rng: Rng, region: Region, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const group = rng.pick(NAME_GROUPS_BY_REGION[region]);
    const [first, last] = [rng.pick(group.first), rng.pick(group.last)];
    const name = group.surnameFirst ? `${last} ${first}` : `${first} ${last}`;
    // The pools are large enough that a handful of retries finds an unused name.
    if (!used.has(name) || attempt >= 20) {
      used.add(name);
      return name;
    }
  }
}

function statuses(rng: Rng, n: number, underReview: number, inactive: number): ProfileStatus[] {
  const out = Array.from({ length: n }, (): ProfileStatus => 'active');
  // Index 0 is the demo account, which must stay active.
  rng.sample(Array.from({ length: n - 1 }, (_, i) => i + 1), underReview + inactive)
    .forEach((index, k) => { out[index] = k < underReview ? 'under_review' : 'inactive'; });
  return out;
}

function createdAt(rng: Rng, now: number, status: ProfileStatus, demoDaysAgo: number | undefined): Date {
  // Profiles still under review were submitted in the last few days.
  const days = demoDaysAgo ?? (status === 'under_review' ? rng.float(0.2, 3) : rng.float(3, 120));
  return new Date(now - days * DAY);
}

/**
 * When the owner last saved or confirmed the listing (issue 23), spread over the last 1 to 45 days without the random
 * source (the rest of the content stays as it was); never before the profile was created.
 */
function confirmedAt(now: number, created: Date, index: number, step: number): Date {
  const daysAgo = 1 + ((index * step) % 45) + (index % 3) / 4;
  return new Date(Math.max(created.getTime(), now - daysAgo * DAY));
}

/** Most demo users opened their verification link the day they registered; every fifth one (never a demo login) did not. */
const verifiedOn = (created: Date, index: number, offset: number) => (index > 0 && index % 5 === offset ? null : created);

function planBusinesses(rng: Rng, now: number, sharedHash: string, ownerHash: string): Seeded<BusinessRow>[] {
  const n = COMPANIES.length;
  const names = new Set(INVESTORS.map((x) => x.name));
  const [stages, legal, purposes] = [rng.deck(BUSINESS_STAGES, n), rng.deck(LEGAL_STRUCTURES, n), rng.deck(FUNDING_PURPOSES, n)];
  const status = statuses(rng, n, 4, 2);
  return COMPANIES.map((company, i): Seeded<BusinessRow> => {
    const stage = at(stages, i);
    const shape = STAGE_SHAPE[stage];
    const content = INDUSTRY_CONTENT[company.industry];
    const currency = i % 5 === 4 ? 'USD' : LOCAL_CURRENCY[company.hq];
    const rate = fromUsd(1, currency);
    const annualRevenue = nice(rng.logUniform(shape.revenueUsd[0], shape.revenueUsd[1]) * rate);
    const valuation = annualRevenue * rng.float(shape.multiple[0], shape.multiple[1]);
    // Some mature owners sell control, but only where that price stays inside the 50K-20M asking range.
    const exitStake = rng.pick([51, 60, 75, 100]);
    const exit = stage === 'mature' && rng.next() < 0.3 && (valuation * exitStake) / 100 <= 20e6;
    const stake = exit ? exitStake : rng.int(shape.equity[0], shape.equity[1]);
    const amountRequired = clamp(nice((valuation * stake) / 100), 50e3, 20e6);
    // Clamping the ask changes the implied stake, so the stake follows the ask.
    const equityOffered = exit ? stake : clamp(Math.round((amountRequired / valuation) * 100), 5, 49);
    const expectedValuation = nice((amountRequired * 100) / equityOffered);
    const year = rng.int(shape.founded[0], shape.founded[1]);
    const owner = personName(rng, company.hq, names);
    const legalStructure = at(legal, i);
    const title = legalStructure === 'partnership' ? 'Managing Partner'
      : legalStructure === 'sole_proprietorship' ? 'Owner & Managing Director' : rng.pick(OWNER_TITLES);
    const team = [content.keyRole, ...rng.sample(SUPPORT_ROLES, shape.team - 1)];
    const branches = rng.sample(REGIONS.filter((r) => r !== company.hq), rng.int(shape.branches[0], shape.branches[1]));
    const domain = `${company.latin ?? slug(company.name)}.example`;
    const staff = clamp(Math.round(annualRevenue / rate / rng.float(50e3, 150e3)), 3, 1500);
    const created = createdAt(rng, now, at(status, i), i === 0 ? 6 : undefined);
    return {
      user: {
        email: i === 0 ? DEMO_OWNER_EMAIL : `${slug(owner).replace(/-/g, '.')}@${domain}`,
        passwordHash: i === 0 ? ownerHash : sharedHash, fullName: owner, userType: 'business_owner', role: 'user',
        country: company.hq, profileCompleted: true, createdAt: new Date(created.getTime() - rng.float(0.05, 0.5) * DAY),
        emailVerifiedAt: verifiedOn(created, i, 2),
      },
      phone: rng.digits(PHONE_FORMAT[company.hq]),
      company: company.name,
      row: withTeaser(exit, staff, i, {
        status: at(status, i), companyName: company.name,
        // Half the businesses keep their name private, the demo owner's among them (issue 49).
        confidential: i % 2 === 0, industry: company.industry, subIndustry: company.subIndustry,
        businessStage: stage, yearEstablished: year, legalStructure,
        registrationNumber: rng.digits(REGISTRATION_FORMAT[company.hq].replace('{Y}', String(year))),
        website: `https://www.${domain}`, businessActivities: rng.sample(content.activities, rng.int(2, 4)),
        headquarters: company.hq, branches,
        keyPersonnel: [
          { name: owner, position: title },
          ...team.map((position) => ({ name: personName(rng, company.hq, names), position })),
        ],
        organizationHierarchy: HIERARCHY[stage]({ title, team, staff, locations: branches.length + 1 }),
        majorSuppliers: rng.sample(content.suppliers, rng.int(2, 4)),
        majorCustomers: rng.sample(content.customers, rng.int(2, 4)),
        amountRequired, currency, purpose: exit ? 'other' : at(purposes, i), equityOffered, expectedValuation, annualRevenue,
        profitMargin: round1(rng.float(shape.margin[0], shape.margin[1])),
        growthRate: round1(rng.float(shape.growth[0], shape.growth[1])),
        // Every owner wants a range that covers the raise (the default); one in four also asks for hands-on investors.
        preferredInvolvement: i % 4 === 3 ? ['active_advisory', 'board_member', 'operational'] : [],
        mustHave: i % 4 === 3 ? ['capacity', 'involvement'] : ['capacity'],
        createdAt: created, updatedAt: confirmedAt(now, created, i, 7), confirmedAt: confirmedAt(now, created, i, 7),
        staleRemindedAt: null, pausedAt: null,
      }),
    };
  });
}

/** A label inside a sentence: "Cloud hosting & managed IT" → "cloud hosting & managed IT"; "GCC trucking" stays. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

const STAGE_WORDS = { startup: 'A young', growth: 'A growing', established: 'An established', mature: 'A long-established' } as const;

type TeaserlessRow = Omit<BusinessRow, 'underOffer' | 'summary' | 'highlights' | 'dealType' | 'saleReason' | 'staffBand' | 'askingPrice' | 'valuationMin' | 'valuationMax'>;

/** The staff band that holds a head count. */
const staffBandOf = (staff: number): BusinessRow['staffBand'] =>
  staff < 10 ? '1_9' : staff < 50 ? '10_49' : staff < 100 ? '50_99' : staff < 250 ? '100_249' : staff < 500 ? '250_499' : '500_plus';

/** A third of the listings name an asking price (those selling), a third a valuation range; the rest say "on request". */
function priceOf(exit: boolean, index: number, row: TeaserlessRow): Price {
  if (exit || index % 3 === 1) return { askingPrice: nice((row.expectedValuation * row.equityOffered) / 100), valuationMin: null, valuationMax: null };
  if (index % 3 === 2) return { askingPrice: null, valuationMin: nice(row.expectedValuation * 0.85), valuationMax: nice(row.expectedValuation * 1.15) };
  return { askingPrice: null, valuationMin: null, valuationMax: null };
}

/**
 * A demo listing's public teaser (issue 49), written from its own public facts without the random source (the rest
 * of the content stays as it was): never a name, a customer, a link or a number to call.
 */
function withTeaser(exit: boolean, staff: number, index: number, row: TeaserlessRow): BusinessRow {
  const years = new Date().getFullYear() - row.yearEstablished;
  const activities = row.businessActivities.slice(0, 2).map(inSentence).join(' and ');
  const summary = `${STAGE_WORDS[row.businessStage]} ${inSentence(row.subIndustry)} business in ${row.headquarters}, operating since ${row.yearEstablished}` +
    `${row.branches.length > 0 ? ` and a presence in ${row.branches.length + 1} countries` : ''}. Its work: ${activities}.`;
  const highlights = [
    row.profitMargin > 0 ? `${Math.max(1, years)} years of trading, profitable at a ${row.profitMargin}% margin` : `${Math.max(1, years)} years of trading, reinvesting for growth`,
    row.growthRate > 0 ? `Revenue up ${row.growthRate}% over the last year` : 'Revenue held steady through a hard year',
    `${row.majorCustomers.length} long-standing major customers, none above a third of sales`,
    ...(row.branches.length > 0 ? [`Operations in ${[row.headquarters, ...row.branches].join(', ')}`] : []),
  ];
  const dealType = exit ? (row.equityOffered === 100 ? 'full_sale' : 'majority_stake') : row.equityOffered >= 50 ? 'majority_stake' : 'minority_stake';
  const saleReason = exit ? (row.yearEstablished < 2000 ? 'retirement' : 'partner_exit') : 'growth';
  return { ...row, summary, highlights, dealType, saleReason, staffBand: staffBandOf(staff), ...priceOf(exit, index, row), underOffer: false };
}

function planInvestors(rng: Rng, now: number, sharedHash: string, investorHash: string): Seeded<InvestorRow>[] {
  const n = INVESTORS.length;
  const [horizons, involvement, status] = [rng.deck(HORIZONS, n), rng.deck(INVOLVEMENT_TYPES, n), statuses(rng, n, 2, 0)];
  return INVESTORS.map((investor, i): Seeded<InvestorRow> => {
    const currency = i % 4 === 3 ? 'USD' : LOCAL_CURRENCY[investor.country];
    const minUsd = rng.logUniform(...TICKET_USD[investor.kind]);
    const [minAmount, maxAmount] = [nice(fromUsd(minUsd, currency)), nice(fromUsd(minUsd * rng.int(3, 10), currency))];
    const others = INVESTOR_INDUSTRIES.filter((k) => k !== investor.focus);
    const industries = [investor.focus, ...rng.sample(others, rng.int(1, 4))];
    const regions = [investor.country, ...rng.sample(REGIONS.filter((r) => r !== investor.country), rng.int(0, 3))];
    // Rotating through each kind's stages guarantees every stage appears; extras stay typical of the kind.
    const kindStages = STAGES_BY_KIND[investor.kind];
    const ordinal = INVESTORS.slice(0, i).filter((x) => x.kind === investor.kind).length;
    const firstStage = at(kindStages, ordinal % kindStages.length);
    const stages = [firstStage, ...rng.sample(kindStages.filter((x) => x !== firstStage), rng.int(0, 2))];
    const labels = industries.map((k) => INDUSTRY_LABELS[k]);
    const created = createdAt(rng, now, at(status, i), i === 0 ? 9 : undefined);
    return {
      user: {
        email: i === 0 ? DEMO_INVESTOR_EMAIL : `${slug(investor.name).replace(/-/g, '.')}@${slug(investor.firm)}.example`,
        passwordHash: i === 0 ? investorHash : sharedHash, fullName: investor.name, userType: 'investor', role: 'user',
        country: investor.country, profileCompleted: true, createdAt: new Date(created.getTime() - rng.float(0.05, 0.5) * DAY),
        emailVerifiedAt: verifiedOn(created, i, 4),
      },
      phone: rng.digits(PHONE_FORMAT[investor.country]),
      company: investor.firm,
      row: {
        status: at(status, i), minAmount, maxAmount, currency, preferredIndustries: industries,
        minRoi: Math.round(rng.float(...MIN_ROI[investor.kind]) * 2) / 2, investmentHorizon: at(horizons, i),
        involvementType: at(involvement, i), geographicalPreference: regions, investmentStage: stages,
        about: [ABOUT_OPENERS[investor.kind](investor),
          `The focus is ${joinList(labels)} in ${joinList(regions)}, with tickets of ${currency} ${compact(minAmount)} to ${compact(maxAmount)}.`,
          rng.pick(ABOUT_CLOSINGS)].join(' '),
        portfolioHighlights: rng.sample(PORTFOLIO_HIGHLIGHTS[investor.focus], 2).join(' '),
        yearsExperience: rng.int(5, 30),
        // Ticket size is a must-have for everyone (the default); every third investor holds to its industries too.
        mustHave: i % 3 === 1 ? ['ticket', 'industries'] : ['ticket'],
        createdAt: created, updatedAt: confirmedAt(now, created, i, 11), confirmedAt: confirmedAt(now, created, i, 11),
        staleRemindedAt: null, pausedAt: null,
      },
    };
  });
}

/** The demo pairs: the demo accounts' best matches by `score`, then random investors with their best business. */
function planMatches(
  rng: Rng, investors: Seeded<InvestorRow>[], businesses: Seeded<BusinessRow>[], score: (i: number, b: number) => number,
): { i: number; b: number }[] {
  // Index 0 (the demo account) is paired explicitly, so candidates leave it out.
  const active = <R extends { status: ProfileStatus }>(list: Seeded<R>[]) =>
    list.flatMap((x, k) => (x.row.status === 'active' && k > 0 ? [k] : []));
  const pairs = [{ i: 0, b: 0 }];
  const free = (i: number, b: number) => !pairs.some((p) => p.i === i && p.b === b);
  const best = (candidates: number[], by: (k: number) => number, n: number) =>
    [...candidates].sort((x, y) => by(y) - by(x)).slice(0, n);
  best(active(businesses), (b) => score(0, b), 3).forEach((b) => pairs.push({ i: 0, b }));
  best(active(investors), (i) => score(i, 0), 3).forEach((i) => pairs.push({ i, b: 0 }));
  for (const i of rng.sample(active(investors).filter((k) => free(k, 0)), MATCH_STATUSES_PLAN.length - pairs.length)) {
    pairs.push({ i, b: at(best(active(businesses).filter((b) => free(i, b)), (b) => score(i, b), 1), 0) });
  }
  return pairs;
}

type MatchValues = Omit<typeof s.matches.$inferInsert, 'createdAt' | 'status'> & {
  status: NonNullable<(typeof s.matches.$inferInsert)['status']>; createdAt: Date; investorInterestedAt: Date | null; businessConnectedAt: Date | null;
};

/**
 * Requests answered in the last weeks (issue 23: responsiveness), without the random source: each business the demo
 * investor is matched with declined three other investors' interests, and each investor matched with the demo owner
 * declined three other owners' Connects, each within days, so that their cards say how soon they usually respond.
 * Declines open no deal and leave the demo accounts' own pairs as they were.
 */
function answeredRequests(
  now: number, pairs: { i: number; b: number }[], values: MatchValues[], investors: Seeded<InvestorRow>[], businesses: Seeded<BusinessRow>[],
  pair: (i: number, b: number) => Pick<MatchValues, 'investorProfileId' | 'businessProfileId' | 'matchScore' | 'matchReasons' | 'matchReasonDetails'>,
): void {
  const active = <R extends { status: ProfileStatus }>(list: Seeded<R>[]) => list.flatMap((x, k) => (x.row.status === 'active' && k > 0 ? [k] : []));
  const paired = (i: number, b: number) => pairs.some((p) => p.i === i && p.b === b);
  // The best-scoring counterparts with a reason to reach out, as people would have.
  const best = (candidates: number[], score: (k: number) => ReturnType<typeof pair>) => candidates
    .filter((k) => (score(k).matchReasons?.length ?? 0) > 0)
    .sort((x, y) => (score(y).matchScore ?? 0) - (score(x).matchScore ?? 0) || x - y)
    .slice(0, 3);
  const timing = (i: number, b: number, j: number) => {
    const listed = Math.max(at(investors, i).row.createdAt.getTime(), at(businesses, b).row.createdAt.getTime(), now - 80 * DAY);
    const asked = new Date(listed + (now - listed) * (0.3 + 0.15 * j));
    const hours = Math.min(5 + 22 * j, (now - asked.getTime()) / 3_600_000 / 2);
    return { asked, answered: new Date(asked.getTime() + hours * 3_600_000) };
  };
  const add = (i: number, b: number, side: 'investor' | 'business', j: number) => {
    const { asked, answered } = timing(i, b, j);
    const created = new Date(asked.getTime() - DAY / 2);
    const common = {
      ...pair(i, b), introducedAt: null, createdAt: created, updatedAt: answered, investorInterestedAt: null, businessConnectedAt: null,
    };
    values.push(side === 'investor'
      ? { ...common, status: 'interested', investorInterest: true, businessInterest: false, investorInterestedAt: asked, businessDeclinedAt: answered }
      : { ...common, status: 'contacted', investorInterest: false, businessInterest: true, businessConnectedAt: asked, investorDeclinedAt: answered });
    pairs.push({ i, b });
  };
  const investorsOfDemo = pairs.filter((p) => p.b === 0 && p.i !== 0).map((p) => p.i);
  for (const b of pairs.filter((p) => p.i === 0 && p.b !== 0).map((p) => p.b)) {
    best(active(investors).filter((i) => !paired(i, b)), (i) => pair(i, b)).forEach((i, j) => add(i, b, 'investor', j));
  }
  for (const i of investorsOfDemo) {
    best(active(businesses).filter((b) => !paired(i, b)), (b) => pair(i, b)).forEach((b, j) => add(i, b, 'business', j));
  }
}

interface DealPair {
  match: { introducedAt: Date | null; businessProfileId: string; investorProfileId: string };
  matchId: string;
  /** Which demo account takes part, if any. */
  demo: 'investor' | 'owner' | null;
  investorUserId: string;
  ownerUserId: string;
  investorName: string;
  ownerName: string;
  company: string;
  hq: string;
  ask: string;
  equity: string;
  /** This pair's deal, in place of the next of OTHER_DEALS. */
  plan?: DealSeed;
}

const firstName = (fullName: string) => fullName.split(' ')[0] ?? fullName;

/**
 * A demo deal's offers (issue 50): each version as the room would have written it, a countered one answered by the
 * next, a signed letter of intent with its signature record; a signed letter starts its exclusivity from now and marks
 * the business "Under offer".
 */
async function seedOffers(
  tx: Db, dealId: string, offers: readonly OfferSeed[], pair: DealPair & { at: (message: number) => Date; now: number },
): Promise<void> {
  let previousId: string | null = null;
  for (const [k, offer] of offers.entries()) {
    const made = new Date(pair.at(offer.beforeMessage).getTime() + k * 60_000);
    const [maker, answerer] = offer.by === 'owner' ? [pair.ownerUserId, pair.investorUserId] : [pair.investorUserId, pair.ownerUserId];
    const signer = offer.by === 'owner' ? pair.investorName : pair.ownerName;
    const signed = offer.state === 'accepted' && offer.terms.kind === 'loi';
    const [row]: { id: string }[] = await tx.insert(s.dealOffers).values({
      dealId, version: k + 1, previousId, makerUserId: maker, makerSide: offer.by, makerName: offer.by === 'owner' ? pair.ownerName : pair.investorName,
      kind: offer.terms.kind, terms: offer.terms, sha256: createHash('sha256').update(JSON.stringify(offer.terms)).digest('hex'), expiresOn: offer.terms.expires_on,
      state: offer.state, createdAt: made,
      ...(offer.state !== 'open' && { answeredAt: new Date(made.getTime() + 30 * 60_000), answeredByUserId: answerer }),
      ...(signed && {
        acceptedTypedName: signer, acceptedIp: '203.0.113.20', verificationCode: newVerificationCode().replace(/^NDA-/, 'LOI-'),
        acceptedUserAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      }),
    }).returning({ id: s.dealOffers.id });
    previousId = row?.id ?? null;
    if (signed) {
      await tx.update(s.deals).set({ exclusiveUntil: addDays(todayUtc(new Date(pair.now)), offer.terms.exclusivity_days) }).where(eq(s.deals.id, dealId));
      // The owner touched the listing as they signed: confirmed now, as the row's updated_at (set by its trigger) says.
      await tx.update(s.businessProfiles).set({ underOffer: true, confirmedAt: sql`now()` }).where(eq(s.businessProfiles.id, pair.match.businessProfileId));
    }
  }
}

/**
 * Every introduced pair's deal room, as the deal room would have left it: the demo accounts' two live deals with
 * a conversation each (the last message unread by the demo user), one deal with a reported message, one closed.
 * Timestamps run from the introduction to a little before now. Returns the deal id by pair index.
 */
async function seedDeals(tx: Db, now: number, pairs: DealPair[]): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  let other = 0;
  for (const [k, pair] of pairs.entries()) {
    const introducedAt = pair.match.introducedAt;
    if (!introducedAt) continue;
    const plan: DealSeed = pair.plan ?? (pair.demo === 'investor' ? DEMO_INVESTOR_DEAL : pair.demo === 'owner' ? DEMO_OWNER_DEAL
      : (OTHER_DEALS[other++] ?? { moves: [], messages: [] }));
    const start = introducedAt.getTime();
    // The conversation ends half an hour ago; each message and move takes its share of the time since the introduction.
    const step = (now - 30 * 60_000 - start) / (plan.messages.length + 1);
    const messageAt = (index: number) => new Date(start + step * (index + 1));
    const words = { owner: firstName(pair.ownerName), investor: firstName(pair.investorName), company: pair.company, hq: pair.hq, ask: pair.ask, equity: pair.equity };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => words[key as keyof typeof words] ?? whole);
    const userOf = (side: 'owner' | 'investor') => (side === 'owner' ? pair.ownerUserId : pair.investorUserId);
    const lastMove = plan.moves.at(-1);
    const lastAt = plan.messages.length > 0 ? messageAt(plan.messages.length - 1) : introducedAt;
    const lastMessage = plan.messages.at(-1);
    // Both sides have read everything, except the demo user, who has the last message still to read.
    const readAll = new Date(lastAt.getTime() + 60_000);
    const beforeLast = plan.messages.length > 1 ? new Date((messageAt(plan.messages.length - 2).getTime() + lastAt.getTime()) / 2) : introducedAt;
    const unreadFor = pair.demo && lastMessage && lastMessage.from !== pair.demo ? pair.demo : null;
    const [deal] = await tx.insert(s.deals).values({
      matchId: pair.matchId, businessProfileId: pair.match.businessProfileId, investorProfileId: pair.match.investorProfileId,
      ownerUserId: pair.ownerUserId, investorUserId: pair.investorUserId, stage: lastMove?.to ?? 'introduced',
      closedReason: lastMove?.reason ?? null,
      ownerReadAt: unreadFor === 'owner' ? beforeLast : readAll,
      investorReadAt: unreadFor === 'investor' ? beforeLast : readAll,
      // Counted as mailed already, so that the unread-message mail does not fire for demo content.
      ownerMailedAt: new Date(now), investorMailedAt: new Date(now),
      lastMessageAt: lastMessage ? lastAt : null,
      createdAt: introducedAt, updatedAt: lastAt,
    }).returning({ id: s.deals.id });
    if (!deal) throw new Error('seed: deal insert returned nothing');
    ids.set(k, deal.id);
    let from: DealSeed['moves'][number]['to'] = 'introduced';
    const events: (typeof s.dealStageEvents.$inferInsert)[] = [{ dealId: deal.id, fromStage: null, toStage: 'introduced', createdAt: introducedAt }];
    for (const move of plan.moves) {
      events.push({
        dealId: deal.id, fromStage: from, toStage: move.to, actorUserId: userOf(move.by), reason: move.reason ?? null,
        createdAt: new Date(messageAt(move.beforeMessage).getTime() - step / 4),
      });
      from = move.to;
    }
    await tx.insert(s.dealStageEvents).values(events);
    if (plan.offers) await seedOffers(tx, deal.id, plan.offers, { ...pair, at: (index) => new Date(messageAt(index).getTime() - step / 5), now });
    if (plan.messages.length === 0) continue;
    const messages = await tx.insert(s.dealMessages).values(plan.messages.map((m, index) => ({
      dealId: deal.id, senderUserId: userOf(m.from), body: fill(m.body), createdAt: messageAt(index),
    }))).returning({ id: s.dealMessages.id, senderUserId: s.dealMessages.senderUserId });
    if (plan.report) {
      const reported = at(messages, plan.report.message);
      const reporter = reported.senderUserId === pair.ownerUserId ? pair.investorUserId : pair.ownerUserId;
      await tx.insert(s.messageReports).values({
        messageId: reported.id, dealId: deal.id, reporterUserId: reporter, reason: plan.report.reason,
        createdAt: new Date(messageAt(plan.report.message).getTime() + step / 3),
      });
    }
  }
  return ids;
}

/**
 * An admin verified the registration of two in three demo businesses (issue 23) a few days after each was listed, each
 * resting on one of its owner's documents: the owner's first file, or (when storage was given) a registration
 * certificate stored for the purpose. Without storage, an owner without files gets no verification.
 */
async function verifyRegistrations(db: Db, now: number, ownerEmails: string[], storage: Storage | undefined): Promise<void> {
  const [admin] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, ADMIN_EMAIL)).limit(1);
  const owned = await db
    .select({
      id: s.businessProfiles.id, number: s.businessProfiles.registrationNumber, createdAt: s.businessProfiles.createdAt,
      userId: s.businessProfiles.userId, company: s.businessProfiles.companyName,
    })
    .from(s.businessProfiles)
    .innerJoin(s.users, eq(s.users.id, s.businessProfiles.userId))
    .where(inArray(s.users.email, ownerEmails))
    .orderBy(s.businessProfiles.companyName);
  const verified = owned.flatMap((business, k) => (business.number && k % 3 !== 2 ? [{ ...business, number: business.number }] : []));
  const files = await db.select({ id: s.documents.id, userId: s.documents.userId }).from(s.documents)
    .where(inArray(s.documents.userId, verified.map((b) => b.userId))).orderBy(s.documents.createdAt, s.documents.id);
  const documentOf = new Map<string, string>();
  for (const file of files) if (!documentOf.has(file.userId)) documentOf.set(file.userId, file.id);
  const verifiedAt = (createdAt: Date) => new Date(Math.min(now - DAY / 2, createdAt.getTime() + 2 * DAY));
  const withoutFiles = verified.filter((b) => !documentOf.has(b.userId));
  if (storage && withoutFiles.length > 0) {
    // pdf-lib only for the first start's demo files.
    const { seedRegistrationCertificates } = await import('./seed-documents.ts');
    const certificates = await seedRegistrationCertificates(db, storage, withoutFiles.map((b) => ({
      userId: b.userId, company: b.company ?? '', number: b.number, at: new Date(verifiedAt(b.createdAt).getTime() - DAY),
    })));
    for (const [userId, id] of certificates) documentOf.set(userId, id);
  }
  const rows = verified.flatMap((business) => {
    const documentId = documentOf.get(business.userId);
    if (!documentId) return [];
    return [{
      businessProfileId: business.id, registrationNumber: business.number, documentId,
      checklist: [...REGISTRATION_CHECKLIST], verifiedBy: admin?.id ?? null, verifiedAt: verifiedAt(business.createdAt),
    }];
  });
  if (rows.length > 0) await db.insert(s.registrationVerifications).values(rows);
}

/** Whether the demo accounts are there already (a database with other users may still take the demo data). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.select({ id: s.users.id }).from(s.users).where(eq(sql`lower(${s.users.email})`, DEMO_INVESTOR_EMAIL)).limit(1);
  return rows.length > 0;
}

/** True when any user exists: the embedded database is seeded on its first start only. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: s.users.id }).from(s.users).limit(1);
  return rows.length > 0;
}

/**
 * Adds the demo content, all in one transaction. A second run fails on the demo accounts' unique emails and
 * changes nothing (callers ask hasDemoData first), so it cannot duplicate data or reset passwords.
 */
export async function seedDemo(db: Db, options: { adminPassword?: string; storage?: Storage } = {}): Promise<DemoLogins> {
  const adminPassword = options.adminPassword ?? randomBytes(18).toString('base64url');
  if (adminPassword.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`seedDemo: the admin password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  // Argon2 is deliberately slow, so the generated accounts share one hash of a password nobody is told.
  const [sharedHash, investorHash, ownerHash, adminHash] = await Promise.all([
    hashPassword(randomBytes(24).toString('base64url')), hashPassword(DEMO_INVESTOR_PASSWORD), hashPassword(DEMO_OWNER_PASSWORD),
    hashPassword(adminPassword),
  ]);
  const now = Date.now();
  const rng = new Rng(SEED);
  const businesses = planBusinesses(rng, now, sharedHash, ownerHash);
  const investors = planInvestors(rng, now, sharedHash, investorHash);
  const later = (from: Date, min = 0.1, max = 0.9) => new Date(from.getTime() + rng.float(min, max) * (now - from.getTime()));

  const documentPlan = await db.transaction(async (tx) => {
    if (await hasDemoData(tx)) throw new Error('seedDemo: the demo data is already there');
    const admin = {
      email: ADMIN_EMAIL, passwordHash: adminHash, fullName: 'Dealbridge Administrator', userType: null, role: 'admin' as const,
      // Nothing for an administrator to complete: admins have no user type and no profile.
      profileCompleted: true, createdAt: new Date(now - 130 * DAY), emailVerifiedAt: new Date(now - 130 * DAY),
    };
    const people = [...investors, ...businesses];
    const inserted = await tx.insert(s.users)
      .values([admin, ...people.map((p) => ({ ...p.user, updatedAt: p.user.createdAt }))])
      .returning({ id: s.users.id, email: s.users.email });
    const userIds = new Map(inserted.map((u) => [u.email, u.id]));
    const userId = (p: { user: UserRow }) => {
      const id = userIds.get(p.user.email);
      if (!id) throw new Error(`seed: no id returned for ${p.user.email}`);
      return id;
    };
    await tx.insert(s.profiles).values(people.map((p) => ({
      userId: userId(p), phone: p.phone, companyName: p.company, userType: p.user.userType,
      createdAt: p.user.createdAt, updatedAt: p.user.createdAt,
    })));
    // Read back as the profile model, the engine's input.
    const investorRows = (await tx.insert(s.investorProfiles).values(investors.map((p) => ({ ...p.row, userId: userId(p) })))
      .returning(investorProfileColumns)).map(investorProfileOf);
    const businessRows = (await tx.insert(s.businessProfiles).values(businesses.map((p) => ({ ...p.row, userId: userId(p) })))
      .returning(businessProfileColumns)).map(businessProfileOf);
    // The engine's model as a snapshot of these profiles has it: the active ones' words, the default rates.
    const model = createMatchModel({
      investors: investorRows.filter((p) => p.status === 'active'),
      businesses: businessRows.filter((p) => p.status === 'active'),
    });
    // Pairs are chosen, scored and explained by the engine, each pair computed once.
    const assessed = new Map<string, ReturnType<typeof scorePair>>();
    const assess = (i: number, b: number) => {
      const key = `${i}:${b}`;
      let result = assessed.get(key);
      if (!result) assessed.set(key, (result = scorePair(at(investorRows, i), at(businessRows, b), model)));
      return result;
    };
    const pairs = planMatches(rng, investors, businesses, (i, b) => assess(i, b).score);

    const matchValues = pairs.map(({ i, b }, k) => {
      const [investor, business] = [at(investors, i), at(businesses, b)];
      const status = at(MATCH_STATUSES_PLAN, k);
      const { score, reasons, reasonDetails } = assess(i, b);
      const bothListed = Math.max(investor.row.createdAt.getTime(), business.row.createdAt.getTime());
      const created = later(new Date(bothListed), 0.2, 0.7);
      return {
        investorProfileId: at(investorRows, i).id, businessProfileId: at(businessRows, b).id, matchScore: score,
        investorInterest: status !== 'suggested', businessInterest: status === 'contacted', status, matchReasons: reasons,
        matchReasonDetails: reasonDetails,
        introducedAt: null as Date | null, investorInterestedAt: null as Date | null, businessConnectedAt: null as Date | null,
        createdAt: created, updatedAt: created,
      };
    }).map((m) => {
      // Interested: the investor acted; contacted: both sides did, so the pair is introduced.
      if (m.status === 'suggested') return m;
      const interested = later(m.createdAt, 0.1, 0.3);
      if (m.status === 'interested') return { ...m, investorInterestedAt: interested };
      const introduced = later(interested, 0.3, 0.9);
      return { ...m, investorInterestedAt: interested, businessConnectedAt: introduced, introducedAt: introduced };
    });
    // One owner pressed Connect on the demo investor, who has not answered yet ("Wants to connect"). Without the
    // random source, so that the rest of the content stays as it was.
    const waiting = pairs.findIndex((p, k) => p.i === 0 && p.b !== 0 && at(matchValues, k).status === 'suggested');
    if (waiting >= 0) {
      const m = at(matchValues, waiting);
      const connected = new Date(m.createdAt.getTime() + (now - m.createdAt.getTime()) / 2);
      matchValues[waiting] = { ...m, status: 'contacted', businessInterest: true, businessConnectedAt: connected };
    }
    // One more pair of others went as far as a signed letter of intent (issue 50): the owner connected back.
    const signedPair = pairs.findIndex((p, k) => p.i !== 0 && p.b !== 0 && at(matchValues, k).status === 'interested');
    if (signedPair >= 0) {
      const m = at(matchValues, signedPair);
      const asked = m.investorInterestedAt ?? m.createdAt;
      const introduced = new Date(asked.getTime() + (now - asked.getTime()) / 4);
      matchValues[signedPair] = { ...m, status: 'contacted', businessInterest: true, businessConnectedAt: introduced, introducedAt: introduced };
    }
    answeredRequests(now, pairs, matchValues, investors, businesses, (i, b) => {
      const { score, reasons, reasonDetails } = assess(i, b);
      return { investorProfileId: at(investorRows, i).id, businessProfileId: at(businessRows, b).id, matchScore: score, matchReasons: reasons, matchReasonDetails: reasonDetails };
    });
    const matchRows = await tx.insert(s.matches).values(matchValues).returning({ id: s.matches.id });
    // Every business asks for the standard NDA (the default), so every investor who pressed Interested accepted it first.
    const nda = standardNda('en');
    const acceptances = matchValues.flatMap((m, k) => {
      if (!m.investorInterestedAt) return [];
      const investor = at(investors, at(pairs, k).i);
      return [{
        matchId: at(matchRows, k).id, businessProfileId: m.businessProfileId, investorProfileId: m.investorProfileId, userId: userId(investor),
        kind: 'standard' as const, version: nda.version, sha256: nda.sha256, language: nda.language, typedName: investor.user.fullName,
        ip: `203.0.113.${(k % 250) + 1}`, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        verificationCode: newVerificationCode(), createdAt: new Date(m.investorInterestedAt.getTime() - 5 * 60_000),
      }];
    });
    if (acceptances.length > 0) await tx.insert(s.ndaAcceptances).values(acceptances);

    const byName = new Map<string, { user: UserRow }>([
      ...businesses.map((p) => [p.company, p] as const), ...investors.map((p) => [p.user.fullName, p] as const),
    ]);
    const requestValues = SERVICE_REQUESTS.map((r) => {
      const requester = byName.get(r.by);
      if (!requester) throw new Error(`seed: unknown requester ${r.by}`);
      const created = later(requester.user.createdAt, 0.3, 0.9);
      const quoted = r.status === 'assigned' || r.status === 'in_progress' || r.status === 'completed';
      return {
        userId: userId(requester), serviceType: r.type, description: r.description, urgency: r.urgency, status: r.status,
        estimatedCost: quoted ? Math.round((SERVICE_PRICES[r.type] * rng.float(1, 2.5)) / 500) * 500 : null,
        createdAt: created, updatedAt: r.status === 'pending' ? created : later(created),
      };
    });
    const requestRows = await tx.insert(s.serviceRequests).values(requestValues).returning({ id: s.serviceRequests.id });

    const [demoInvestor, demoOwner] = [userId(at(investors, 0)), userId(at(businesses, 0))];
    const dealIds = await seedDeals(tx, now, matchValues.map((m, k) => {
      const { i, b } = at(pairs, k);
      const [investor, business] = [at(investors, i), at(businesses, b)];
      return {
        match: m, matchId: at(matchRows, k).id, demo: i === 0 ? 'investor' as const : b === 0 ? 'owner' as const : null,
        investorUserId: userId(investor), ownerUserId: userId(business), investorName: investor.user.fullName, ownerName: business.user.fullName,
        company: business.company, hq: business.row.headquarters,
        ask: formatMoney(business.row.amountRequired, business.row.currency) ?? '', equity: String(business.row.equityOffered),
        ...(k === signedPair && { plan: SIGNED_LOI_DEAL }),
      };
    }));
    const notices: (typeof s.notifications.$inferInsert)[] = [];
    matchValues.forEach((m, k) => {
      const { i, b } = at(pairs, k);
      const dealId = dealIds.get(k);
      const data = { matchId: at(matchRows, k).id, matchScore: m.matchScore };
      const introduced = m.introducedAt !== null;
      if (i === 0 && !introduced && m.businessConnectedAt) {
        notices.push({ userId: demoInvestor, kind: 'connection_received', data: { ...data, businessProfileId: m.businessProfileId }, createdAt: m.businessConnectedAt });
      }
      // Identities appear only in introduction notices: before that both sides stay masked.
      if (i === 0 && introduced) {
        notices.push({
          userId: demoInvestor, kind: 'introduction_made',
          data: { ...data, dealId, businessProfileId: m.businessProfileId, counterpartName: at(businesses, b).company },
          createdAt: m.introducedAt ?? m.createdAt,
        });
      }
      if (b === 0 && m.status !== 'suggested') {
        notices.push({
          userId: demoOwner, kind: introduced ? 'introduction_made' : 'interest_received',
          data: introduced ? { ...data, dealId, investorProfileId: m.investorProfileId, counterpartName: at(investors, i).user.fullName } : data,
          createdAt: introduced ? (m.introducedAt ?? m.createdAt) : (m.investorInterestedAt ?? m.createdAt),
        });
      }
    });
    requestValues.forEach((r, k) => {
      if ((r.userId === demoInvestor || r.userId === demoOwner) && r.status !== 'pending') {
        const data = { serviceRequestId: at(requestRows, k).id, serviceType: r.serviceType, status: r.status };
        notices.push({ userId: r.userId, kind: 'service_request_status_changed', data, createdAt: r.updatedAt });
      }
    });
    // Older notices count as read, so the demo shows both states.
    await tx.insert(s.notifications).values(notices.map((x) => ({
      ...x, readAt: x.createdAt && now - x.createdAt.getTime() > 3 * DAY ? new Date(x.createdAt.getTime() + DAY / 2) : null,
    })));
    // The demo accounts' live deals, for their documents (seed-documents.ts).
    const liveDeal = (who: 'investor' | 'owner') => {
      const k = matchValues.findIndex((m, index) => m.introducedAt !== null && (who === 'investor' ? at(pairs, index).i === 0 : at(pairs, index).b === 0));
      const dealId = dealIds.get(k);
      if (k < 0 || !dealId) return null;
      const { i, b } = at(pairs, k);
      return { dealId, ownerUserId: userId(at(businesses, b)), investorUserId: userId(at(investors, i)), company: at(businesses, b).company };
    };
    const [ownerDeal, investorDeal] = [liveDeal('owner'), liveDeal('investor')];
    return ownerDeal && investorDeal ? { ownerDeal, investorDeal, now } : null;
  });
  if (options.storage && documentPlan) {
    // pdf-lib only for the first start's demo files.
    const { seedDemoDocuments } = await import('./seed-documents.ts');
    await seedDemoDocuments(db, options.storage, documentPlan);
  }
  await verifyRegistrations(db, now, businesses.map((p) => p.user.email), options.storage);
  // The responsiveness job's first run, so that the first start's cards already say how soon people answer.
  await refreshResponsiveness(db);

  return {
    investor: { email: DEMO_INVESTOR_EMAIL, password: DEMO_INVESTOR_PASSWORD },
    businessOwner: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD },
    admin: { email: ADMIN_EMAIL, password: adminPassword },
  };
}
