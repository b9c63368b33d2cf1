import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.ts';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { businessProfiles, emailOutbox, investorProfiles, users } from '../../src/server/db/schema.ts';
import { businessRowFilter, snapshotsFor } from '../../src/server/modules/matching/index.ts';
import { investorMatchColumns, investorProfileOf } from '../../src/server/modules/profiles/index.ts';
import type { BusinessMatchCard } from '../../src/shared/deals/introductions.ts';
import { rowOfId } from '../../src/shared/matching/id-column.ts';
import type { BusinessCard } from '../../src/shared/listings/listings.ts';
import { TestClient } from '../../src/server/testing/test-app.ts';
import { PERMISSIONS, STREAMS } from './permissions.ts';
import {
  bodyText, businessProfile, createAccount, createAdmin, seededContext, uploadDocument, type Account, type Role, type SeededContext,
} from './support/context.ts';
import { allPages } from './support/pages.ts';
import { isWrite, pathOf } from './support/routes.ts';
import { containsValue } from './support/secrets.ts';

// Issue 49: a confidential listing's name, website, registration number, owner and document names reach nobody but
// its owner, the admins and, once introduced, the investor — on every GET route, the server-drawn page, the search
// and the mails. Named listings are checked by fields.test.ts.

let ctx: SeededContext;
let pagesApp: App;
let webDir: string;
let owner: Account;
let investor: Account;
let otherOwner: Account;
let businessId: string;
let investorProfileId: string;
const tag = randomBytes(3).toString('hex');
const secrets = {
  name: `Zephyr Quay Widgets ${tag} LLC`,
  website: `https://zephyr-quay-${tag}.example`,
  registration: `ZQ-${tag}-7731`,
  document: `Zephyr-Quay-${tag}-financials.pdf`,
};
const secretValues = () => [secrets.name, secrets.website, secrets.registration, secrets.document];
// The exact revenue and the profit it makes at a 13.7% margin: before the introduction only their bands are shown.
const figures = { revenue: 2_437_913, profit: 333_994 };
const figureValues = [String(figures.revenue), String(figures.profit)];

beforeAll(async () => {
  ctx = await seededContext();
  // The server's pages, from a stand-in index.html: their titles and sharing tags are read too.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-confidential-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Dealbridge</title></head><body><div id="root"></div></body></html>');
  pagesApp = createApp({ ...ctx.deps, config: { ...ctx.config, webDir } }, { serveWeb: true });
  owner = await createAccount(ctx, 'business_owner', false);
  investor = await createAccount(ctx, 'investor');
  otherOwner = await createAccount(ctx, 'business_owner');
  // Saved without saying: a new listing is confidential by default.
  const { confidential: _named, ...basics } = businessProfile(secrets.name).basic_info;
  const saved = await owner.client.request('PUT', '/api/profiles/business/me', {
    ...businessProfile(secrets.name),
    basic_info: { ...basics, website: secrets.website, registration_number: secrets.registration, staff_band: '10_49' },
    funding_requirements: { ...businessProfile(secrets.name).funding_requirements, valuation_min: 9_000_000, valuation_max: 12_000_000 },
    financial_highlights: { annual_revenue: figures.revenue, profit_margin: 13.7 },
  });
  expect(saved.status).toBe(200);
  const dto = (await saved.json()) as { id: string; basic_info: { confidential: boolean } };
  expect(dto.basic_info.confidential).toBe(true);
  businessId = dto.id;
  await uploadDocument(ctx.app, owner.client, secrets.document);
  const [profile] = await ctx.deps.db.select({ id: investorProfiles.id }).from(investorProfiles).where(eq(investorProfiles.userId, investor.userId));
  investorProfileId = profile?.id ?? '';
  snapshotsFor(ctx.deps.database).invalidate();
});
afterAll(async () => {
  fs.rmSync(webDir, { recursive: true, force: true });
  await ctx.close();
});

