import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDealDetail } from '#shared/admin/deals.ts';
import type { AdminMatchPage } from '#shared/admin/matches.ts';
import type { DealDocuments } from '#shared/deals/documents.ts';
import type { MatchActionResult } from '#shared/deals/introductions.ts';
import type { BusinessNda, NdaAcceptance, NdaSettings, StandardNda } from '#shared/deals/nda.ts';
import { createSession, SESSION_COOKIE } from '../../../auth/sessions.ts';
import { businessProfiles, deals, matches, ndaAcceptances, notifications, users } from '../../../db/schema.ts';
import { TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { bytesOf, errorOf, introduce, json, pdfOf, pdfPages, pngOf, uploaded } from '../room/deal-documents.test-support.ts';
import { party, type Party } from '../room/deals.test-support.ts';

// The NDA before the introduction (issue 18, decision 0143): the standard text, the owner's choice, the gate before
// Interested, the append-only record, the certificate and the admin's view, through the API on a real database.

let admin: TestClient;

// Behind a trusted proxy, so that a test chooses the address an acceptance records.
const ctx = testContextForFile({ env: { TRUST_PROXY: 'true' } });
beforeAll(async () => {
  const [row] = await ctx.deps.db
    .insert(users)
    .values({ email: 'nda-admin@example.com', passwordHash: 'x', fullName: 'Nda Admin', role: 'admin', profileCompleted: true })
    .returning();
  admin = new TestClient(ctx.app);
  admin.setCookie(SESSION_COOKIE, (await createSession(ctx.deps.db, row!.id)).token);
});

const ADDRESS = '203.0.113.42';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) NdaTest/1.0';
const CODE = /^NDA-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

const ndaPath = (owner: Party) => `/api/matching/businesses/${owner.profileId}/nda`;
const ndaOf = async (investor: Party, owner: Party, language?: 'en' | 'ar') =>
  json<BusinessNda>(await investor.client.get(`${ndaPath(owner)}${language ? `?language=${language}` : ''}`), 200);
const accept = (investor: Party, owner: Party, body: Record<string, unknown>, query = '') =>
  investor.client.post(`${ndaPath(owner)}${query}`, body, { 'user-agent': BROWSER, 'x-forwarded-for': ADDRESS });
/** The acceptance the screen sends: the account's name, the tick and the hash of the NDA shown. */
const acceptShown = async (investor: Party, owner: Party) => accept(investor, owner, { typed_name: investor.name, agree: true, sha256: (await ndaOf(investor, owner)).sha256 });

const interested = (investor: Party, owner: Party) => investor.client.post(`/api/matching/businesses/${owner.profileId}/interest`);
const connect = (owner: Party, investor: Party) => owner.client.post(`/api/matching/investors/${investor.profileId}/connect`);
const settings = (owner: Party, body: Record<string, unknown>) => owner.client.request('PUT', '/api/profiles/business/me/nda', body);

const matchOf = async (investor: Party, owner: Party) =>
  (await ctx.deps.db.select().from(matches).where(and(eq(matches.investorProfileId, investor.profileId), eq(matches.businessProfileId, owner.profileId))))[0];
const dealOf = async (investor: Party, owner: Party) =>
  (await ctx.deps.db.select().from(deals).where(and(eq(deals.investorUserId, investor.userId), eq(deals.ownerUserId, owner.userId))))[0];
const acceptancesOf = (investor: Party) => ctx.deps.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.userId, investor.userId));
const noticesOf = (who: Party) => ctx.deps.db.select().from(notifications).where(eq(notifications.userId, who.userId));
const businessName = async (owner: Party) =>
  (await ctx.deps.db.select({ name: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.id, owner.profileId)))[0]?.name ?? '';

/** The database's words for a statement it refused (drizzle wraps the driver's error as its cause). */
async function refusalOf(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(() => null, (caught: unknown) => caught);
  expect(error, 'the statement went through').toBeInstanceOf(Error);
  const { message, cause } = error as Error;
  return `${message} ${cause instanceof Error ? cause.message : ''}`;
}

/** An owner who asks for no NDA. */
async function ownerWithoutNda(): Promise<Party> {
  const owner = await party(ctx, 'business_owner');
  await json<NdaSettings>(await settings(owner, { required: false }), 200);
  return owner;
}

