import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.ts';
import { businessProfiles, investorProfiles, users } from '../../db/schema.ts';
import { SECTOR_LABELS } from '#shared/taxonomy.ts';
import { STAFF_BAND_WORDS } from '#shared/listings/listing-identity.ts';
import { seedDemo } from '../demo/seed.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';

// A shared link to a profile's page shows that profile (issue 21): the page the server sends for /businesses/<id>
// and /investors/<id> carries its own title, description and Open Graph tags, built from the public card only.

let app: App;
let webDir: string;
let adminLogin: { email: string; password: string };

const DEFAULT_TITLE = 'Dealbridge — SME investment and acquisitions';
const DEFAULT_DESCRIPTION = 'Dealbridge: the intelligent platform for SME deals.';
const INDEX =
  `<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><meta name="description" content="${DEFAULT_DESCRIPTION}" />` +
  `<title>${DEFAULT_TITLE}</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

const ctx = testContextForFile();
beforeAll(async () => {
  adminLogin = (await seedDemo(ctx.deps.db, { adminPassword: 'admin-secret' })).admin;
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-meta-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  app = createApp({ ...ctx.deps, config: { ...ctx.config, webDir } }, { serveWeb: true });
});
afterAll(async () => {
  fs.rmSync(webDir, { recursive: true, force: true });
});

const html = async (url: string) => (await new TestClient(app).get(url)).text();
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const descriptionOf = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
const ogOf = (page: string, property: string) => new RegExp(`<meta property="og:${property}" content="([^"]*)">`).exec(page)?.[1];

describe('a business page’s sharing meta', () => {
  it('names the business, its sector and headquarters, and describes its public facts', async () => {
    const [business] = await ctx.deps.db
      .select()
      .from(businessProfiles)
      .where(and(eq(businessProfiles.status, 'active'), eq(businessProfiles.industry, 'logistics'), eq(businessProfiles.confidential, false)))
      .limit(1);
    const page = await html(`/businesses/${business?.id}`);
    const title = `${business?.companyName} · Logistics · ${business?.headquarters}`;
    expect(titleOf(page)).toBe(`${title} · Dealbridge`);
    expect(ogOf(page, 'title')).toBe(title);
    const description = descriptionOf(page) ?? '';
    expect(description).toMatch(/^.+\. A business opportunity on Dealbridge\.$/);
    expect(description).not.toBe(DEFAULT_DESCRIPTION);
    expect(ogOf(page, 'description')).toBe(description);
    expect(ogOf(page, 'site_name')).toBe('Dealbridge');
    // One title and one description: replaced, not added.
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    // Matched as the router matches: without case, with a trailing slash.
    expect(titleOf(await html(`/Businesses/${business?.id}/`))).toBe(`${title} · Dealbridge`);
  });

  it('calls a confidential business "Confidential Business" with its anonymous title, for everyone, admins too (issue 49)', async () => {
    const [business] = await ctx.deps.db
      .select()
      .from(businessProfiles)
      .where(and(eq(businessProfiles.status, 'active'), eq(businessProfiles.confidential, true), isNotNull(businessProfiles.industry), isNotNull(businessProfiles.headquarters), isNotNull(businessProfiles.yearEstablished), isNotNull(businessProfiles.staffBand)))
      .limit(1);
    const admin = new TestClient(app);
    expect((await admin.post('/api/auth/login', adminLogin)).status).toBe(200);
    const sector = SECTOR_LABELS[business?.industry ?? 'other'];
    const staff = STAFF_BAND_WORDS[business?.staffBand ?? '1_9'];
    const title = `Confidential Business · ${sector} company · ${business?.headquarters} · est. ${business?.yearEstablished} · ${staff} staff`;
    for (const page of [await html(`/businesses/${business?.id}`), await (await admin.get(`/businesses/${business?.id}`)).text()]) {
      expect(titleOf(page)).toBe(`${title} · Dealbridge`);
      expect(ogOf(page, 'title')).toBe(title);
      const head = page.slice(0, page.indexOf('</head>'));
      for (const secret of [business?.companyName, business?.website, business?.registrationNumber]) if (secret) expect(head).not.toContain(secret);
    }
  });

  it('escapes what the owner wrote', async () => {
    const [business] = await ctx.deps.db.select().from(businessProfiles).where(and(eq(businessProfiles.status, 'active'), eq(businessProfiles.confidential, false))).limit(1);
    const id = business?.id ?? '';
    await ctx.deps.db.update(businessProfiles).set({ companyName: 'Tom & "Jerry" <script>alert(1)</script>' }).where(eq(businessProfiles.id, id));
    const page = await html(`/businesses/${id}`);
    expect(page).not.toContain('<script>alert(1)');
    expect(titleOf(page)).toMatch(/^Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert\(1\)&lt;\/script&gt; · /);
    expect(ogOf(page, 'title')).toMatch(/^Tom &amp; &quot;Jerry&quot; &lt;script&gt;/);
    await ctx.deps.db.update(businessProfiles).set({ companyName: business?.companyName ?? null }).where(eq(businessProfiles.id, id));
  });

  it('keeps the defaults for an unknown, inactive or malformed id, and on other pages', async () => {
    const [inactive] = await ctx.deps.db.select({ id: businessProfiles.id }).from(businessProfiles).where(eq(businessProfiles.status, 'inactive')).limit(1);
    for (const url of [`/businesses/${crypto.randomUUID()}`, `/businesses/${inactive?.id}`, '/businesses/not-an-id', '/businesses', '/', `/investors/${crypto.randomUUID()}`]) {
      const page = await html(url);
      expect(titleOf(page), url).toBe(DEFAULT_TITLE);
      expect(descriptionOf(page), url).toBe(DEFAULT_DESCRIPTION);
      expect(page, url).not.toContain('og:title');
    }
  });
});

