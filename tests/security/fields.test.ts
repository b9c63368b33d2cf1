import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfiles, investorProfiles } from '../../src/server/db/schema.ts';
import { TestClient } from '../../src/server/testing/test-app.ts';
import { PERMISSIONS, STREAMS } from './permissions.ts';
import {
  bodyText, createAccount, createAdmin, seededContext, signedInAs, userIdByEmail, type Account, type Role, type SeededContext,
} from './support/context.ts';
import { isWrite, pathOf } from './support/routes.ts';
import { allPages } from './support/pages.ts';
import { ADMIN_ONLY_KEYS, collectSecrets, containsValue, introducedTo, keysOf, SECRET_KEYS, type Secrets } from './support/secrets.ts';

// Field-level exposure: every listing and detail response, read by every kind of viewer, is scanned for
// values and keys that viewer must never get (mass assignment is in mass-assignment.test.ts).

interface Viewer {
  label: string;
  role: Role;
  userId?: string;
  client: TestClient;
}

let ctx: SeededContext;
let viewers: Viewer[];
let fresh: { investor: Account; owner: Account };

beforeAll(async () => {
  ctx = await seededContext();
  const { db } = ctx.deps;
  fresh = { investor: await createAccount(ctx, 'investor'), owner: await createAccount(ctx, 'business_owner') };
  const admin = await createAdmin(ctx);
  const demoInvestor = await userIdByEmail(db, ctx.logins.investor.email);
  const demoOwner = await userIdByEmail(db, ctx.logins.businessOwner.email);
  viewers = [
    { label: 'anonymous', role: 'anonymous', client: new TestClient(ctx.app) },
    { label: 'new investor', role: 'investor', userId: fresh.investor.userId, client: fresh.investor.client },
    { label: 'new business owner', role: 'business_owner', userId: fresh.owner.userId, client: fresh.owner.client },
    { label: 'demo investor (introduced to some)', role: 'investor', userId: demoInvestor, client: await signedInAs(ctx, demoInvestor) },
    { label: 'demo owner (introduced to some)', role: 'business_owner', userId: demoOwner, client: await signedInAs(ctx, demoOwner) },
    { label: 'admin', role: 'admin', userId: admin.userId, client: admin.client },
  ];
});
afterAll(async () => {
  await ctx.close();
});

async function responsesFor(viewer: Viewer) {
  // The event stream carries no fields (only which deal changed) and never ends: it is not read here.
  const reads = Object.keys(PERMISSIONS).filter((key) => !isWrite(key) && !pathOf(key).includes('{id}') && !STREAMS.has(key) && PERMISSIONS[key]?.[viewer.role] === 'allowed');
  const out = [];
  for (const key of reads) out.push(...(await allPages(viewer.client, pathOf(key))));
  if (viewer.role === 'admin') {
    const { db } = ctx.deps;
    for (const { id } of await db.select({ id: businessProfiles.id }).from(businessProfiles)) out.push(...(await allPages(viewer.client, `/api/admin/businesses/${id}`)));
    for (const { id } of await db.select({ id: investorProfiles.id }).from(investorProfiles)) out.push(...(await allPages(viewer.client, `/api/admin/investors/${id}`)));
  }
  return out;
}

function forbiddenValues(secrets: Secrets, viewer: Viewer, introduced: Set<string>): string[] {
  const values = [...secrets.always];
  if (viewer.role === 'admin') return values;
  for (const [userId, identity] of secrets.identities) {
    if (userId !== viewer.userId && !introduced.has(userId)) values.push(...identity);
  }
  return values;
}

describe('fields a viewer must never receive', () => {
  it('never sends password hashes, session data or storage keys, nor identities to anyone but admins and introduced counterparts', async () => {
    const problems: string[] = [];
    let scanned = 0;
    const secrets = await collectSecrets(ctx.deps.db);
    const tokens = viewers.map((v) => v.client.sessionCookie).filter((t): t is string => Boolean(t));
    for (const viewer of viewers) {
      const introduced = viewer.userId ? await introducedTo(ctx.deps.db, viewer.userId) : new Set<string>();
      const forbidden = [...forbiddenValues(secrets, viewer, introduced), ...tokens];
      const forbiddenKeys = viewer.role === 'admin' ? SECRET_KEYS : [...SECRET_KEYS, ...ADMIN_ONLY_KEYS];
      for (const response of await responsesFor(viewer)) {
        scanned += 1;
        const found = forbidden.filter((value) => containsValue(response.text, value));
        if (found.length > 0) problems.push(`${viewer.label} ${response.path}: ${found.slice(0, 5).join(' | ')}`);
        // The API reference documents request fields such as "password"; it carries no user's data.
        if (!response.json || response.path.startsWith('/api/openapi.json')) continue;
        const keys = [...keysOf(JSON.parse(response.text))].filter((k) => forbiddenKeys.includes(k));
        if (keys.length > 0) problems.push(`${viewer.label} ${response.path}: keys ${keys.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(scanned).toBeGreaterThan(150);
  });

  it('does find identities where they belong, so that silence above means absence', async () => {
    const admin = viewers.find((v) => v.role === 'admin');
    const demoOwner = viewers.find((v) => v.label.startsWith('demo owner'));
    if (!admin || !demoOwner?.userId) throw new Error('viewers missing');
    const adminInvestors = await bodyText(await admin.client.get('/api/listings/investors?page_size=50'));
    expect(adminInvestors).toContain('"investor_name"');
    const introduced = [...(await introducedTo(ctx.deps.db, demoOwner.userId))];
    expect(introduced.length).toBeGreaterThan(0);
    const secrets = await collectSecrets(ctx.deps.db);
    const names = introduced.map((id) => secrets.identities.get(id)?.[1] ?? '');
    const notices = await bodyText(await demoOwner.client.get('/api/notifications?limit=50'));
    expect(names.some((name) => containsValue(notices, name))).toBe(true);
  });

  it("answers a heart or an Interested with no contact before the introduction", async () => {
    const [business] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.status, 'active')).limit(1);
    if (!business) throw new Error('no active business');
    const secrets = await collectSecrets(ctx.deps.db);
    const owner = secrets.identities.get(business.userId) ?? [];
    await fresh.investor.client.acceptNda(business.id);
    for (const res of [
      await fresh.investor.client.request('PUT', `/api/matching/businesses/${business.id}/favourite`, { favourite: true }),
      await fresh.investor.client.post(`/api/matching/businesses/${business.id}/interest`),
    ]) {
      expect(res.status).toBe(200);
      const text = await bodyText(res);
      expect(JSON.parse(text)).toMatchObject({ contact: null, state: { introduced: false } });
      expect(owner.filter((value) => containsValue(text, value))).toEqual([]);
    }
  });
});