describe('the standard NDA', () => {
  it('is served to anyone in English and in Arabic, each with the SHA-256 of its exact text', async () => {
    const anonymous = new TestClient(ctx.app);
    const english = await json<StandardNda>(await anonymous.get('/api/nda/standard?language=en'), 200);
    const arabic = await json<StandardNda>(await anonymous.get('/api/nda/standard?language=ar'), 200);
    expect(english).toMatchObject({ version: 'mutual-nda-v1', language: 'en', title: 'Mutual Non-Disclosure Agreement' });
    expect(arabic).toMatchObject({ version: 'mutual-nda-v1', language: 'ar' });
    expect(arabic.title).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.text).toMatch(/[\u0600-\u06FF]/);
    for (const nda of [english, arabic]) {
      expect(nda.text.length).toBeGreaterThan(500);
      expect(nda.sha256).toBe(sha256(nda.text));
    }
    expect(arabic.sha256).not.toBe(english.sha256);
    expect(await json<StandardNda>(await anonymous.get('/api/nda/standard'), 200)).toEqual(english);
    expect((await errorOf(await anonymous.get('/api/nda/standard?language=fr'), 422)).fields).toHaveProperty('language');
  });
});

describe("the owner's NDA choice", () => {
  it("asks for the standard NDA by default and takes one of the owner's own PDFs instead, which the investor reads and hashes", async () => {
    const owner = await party(ctx, 'business_owner');
    const investor = await party(ctx, 'investor');
    expect(await json<NdaSettings>(await owner.client.get('/api/profiles/business/me/nda'), 200)).toEqual({ required: true, document_id: null, document_name: null });
    expect(await ndaOf(investor, owner)).toMatchObject({ required: true, kind: 'standard', version: 'mutual-nda-v1', document: null, acceptance: null });
    expect((await investor.client.get(`${ndaPath(owner)}/document`)).status).toBe(404);

    const bytes = await pdfOf(3, 'Our own NDA');
    const own = await uploaded(ctx, owner, 'Falcon-NDA.pdf', bytes);
    const chosen = await json<NdaSettings>(await settings(owner, { required: true, document_id: own.id }), 200);
    expect(chosen).toEqual({ required: true, document_id: own.id, document_name: 'Falcon-NDA.pdf' });
    expect(await json<NdaSettings>(await owner.client.get('/api/profiles/business/me/nda'), 200)).toEqual(chosen);

    const shown = await ndaOf(investor, owner);
    expect(shown).toMatchObject({
      required: true, kind: 'custom', version: 'custom', text: null, sha256: sha256(bytes),
      document: { file_name: 'Falcon-NDA.pdf', size_bytes: bytes.byteLength }, acceptance: null,
    });
    const file = await investor.client.get(`${ndaPath(owner)}/document`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await bytesOf(file)).equals(Buffer.from(bytes))).toBe(true);

    // Back to the standard text: the own PDF is no longer offered.
    expect(await json<NdaSettings>(await settings(owner, { required: true, document_id: null }), 200)).toEqual({ required: true, document_id: null, document_name: null });
    expect((await ndaOf(investor, owner)).kind).toBe('standard');
    expect((await investor.client.get(`${ndaPath(owner)}/document`)).status).toBe(404);
  });

  it("refuses another user's document, a document that is not a PDF and an unknown id, and keeps the choice as it was", async () => {
    const owner = await party(ctx, 'business_owner');
    const other = await party(ctx, 'business_owner');
    const theirs = await uploaded(ctx, other, 'Their-NDA.pdf', await pdfOf(1));
    const picture = await uploaded(ctx, owner, 'logo.png', await pngOf(64, 64));
    for (const documentId of [theirs.id, picture.id, crypto.randomUUID()]) {
      const error = await errorOf(await settings(owner, { required: false, document_id: documentId }), 422);
      expect(error.fields?.document_id?.code).toBe('ndaDocumentNotPdf');
    }
    expect((await errorOf(await settings(owner, { required: false, document_id: 'not-a-document' }), 422)).fields).toHaveProperty('document_id');
    expect((await errorOf(await settings(owner, { document_id: null }), 422)).fields).toHaveProperty('required');
    const [row] = await ctx.deps.db.select().from(businessProfiles).where(eq(businessProfiles.id, owner.profileId));
    expect(row).toMatchObject({ ndaRequired: true, ndaDocumentId: null });
    expect(await json<NdaSettings>(await owner.client.get('/api/profiles/business/me/nda'), 200)).toEqual({ required: true, document_id: null, document_name: null });
  });

  it('is for the business owner only: 403 for an investor, 401 when signed out', async () => {
    const investor = await party(ctx, 'investor');
    const anonymous = new TestClient(ctx.app);
    const falseBefore = await ctx.deps.db.$count(businessProfiles, eq(businessProfiles.ndaRequired, false));
    expect((await errorOf(await investor.client.get('/api/profiles/business/me/nda'), 403)).code).toBe('noAccess');
    expect((await errorOf(await settings(investor, { required: false }), 403)).code).toBe('noAccess');
    expect((await anonymous.get('/api/profiles/business/me/nda')).status).toBe(401);
    expect((await anonymous.request('PUT', '/api/profiles/business/me/nda', { required: false })).status).toBe(401);
    expect(await ctx.deps.db.$count(businessProfiles, eq(businessProfiles.ndaRequired, false))).toBe(falseBefore);
  });
});