/** The server-drawn page at `path`, as the browser of `client` (same session) gets it. */
async function pageText(client: TestClient, path: string): Promise<string> {
  const browser = new TestClient(pagesApp);
  if (client.sessionCookie) browser.setCookie(SESSION_COOKIE, client.sessionCookie);
  return bodyText(await browser.get(path, { Accept: 'text/html' }));
}

const ownerName = async () => (await ctx.deps.db.select({ name: users.fullName }).from(users).where(eq(users.id, owner.userId)))[0]?.name ?? '';

/** Everything a viewer can read: each GET route their role may call (every page), the listing's page and searches. */
async function everythingReadBy(role: Role, client: TestClient): Promise<{ where: string; text: string }[]> {
  const out: { where: string; text: string }[] = [];
  const read = async (url: string) => out.push({ where: url, text: await bodyText(await client.get(url)) });
  for (const key of Object.keys(PERMISSIONS)) {
    if (isWrite(key) || pathOf(key).includes('{') || STREAMS.has(key) || PERMISSIONS[key]?.[role] !== 'allowed') continue;
    for (const { path: where, text } of await allPages(client, pathOf(key))) out.push({ where, text });
  }
  await read(`/api/listings/businesses/${businessId}`);
  out.push({ where: `page /businesses/${businessId}`, text: await pageText(client, `/businesses/${businessId}`) });
  for (const value of [...secretValues(), await ownerName()]) {
    for (const word of [value, value.split(/[\s.-]/).find((part) => part.length > 5) ?? value]) {
      await read(`/api/listings/businesses?search=${encodeURIComponent(word)}`);
      if (role === 'investor') await read(`/api/matching/businesses?search=${encodeURIComponent(word)}`);
    }
  }
  return out;
}

const leaks = (texts: { where: string; text: string }[], values: string[]) =>
  texts.flatMap(({ where, text }) => values.filter((value) => containsValue(text, value)).map((value) => `${where}: ${value}`));

