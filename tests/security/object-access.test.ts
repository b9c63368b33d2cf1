import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  businessProfiles, deals, documents, investorProfiles, matches, notifications, profiles, serviceRequests, valuationEstimates,
} from '../../src/server/db/schema.ts';
import { PERMISSIONS, SAMPLES, VALUATION_INPUT, type Fixtures } from './permissions.ts';
import { callRoute, demoFixtures } from './support/calls.ts';
import {
  bodyText, createAccount, createAdmin, fingerprint, rawRequest, seededContext, uploadDocument, type Account, type SeededContext,
} from './support/context.ts';
import { isWrite, pathOf } from './support/routes.ts';

// User B addressing user A's objects by id, in the path, the query or the body: 404 (or 403 where the
// role alone refuses the route), never A's data, and not a single row changes.

let ctx: SeededContext;
let fixtures: Fixtures;
let aInvestor: Account;
let aOwner: Account;
let bInvestor: Account;
let bOwner: Account;
/** Every id of A's objects, labelled, and the subset a stranger must never see in any answer. */
let aIds: Record<string, string>;
let aPrivate: string[];
let aPublicBusinessId: string;
let aPublicInvestorId: string;

async function idsOf(userIds: string[]) {
  const { db } = ctx.deps;
  const [investor] = await db.select().from(investorProfiles).where(inArray(investorProfiles.userId, userIds));
  const [business] = await db.select().from(businessProfiles).where(inArray(businessProfiles.userId, userIds));
  if (!investor || !business) throw new Error('A should have both profiles');
  const pick = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
  const ids: Record<string, string> = { investorProfile: investor.id, businessProfile: business.id };
  const lists = {
    user: userIds,
    profilesRecord: await pick(db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.userId, userIds))),
    document: await pick(db.select({ id: documents.id }).from(documents).where(inArray(documents.userId, userIds))),
    serviceRequest: await pick(db.select({ id: serviceRequests.id }).from(serviceRequests).where(inArray(serviceRequests.userId, userIds))),
    notification: await pick(db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.userId, userIds))),
    match: await pick(db.select({ id: matches.id }).from(matches).where(or(eq(matches.investorProfileId, investor.id), eq(matches.businessProfileId, business.id)))),
    valuationEstimate: await pick(db.select({ id: valuationEstimates.id }).from(valuationEstimates).where(inArray(valuationEstimates.userId, userIds))),
  };
  // Two of each kind (one per A user where they have one) keep the matrix small without losing a kind.
  for (const [kind, values] of Object.entries(lists)) values.slice(0, 2).forEach((id, i) => (ids[`${kind}${i}`] = id));
  return { ids, investor: investor.id, business: business.id, lists };
}

beforeAll(async () => {
  ctx = await seededContext();
  [aInvestor, aOwner, bInvestor, bOwner] = [
    await createAccount(ctx, 'investor'), await createAccount(ctx, 'business_owner'),
    await createAccount(ctx, 'investor'), await createAccount(ctx, 'business_owner'),
  ];
  const admin = await createAdmin(ctx);
  fixtures = await demoFixtures(ctx, admin.userId, { email: bInvestor.email, password: bInvestor.password });
  // A's two users are introduced to each other and each keeps a document and a service request.
  const a = await idsOf([aInvestor.userId, aOwner.userId]);
  await aInvestor.client.acceptNda(a.business);
  expect((await aInvestor.client.post(`/api/matching/businesses/${a.business}/interest`)).status).toBe(200);
  expect((await aOwner.client.post(`/api/matching/investors/${a.investor}/connect`)).status).toBe(200);
  for (const account of [aInvestor, aOwner]) {
    await uploadDocument(ctx.app, account.client, `${account.role}-plan.pdf`);
    const filed = await account.client.post('/api/service-requests', { service_type: 'audit', description: 'Private request.' });
    expect(filed.status).toBe(201);
  }
  // A's owner keeps a valuation estimate, shown on the listing (issue 22): still A's alone but for its range.
  const estimate = await aOwner.client.post('/api/valuation/estimates', { input: VALUATION_INPUT });
  expect(estimate.status).toBe(201);
  const estimateId = ((await estimate.json()) as { id: string }).id;
  expect((await aOwner.client.patch(`/api/valuation/estimates/${estimateId}`, { shown_on_listing: true })).status).toBe(200);
  const all = await idsOf([aInvestor.userId, aOwner.userId]);
  aIds = all.ids;
  aPublicBusinessId = all.business;
  aPublicInvestorId = all.investor;
  // Active profiles are listed publicly; everything else of A is private.
  aPrivate = [
    ...all.lists.user, ...all.lists.document, ...all.lists.serviceRequest, ...all.lists.notification, ...all.lists.match, ...all.lists.valuationEstimate,
    aInvestor.email, aOwner.email,
  ];
});
afterAll(async () => {
  await ctx.close();
});