describe('the NDA before Interested', () => {
  it('refuses Interested on a business asking for an NDA until it is accepted, writing nothing and telling no one', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    expect((await errorOf(await interested(investor, owner), 409)).code).toBe('ndaRequired');
    expect((await matchOf(investor, owner))?.investorInterestedAt ?? null).toBeNull();
    expect(await noticesOf(owner)).toEqual([]);
  });

  it("refuses a typed name that is not the account's full name, an unticked box and an empty name, recording nothing", async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const { sha256: shown } = await ndaOf(investor, owner);
    const wrongName = await errorOf(await accept(investor, owner, { typed_name: 'Somebody Else', agree: true, sha256: shown }), 422);
    expect(wrongName.fields?.typed_name?.code).toBe('ndaNameMismatch');
    const partName = await errorOf(await accept(investor, owner, { typed_name: investor.name.split(' ')[0], agree: true, sha256: shown }), 422);
    expect(partName.fields?.typed_name?.code).toBe('ndaNameMismatch');
    expect((await errorOf(await accept(investor, owner, { typed_name: investor.name, agree: false, sha256: shown }), 422)).fields?.agree?.code).toBe('ndaAgreeRequired');
    expect((await errorOf(await accept(investor, owner, { typed_name: investor.name, sha256: shown }), 422)).fields?.agree?.code).toBe('ndaAgreeRequired');
    expect((await errorOf(await accept(investor, owner, { typed_name: '   ', agree: true, sha256: shown }), 422)).fields).toHaveProperty('typed_name');
    expect(await acceptancesOf(investor)).toEqual([]);
    expect(await noticesOf(owner)).toEqual([]);
    expect((await ndaOf(investor, owner)).acceptance).toBeNull();
  });

  it('refuses the acceptance of an NDA that changed since it was shown, then accepts the new one by its hash', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const before = await ndaOf(investor, owner);
    const bytes = await pdfOf(2, 'Revised NDA');
    const own = await uploaded(ctx, owner, 'Revised-NDA.pdf', bytes);
    await json<NdaSettings>(await settings(owner, { required: true, document_id: own.id }), 200);

    expect((await errorOf(await accept(investor, owner, { typed_name: investor.name, agree: true, sha256: before.sha256 }), 409)).code).toBe('ndaChanged');
    expect((await errorOf(await accept(investor, owner, { typed_name: investor.name, agree: true, sha256: sha256('another text') }), 409)).code).toBe('ndaChanged');
    expect(await acceptancesOf(investor)).toEqual([]);
    expect(await noticesOf(owner)).toEqual([]);

    const accepted = await json<NdaAcceptance>(await accept(investor, owner, { typed_name: investor.name, agree: true, sha256: sha256(bytes) }), 201);
    expect(accepted).toMatchObject({ kind: 'custom', version: 'custom', sha256: sha256(bytes) });
  });

  it("records the acceptance with the typed name, address and browser, tells the owner without naming the investor, and lets Interested through", async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const shown = await ndaOf(investor, owner);
    const typed = `  ${investor.name.toUpperCase().replace(' ', '   ')} `;

    const res = await accept(investor, owner, { typed_name: typed, agree: true, sha256: shown.sha256 });
    const acceptance = await json<NdaAcceptance>(res, 201);
    expect(acceptance).toMatchObject({ kind: 'standard', version: 'mutual-nda-v1', sha256: shown.sha256, language: 'en', typed_name: typed.trim() });
    expect(acceptance.verification_code).toMatch(CODE);
    const rows = await acceptancesOf(investor);
    expect(rows).toEqual([expect.objectContaining({
      id: acceptance.id, businessProfileId: owner.profileId, investorProfileId: investor.profileId, typedName: typed.trim(),
      ip: ADDRESS, userAgent: BROWSER, verificationCode: acceptance.verification_code,
    })]);
    expect(rows[0]?.matchId).toBe((await matchOf(investor, owner))?.id);

    // The owner hears of the investor's Interested that follows, not of the acceptance itself (decision 0143).
    expect(await noticesOf(owner)).toEqual([]);

    // Accepting again returns the same record, and tells no one again.
    const again = await json<NdaAcceptance>(await accept(investor, owner, { typed_name: investor.name, agree: true, sha256: shown.sha256 }), 200);
    expect(again).toEqual(acceptance);
    expect(await acceptancesOf(investor)).toHaveLength(1);
    expect(await noticesOf(owner)).toEqual([]);
    expect((await ndaOf(investor, owner)).acceptance).toEqual(acceptance);
    expect(await dealOf(investor, owner)).toBeUndefined();

    expect((await json<MatchActionResult>(await interested(investor, owner), 200)).state.interest_expressed).toBe(true);
    const connected = await json<MatchActionResult>(await connect(owner, investor), 200);
    expect(connected.state.introduced).toBe(true);
    const deal = await dealOf(investor, owner);
    expect(deal).toMatchObject({ stage: 'introduced', businessProfileId: owner.profileId });
    expect(connected.state.deal_id).toBe(deal?.id);
  });

  it('keeps one record when the same acceptance arrives twice at once', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const { sha256: shown } = await ndaOf(investor, owner);
    const body = { typed_name: investor.name, agree: true, sha256: shown };
    const answers = await Promise.all([accept(investor, owner, body), accept(investor, owner, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    const [first, second] = await Promise.all(answers.map((res) => res.json() as Promise<NdaAcceptance>));
    expect(second).toEqual(first);
    expect(await acceptancesOf(investor)).toHaveLength(1);
    expect(await noticesOf(owner)).toEqual([]);
  });

  it('introduces the pair when the owner connected first and the investor then accepts the NDA and presses Interested', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    expect((await json<MatchActionResult>(await connect(owner, investor), 200)).state.introduced).toBe(false);
    expect((await errorOf(await interested(investor, owner), 409)).code).toBe('ndaRequired');
    expect((await matchOf(investor, owner))?.investorInterestedAt).toBeNull();

    await json<NdaAcceptance>(await acceptShown(investor, owner), 201);
    expect(await dealOf(investor, owner)).toBeUndefined();
    const result = await json<MatchActionResult>(await interested(investor, owner), 200);
    expect(result.state.introduced).toBe(true);
    expect(result.state.deal_id).toBe((await dealOf(investor, owner))?.id);
  });

  it('opens the introduction at the acceptance when both sides had acted before the owner asked for an NDA', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await ownerWithoutNda();
    await json<MatchActionResult>(await interested(investor, owner), 200);
    await json<NdaSettings>(await settings(owner, { required: true }), 200);
    expect((await json<MatchActionResult>(await connect(owner, investor), 200)).state.introduced).toBe(false);
    expect(await dealOf(investor, owner)).toBeUndefined();

    await json<NdaAcceptance>(await acceptShown(investor, owner), 201);
    expect(await dealOf(investor, owner)).toMatchObject({ stage: 'introduced' });
    expect((await matchOf(investor, owner))?.introducedAt).not.toBeNull();
  });

  it('accepts the Arabic text by its own SHA-256', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const arabic = await ndaOf(investor, owner, 'ar');
    expect(arabic).toMatchObject({ kind: 'standard', language: 'ar' });
    expect(arabic.sha256).not.toBe((await ndaOf(investor, owner, 'en')).sha256);
    const accepted = await json<NdaAcceptance>(await accept(investor, owner, { typed_name: investor.name, agree: true, sha256: arabic.sha256 }, '?language=ar'), 201);
    expect(accepted).toMatchObject({ kind: 'standard', version: 'mutual-nda-v1', language: 'ar', sha256: arabic.sha256 });
    await json<MatchActionResult>(await interested(investor, owner), 200);
  });
});