describe('a confidential listing before the introduction', () => {
  it('is named to no anonymous visitor, investor or other owner, on any GET route, page, search or mail', async () => {
    const values = [...secretValues(), await ownerName(), ...figureValues];
    for (const [role, client] of [['anonymous', new TestClient(ctx.app)], ['investor', investor.client], ['business_owner', otherOwner.client]] as const) {
      const read = await everythingReadBy(role, client);
      expect(read.length, role).toBeGreaterThan(20);
      expect(leaks(read, values), role).toEqual([]);
    }
    const mails = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, investor.email));
    expect(leaks(mails.map((m) => ({ where: m.subject, text: `${m.subject} ${m.bodyText} ${m.bodyHtml ?? ''}` })), values)).toEqual([]);
  });

  it('is found by its teaser, not by its name, and is called "Confidential Business" with an anonymous title', async () => {
    const card = (await (await new TestClient(ctx.app).get(`/api/listings/businesses/${businessId}`)).json()) as { company_name: string | null; confidential: boolean };
    expect(card).toMatchObject({ company_name: null, confidential: true });
    const byName = (await (await new TestClient(ctx.app).get(`/api/listings/businesses?search=${encodeURIComponent(`Zephyr Quay Widgets ${tag}`)}`)).json()) as { total: number };
    expect(byName.total).toBe(0);
    const page = await pageText(new TestClient(ctx.app), `/businesses/${businessId}`);
    expect(page).toContain('<title>Confidential Business · Technology company · UAE · est. 2015 · 10–49 staff · Dealbridge</title>');
    // Its sharing description gives the revenue's band, never the figure.
    expect(page).toContain('Annual revenue USD 1.0M – 2.5M');
  });

  it('shows its revenue and profit as ranges, its price and its staff as the owner gave them', async () => {
    const card = (await (await new TestClient(ctx.app).get(`/api/listings/businesses/${businessId}`)).json()) as BusinessCard;
    expect(card.financial_highlights).toEqual({
      annual_revenue: null, profit: null, revenue_range: { min: 1_000_000, max: 2_500_000 }, profit_range: { min: 250_000, max: 500_000 },
    });
    expect(card.funding_requirements).toMatchObject({ asking_price: null, valuation_min: 9_000_000, valuation_max: 12_000_000, currency: 'USD' });
    expect(card.staff_band).toBe('10_49');
    const match = (await (await investor.client.get(`/api/matching/businesses/${businessId}`)).json()) as BusinessMatchCard;
    expect(match).toMatchObject({ annual_revenue: null, ebitda: null, revenue_range: { min: 1_000_000, max: 2_500_000 }, ebitda_range: { min: 250_000, max: 500_000 } });
    expect(match).toMatchObject({ business_stage: 'growth', size: 'medium', staff_band: '10_49' });
  });

  it('cannot be narrowed below its band by the match page’s revenue filter', async () => {
    const snapshot = await snapshotsFor(ctx.deps.database).get(ctx.deps.db);
    const row = rowOfId(snapshot.businesses.ids, businessId);
    expect(row).toBeGreaterThanOrEqual(0);
    const [mandate] = await ctx.deps.db.select(investorMatchColumns).from(investorProfiles).where(eq(investorProfiles.id, investorProfileId));
    const keeps = async (bounds: { revenue_min?: number; revenue_max?: number }) =>
      (await businessRowFilter(ctx.deps.db, snapshot, investorProfileOf(mandate!), { currency: 'USD', near_misses: false, ...bounds })).keep(row);
    // Above the figure but inside its band, the bound keeps it, as it would a figure anywhere in the band…
    expect(await keeps({ revenue_min: 2_450_000 })).toBe(true);
    expect(await keeps({ revenue_max: 1_000_000 })).toBe(true);
    // …and leaves it out only beyond the band's ends.
    expect(await keeps({ revenue_min: 2_600_000 })).toBe(false);
    expect(await keeps({ revenue_max: 999_000 })).toBe(false);
  });

  it('is named to its owner and to admins', async () => {
    const own = (await (await owner.client.get(`/api/listings/businesses/${businessId}`)).json()) as { company_name: string };
    expect(own.company_name).toBe(secrets.name);
    // "See as an investor": the owner asks for the public view and gets exactly the visitor's card.
    const preview = await bodyText(await owner.client.get(`/api/listings/businesses/${businessId}?view=public`));
    expect(preview).toBe(await bodyText(await new TestClient(ctx.app).get(`/api/listings/businesses/${businessId}`)));
    expect(leaks([{ where: 'preview', text: preview }], secretValues())).toEqual([]);
    const admin = await createAdmin(ctx);
    const seen = (await (await admin.client.get(`/api/listings/businesses/${businessId}`)).json()) as { company_name: string };
    expect(seen.company_name).toBe(secrets.name);
    const listed = await bodyText(await admin.client.get(`/api/listings/businesses?search=${encodeURIComponent('technology')}&page_size=50`));
    expect(listed).toContain('"confidential":true');
  });
});

describe('after the introduction', () => {
  it('names the business to the introduced investor on its page, their match card and their notifications', async () => {
    await investor.client.acceptNda(businessId);
    expect((await investor.client.post(`/api/matching/businesses/${businessId}/interest`)).status).toBe(200);
    expect((await owner.client.post(`/api/matching/investors/${investorProfileId}/connect`)).status).toBe(200);
    const card = (await (await investor.client.get(`/api/listings/businesses/${businessId}`)).json()) as { company_name: string };
    expect(card.company_name).toBe(secrets.name);
    const match = (await (await investor.client.get(`/api/matching/businesses/${businessId}`)).json()) as BusinessMatchCard;
    expect(match.company_name).toBe(secrets.name);
    // The exact figures too, on the card and the match card.
    expect((card as unknown as BusinessCard).financial_highlights).toEqual({ annual_revenue: figures.revenue, profit: figures.profit, revenue_range: null, profit_range: null });
    expect(match).toMatchObject({ annual_revenue: figures.revenue, ebitda: figures.profit, revenue_range: null, ebitda_range: null });
    const notices = await bodyText(await investor.client.get('/api/notifications?limit=50'));
    expect(containsValue(notices, secrets.name)).toBe(true);
    // Still confidential to everyone else.
    const other = (await (await otherOwner.client.get(`/api/listings/businesses/${businessId}`)).json()) as { company_name: string | null };
    expect(other.company_name).toBeNull();
  });
});