const idRoutes = Object.keys(PERMISSIONS).filter((key) => pathOf(key).includes('{id}'));

/** B may address a counterpart's active profile by design: it is the public listing they act on, and its page anyone reads. */
function isPublicCounterpart(key: string, b: Account, id: string) {
  return (key === 'GET /api/listings/businesses/{id}' && id === aPublicBusinessId)
    || (key === 'GET /api/listings/investors/{id}' && id === aPublicInvestorId)
    || (b.role === 'investor' && id === aPublicBusinessId && key.includes('/api/matching/businesses/'))
    || (b.role === 'business_owner' && id === aPublicInvestorId && key.includes('/api/matching/investors/'));
}

/** The fingerprint after the previous attempt: nothing else writes between two attempts of one test. */
let lastPrint: Record<string, string> | undefined;
beforeEach(() => {
  lastPrint = undefined;
});

async function attempt(b: Account, key: string, options: Parameters<typeof callRoute>[4]) {
  const before = lastPrint ?? (await fingerprint(ctx.deps.db));
  const res = await callRoute(ctx.app, key, b.client, fixtures, options);
  const text = await bodyText(res);
  const after = await fingerprint(ctx.deps.db);
  lastPrint = after;
  return { status: res.status, text, changed: Object.keys(after).filter((t) => after[t] !== before[t]) };
}