describe('a business that asks for no NDA', () => {
  it('lets Interested through without one and refuses an acceptance', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await ownerWithoutNda();
    const shown = await ndaOf(investor, owner);
    expect(shown.required).toBe(false);
    expect((await errorOf(await accept(investor, owner, { typed_name: investor.name, agree: true, sha256: shown.sha256 }), 409)).code).toBe('ndaNotRequired');
    expect(await acceptancesOf(investor)).toEqual([]);
    await json<MatchActionResult>(await interested(investor, owner), 200);
    expect((await json<MatchActionResult>(await connect(owner, investor), 200)).state.introduced).toBe(true);
  });
});

describe('the record of acceptances', () => {
  it('is append-only: the database itself refuses an UPDATE or a DELETE and the row stays as it was', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const { id } = await json<NdaAcceptance>(await acceptShown(investor, owner), 201);
    const [before] = await acceptancesOf(investor);
    for (const statement of [
      sql`update nda_acceptances set typed_name = 'Someone Else', ip = null where id = ${id}`,
      sql`delete from nda_acceptances where id = ${id}`,
      sql`delete from nda_acceptances where user_id = ${investor.userId}`,
    ]) {
      expect(await refusalOf(ctx.deps.db.execute(statement))).toMatch(/nda_acceptances is append-only/);
    }
    expect(await acceptancesOf(investor)).toEqual([before]);
  });
});