describe('an investor page’s sharing meta', () => {
  it('titles the investor by public fields only, never by name, even when an admin opens it', async () => {
    const [investor] = await ctx.deps.db
      .select({ id: investorProfiles.id, name: users.fullName, email: users.email, involvement: investorProfiles.involvementType, regions: investorProfiles.geographicalPreference })
      .from(investorProfiles)
      .innerJoin(users, eq(users.id, investorProfiles.userId))
      .where(and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true), eq(investorProfiles.involvementType, 'board_member')))
      .limit(1);
    const admin = new TestClient(app);
    expect((await admin.post('/api/auth/login', adminLogin)).status).toBe(200);
    for (const page of [await html(`/investors/${investor?.id}`), await (await admin.get(`/investors/${investor?.id}`)).text()]) {
      const title = titleOf(page) ?? '';
      expect(title).toMatch(new RegExp(`^Board-level investor · ${investor?.regions[0]} · [A-Za-z &;,]+ · Dealbridge$`));
      expect(descriptionOf(page)).toMatch(/An investor on Dealbridge\.$/);
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).not.toContain(investor?.name);
      expect(head).not.toContain(investor?.email);
    }
  });

  it('keeps the defaults for an unlisted investor', async () => {
    const [investor] = await ctx.deps.db
      .select({ id: investorProfiles.id, industries: investorProfiles.preferredIndustries })
      .from(investorProfiles)
      .where(and(eq(investorProfiles.status, 'active'), eq(investorProfiles.listed, true)))
      .limit(1);
    const id = investor?.id ?? '';
    await ctx.deps.db.update(investorProfiles).set({ preferredIndustries: [] }).where(eq(investorProfiles.id, id));
    expect(titleOf(await html(`/investors/${id}`))).toBe(DEFAULT_TITLE);
    await ctx.deps.db.update(investorProfiles).set({ preferredIndustries: investor?.industries ?? [] }).where(eq(investorProfiles.id, id));
    expect(titleOf(await html(`/investors/${id}`))).not.toBe(DEFAULT_TITLE);
  });
});