describe('object-level access', () => {
  it("answers 404 when B puts any of A's ids in the path of a route B may call, and changes nothing", async () => {
    const problems: string[] = [];
    for (const b of [bInvestor, bOwner]) {
      for (const key of idRoutes) {
        for (const [label, id] of Object.entries(aIds)) {
          const roleRefusal = PERMISSIONS[key]?.[b.role] === 403;
          // A public counterpart answers as the permission table says: 200, or its refusal where the pair is in no
          // state for the call (409: a decline of an action never taken, an Interested before the NDA; 422: an NDA
          // accepted under another's name; 404: an own NDA the business does not have).
          const outcome = PERMISSIONS[key]?.[b.role];
          const onPublic = typeof outcome === 'number' ? outcome : 200;
          const expected = roleRefusal ? 403 : isPublicCounterpart(key, b, id) ? onPublic : 404;
          const result = await attempt(b, key, { id });
          if (result.status !== expected) problems.push(`${b.role} ${key} with A's ${label}: ${result.status}, expected ${expected}`);
          if (expected !== 200 && result.changed.length > 0) problems.push(`${b.role} ${key} with A's ${label} changed ${result.changed.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(idRoutes.length).toBeGreaterThanOrEqual(10);
    // Every route with an id, as every role, with each of A's ids: about 25 s on two busy cores.
  }, 90_000);

  it("gives A's introduced counterpart A's document once shared into their deal, so the 404 above is about ownership and not a broken route", async () => {
    const docId = Object.entries(aIds).find(([label]) => label.startsWith('document'))?.[1] ?? '';
    const [doc] = await ctx.deps.db.select().from(documents).where(eq(documents.id, docId));
    const [owner, counterpart] = doc?.userId === aInvestor.userId ? [aInvestor, aOwner] : [aOwner, aInvestor];
    const [deal] = await ctx.deps.db.select().from(deals).where(or(eq(deals.ownerUserId, owner.userId), eq(deals.investorUserId, owner.userId)));
    // Introduced is not enough (issue 18): nothing is shared until the owner shares it, and never through the owner's route.
    expect((await counterpart.client.get(`/api/deals/${deal?.id}/documents/${docId}/file`)).status).toBe(404);
    expect((await owner.client.post(`/api/deals/${deal?.id}/documents`, { document_id: docId })).status).toBe(201);
    expect((await counterpart.client.get(`/api/deals/${deal?.id}/documents/${docId}/file`)).status).toBe(200);
    expect((await counterpart.client.get(`/api/documents/${docId}/download`)).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/deals/${deal?.id}/documents/${docId}`)).status).toBe(204);
  });

  it("never answers A's private data when B puts A's ids in the query of any read B may call, and changes nothing", async () => {
    // The scanner sees A's ids where A may see them, so silence below means absence.
    const own = (await bodyText(await aInvestor.client.get('/api/documents'))) + (await bodyText(await aOwner.client.get('/api/documents')));
    expect(own).toContain(aIds.document0);
    const problems: string[] = [];
    const query = (id: string) => new URLSearchParams({ id, user_id: id, owner_id: id, userId: id }).toString();
    for (const b of [bInvestor, bOwner]) {
      const reads = Object.keys(PERMISSIONS).filter((key) => !isWrite(key) && PERMISSIONS[key]?.[b.role] === 'allowed');
      for (const key of reads) {
        // One id of each kind is enough here: the query never selects by owner, so the kinds are what vary.
        for (const [label, id] of Object.entries(aIds).filter(([l]) => !l.endsWith('1'))) {
          const result = await attempt(b, key, { query: query(id) });
          const leaked = aPrivate.filter((value) => result.text.includes(value));
          if (result.status >= 500) problems.push(`${b.role} ${key}?…${label}: ${result.status}`);
          if (leaked.length > 0) problems.push(`${b.role} ${key}?…${label} leaked ${leaked.join(', ')}`);
          if (result.changed.length > 0) problems.push(`${b.role} ${key}?…${label} changed ${result.changed.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 90_000); // every read of the table, each with two database fingerprints: past the default on a busy machine

  it("refuses A's ids in the body of every write B may send with 422 (or 403 by role), and changes nothing", async () => {
    const problems: string[] = [];
    const keys = ['id', 'user_id', 'userId', 'owner_id', 'profile_id', 'match_id', 'document_id', 'service_request_id'];
    for (const b of [bInvestor, bOwner]) {
      const writes = Object.keys(PERMISSIONS).filter((key) => isWrite(key) && SAMPLES[key]?.body);
      for (const key of writes) {
        const base = SAMPLES[key]?.body?.(fixtures) as Record<string, unknown>;
        // Admin routes check the role before the body; user-type routes may validate the (public) body shape first.
        // A route on another's object (404 in the table) may refuse the object before it reads a well-formed body.
        const outcome = PERMISSIONS[key]?.[b.role];
        const expected = outcome === 403 ? (key.includes('/api/admin/') ? [403] : [403, 422]) : outcome === 404 ? [404, 422] : [422];
        for (const field of keys) {
          const result = await attempt(b, key, { body: { ...base, [field]: aIds.user0 } });
          if (!expected.includes(result.status)) problems.push(`${b.role} ${key} {${field}}: ${result.status}, expected ${expected}`);
          if (result.changed.length > 0) problems.push(`${b.role} ${key} {${field}} changed ${result.changed.join(', ')}`);
        }
      }
      const upload = await attempt(b, 'POST /api/documents', { fields: { user_id: aIds.user0 ?? '' } });
      if (upload.status !== 422 || upload.changed.length > 0) problems.push(`${b.role} upload with user_id: ${upload.status} ${upload.changed}`);
    }
    expect(problems).toEqual([]);
  }, 90_000); // every write of the table with eight id fields, each with two fingerprints (the two-factor routes added six)

  it("marks none of A's notifications read when B lists their ids, answering as for unknown ids", async () => {
    const ids = (await ctx.deps.db.select({ id: notifications.id }).from(notifications)
      .where(inArray(notifications.userId, [aInvestor.userId, aOwner.userId]))).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const result = await attempt(bInvestor, 'POST /api/notifications/read', { body: { ids } });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toMatchObject({ updated: 0 });
    expect(result.changed).toEqual([]);
  });

  it("signs out only B when B's logout names A, and A's session keeps working", async () => {
    const res = await rawRequest(ctx.app, {
      method: 'POST', path: '/api/auth/logout', client: bInvestor.client,
      body: JSON.stringify({ user_id: aInvestor.userId }), headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const session = (await (await aInvestor.client.get('/api/auth/session')).json()) as { user: { id: string } | null };
    expect(session.user?.id).toBe(aInvestor.userId);
  });
});