describe('the NDA certificate', () => {
  it('is a PDF for both parties with the code, both parties, the business, the typed name, the hash and the address', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const shown = await ndaOf(investor, owner);
    const typed = investor.name.toLowerCase();
    const acceptance = await json<NdaAcceptance>(await accept(investor, owner, { typed_name: typed, agree: true, sha256: shown.sha256 }), 201);
    const dealId = await introduce(ctx, investor, owner);

    for (const reader of [investor, owner]) {
      const res = await reader.client.get(`/api/deals/${dealId}/nda-certificate`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-disposition')).toContain(acceptance.verification_code);
      const text = (await pdfPages(await bytesOf(res))).join(' ');
      for (const expected of [acceptance.verification_code, investor.name, investor.email, owner.name, owner.email, await businessName(owner), typed, ADDRESS]) {
        expect(text).toContain(expected);
      }
      expect(text.replace(/\s+/g, '')).toContain(shown.sha256);
      const room = await json<DealDocuments>(await reader.client.get(`/api/deals/${dealId}/documents`), 200);
      expect(room.nda).toEqual({ status: 'accepted', acceptance: { ...acceptance, accepted_by: investor.name } });
    }
  });

  it('is not found for anyone else or for a deal introduced without an NDA, and needs a signed-in caller', async () => {
    const investor = await party(ctx, 'investor');
    const owner = await party(ctx, 'business_owner');
    const dealId = await introduce(ctx, investor, owner);
    const stranger = await party(ctx, 'investor');
    expect((await errorOf(await stranger.client.get(`/api/deals/${dealId}/nda-certificate`), 404)).code).toBe('notFound');
    expect((await errorOf(await admin.get(`/api/deals/${dealId}/nda-certificate`), 404)).code).toBe('notFound');
    expect((await new TestClient(ctx.app).get(`/api/deals/${dealId}/nda-certificate`)).status).toBe(401);
    expect((await investor.client.get(`/api/deals/${crypto.randomUUID()}/nda-certificate`)).status).toBe(404);

    const freeInvestor = await party(ctx, 'investor');
    const freeOwner = await ownerWithoutNda();
    const freeDeal = await introduce(ctx, freeInvestor, freeOwner);
    for (const reader of [freeInvestor, freeOwner]) {
      expect((await errorOf(await reader.client.get(`/api/deals/${freeDeal}/nda-certificate`), 404)).code).toBe('notFound');
      expect((await json<DealDocuments>(await reader.client.get(`/api/deals/${freeDeal}/documents`), 200)).nda).toEqual({ status: 'not_required', acceptance: null });
    }
  });
});

describe("the admin's view of NDAs", () => {
  it('shows each pair as pending, accepted or not required in Matches, and the acceptance in the deal detail', async () => {
    const owner = await party(ctx, 'business_owner');
    const waiting = await party(ctx, 'investor');
    await json<MatchActionResult>(await connect(owner, waiting), 200);
    const signer = await party(ctx, 'investor');
    const acceptance = await json<NdaAcceptance>(await acceptShown(signer, owner), 201);
    const dealId = await introduce(ctx, signer, owner);
    const freeOwner = await ownerWithoutNda();
    const free = await party(ctx, 'investor');
    await json<MatchActionResult>(await interested(free, freeOwner), 200);

    const page = await json<AdminMatchPage>(await admin.get('/api/admin/matches?page_size=100'), 200);
    const listed = async (investor: Party, business: Party) => {
      const match = await matchOf(investor, business);
      return page.items.find((item) => item.id === match?.id);
    };
    expect(await listed(waiting, owner)).toMatchObject({ nda_status: 'pending', nda_accepted_at: null });
    expect(await listed(signer, owner)).toMatchObject({ nda_status: 'accepted', nda_accepted_at: acceptance.accepted_at, deal_id: dealId });
    expect(await listed(free, freeOwner)).toMatchObject({ nda_status: 'not_required', nda_accepted_at: null });

    const detail = await json<AdminDealDetail>(await admin.get(`/api/admin/deals/${dealId}`), 200);
    expect(detail.nda).toEqual({ status: 'accepted', acceptance: { ...acceptance, accepted_by: signer.name } });
  });
});