describe('switching a named listing to confidential', () => {
  it('takes the name off every cached page, the search and the drawn page in the request that saves it', async () => {
    const named = await createAccount(ctx, 'business_owner', false);
    const name = `Harbour Lantern ${tag} Co`;
    expect((await named.client.request('PUT', '/api/profiles/business/me', businessProfile(name, false))).status).toBe(200);
    const [row] = await ctx.deps.db.select({ id: businessProfiles.id }).from(businessProfiles).where(eq(businessProfiles.userId, named.userId));
    const visitor = new TestClient(ctx.app);
    const reads = async () => [
      await bodyText(await visitor.get('/api/listings/businesses?page_size=50')),
      await bodyText(await visitor.get('/api/listings/home')),
      await bodyText(await visitor.get(`/api/listings/businesses?search=${encodeURIComponent(name)}`)),
      await pageText(visitor, `/businesses/${row?.id}`),
    ];
    expect((await reads()).map((text) => containsValue(text, name))).toEqual([true, true, true, true]);
    expect((await named.client.request('PUT', '/api/profiles/business/me', businessProfile(name, true))).status).toBe(200);
    expect((await reads()).map((text) => containsValue(text, name))).toEqual([false, false, false, false]);
  });
});

describe('a teaser that gives the business away', () => {
  it('is refused field by field, and nothing of the save is kept', async () => {
    const before = await bodyText(await owner.client.get('/api/profiles/business/me'));
    const base = businessProfile(secrets.name, true);
    const summary = 'Cold storage and last-mile delivery for grocers and pharmacies across the Gulf states.';
    const tries: [object, string, string][] = [
      [{ summary: `${summary} See www.zephyr.example.` }, 'teaser.summary', 'teaserContact'],
      [{ summary: `${summary} Call +971 50 123 4567.` }, 'teaser.summary', 'teaserContact'],
      [{ summary: `${summary} Write to owner@zephyr.example.` }, 'teaser.summary', 'teaserContact'],
      [{ summary: `${summary} Zephyr Quay Widgets ${tag} leads its market.` }, 'teaser.summary', 'teaserNamesCompany'],
      [{ highlights: ['Three national grocers', 'Forty trucks', `Zephyr Quay Widgets ${tag} brand`] }, 'teaser.highlights.2', 'teaserNamesCompany'],
      [{ summary: 'Too short.' }, 'teaser.summary', 'summaryLength'],
    ];
    for (const [teaser, field, code] of tries) {
      const res = await owner.client.request('PUT', '/api/profiles/business/me', { ...base, teaser });
      expect(res.status, field).toBe(422);
      const body = (await res.json()) as { error: { fields: Record<string, { code: string }> } };
      expect(body.error.fields[field]?.code, JSON.stringify(teaser)).toBe(code);
    }
    // A price is an asking price or a whole valuation range, never both (issue 49 §2).
    const funding = base.funding_requirements;
    const prices: [object, string, string][] = [
      [{ ...funding, asking_price: 5_000_000, valuation_min: 4_000_000, valuation_max: 6_000_000 }, 'funding_requirements.asking_price', 'priceOrRange'],
      [{ ...funding, valuation_min: 4_000_000 }, 'funding_requirements.valuation_max', 'rangeBothEnds'],
      [{ ...funding, valuation_min: 6_000_000, valuation_max: 4_000_000 }, 'funding_requirements.valuation_max', 'maxBelowMin'],
    ];
    for (const [price, field, code] of prices) {
      const res = await owner.client.request('PUT', '/api/profiles/business/me', { ...base, funding_requirements: price });
      expect(res.status, field).toBe(422);
      expect(((await res.json()) as { error: { fields: Record<string, { code: string }> } }).error.fields[field]?.code).toBe(code);
    }
    expect(await bodyText(await owner.client.get('/api/profiles/business/me'))).toBe(before);
  });
});
