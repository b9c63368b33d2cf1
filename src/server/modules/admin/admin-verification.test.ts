import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CHECKLIST, registrationVerificationSchema } from '#shared/trust/trust.ts';
import { businessProfiles, documents, notifications, registrationVerifications } from '../../db/schema.ts';
import { TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { auditRows, signedIn, signedInAdmin, type Caller } from './admin.test-support.ts';

// PUT and DELETE /api/admin/businesses/{id}/verification (issue 23): an admin verifies a business's registration
// against one of its owner's documents, audited; the owner is told; the public card gets the badge.

let admin: Caller;
let owner: Caller;
let businessId: string;
let documentId: string;

const fullChecklist = [...REGISTRATION_CHECKLIST];

async function saveBusiness(caller: Caller, registrationNumber: string | null) {
  const res = await caller.client.request('PUT', '/api/profiles/business/me', {
    basic_info: { company_name: 'Gulf Verified Trading', industry: 'retail', registration_number: registrationNumber },
    geographical_presence: { headquarters: 'UAE', branches: [] },
    funding_requirements: { amount_required: 500_000, currency: 'AED', purpose: 'expansion', equity_offered: 20 },
  });
  expect(res.status).toBe(200);
  const [row] = await ctx.deps.db.select({ id: businessProfiles.id }).from(businessProfiles).where(eq(businessProfiles.userId, caller.userId));
  if (!row) throw new Error('no business saved');
  return row.id;
}

async function ownDocument(userId: string, type: 'corporate_profile' | 'other' = 'corporate_profile') {
  const [row] = await ctx.deps.db.insert(documents).values({
    userId, type, fileName: 'Trade-licence.pdf', storageKey: `test-${randomUUID()}`, contentType: 'application/pdf', sizeBytes: 100,
  }).returning({ id: documents.id });
  if (!row) throw new Error('no document');
  return row.id;
}

const ctx = testContextForFile();
beforeAll(async () => {
  admin = await signedInAdmin(ctx);
  owner = await signedIn(ctx, 'business_owner');
  businessId = await saveBusiness(owner, 'CN-778899');
  await ctx.deps.db.update(businessProfiles).set({ status: 'active' }).where(eq(businessProfiles.id, businessId));
  documentId = await ownDocument(owner.userId);
});

const path = (id: string) => `/api/admin/businesses/${id}/verification`;
const put = (client: TestClient, id: string, body: unknown) => client.request('PUT', path(id), body);

describe('verifying a business’s registration', () => {
  it('is for admins only: 401 signed out, 403 for an owner or investor, nothing stored', async () => {
    const body = { document_id: documentId, checklist: fullChecklist };
    expect((await put(new TestClient(ctx.app), businessId, body)).status).toBe(401);
    expect((await put(owner.client, businessId, body)).status).toBe(403);
    const investor = await signedIn(ctx, 'investor');
    expect((await put(investor.client, businessId, body)).status).toBe(403);
    expect((await new TestClient(ctx.app).delete(path(businessId))).status).toBe(401);
    expect((await owner.client.delete(path(businessId))).status).toBe(403);
    expect(await ctx.deps.db.select().from(registrationVerifications)).toEqual([]);
  });

  it('answers 404 for an unknown business or a malformed id', async () => {
    const body = { document_id: documentId, checklist: fullChecklist };
    expect((await put(admin.client, randomUUID(), body)).status).toBe(404);
    expect((await put(admin.client, 'not-an-id', body)).status).toBe(404);
    expect((await admin.client.delete(path(randomUUID()))).status).toBe(404);
  });

  it('refuses an unticked check, a document that is not the owner’s, or a missing document, field by field', async () => {
    const partial = await put(admin.client, businessId, { document_id: documentId, checklist: ['name_matches', 'number_matches'] });
    expect(partial.status).toBe(422);
    expect(((await partial.json()) as { error: { fields: Record<string, { code: string }> } }).error.fields.checklist?.code).toBe('verificationChecklist');

    const othersDocument = await ownDocument(admin.userId);
    for (const id of [othersDocument, randomUUID()]) {
      const res = await put(admin.client, businessId, { document_id: id, checklist: fullChecklist });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { fields: Record<string, { code: string }> } }).error.fields.document_id?.code).toBe('verificationDocument');
    }
    const notAnId = await put(admin.client, businessId, { document_id: 'x', checklist: fullChecklist });
    expect(notAnId.status).toBe(422);
    expect(((await notAnId.json()) as { error: { fields: Record<string, { code: string }> } }).error.fields.document_id?.code).toBe('verificationDocument');
    const extra = await put(admin.client, businessId, { document_id: documentId, checklist: fullChecklist, registration_number: 'X' });
    expect(extra.status).toBe(422);
    expect(await ctx.deps.db.select().from(registrationVerifications)).toEqual([]);
  });

  it('answers 422 without a registration number to verify', async () => {
    const other = await signedIn(ctx, 'business_owner');
    const otherBusiness = await saveBusiness(other, null);
    const res = await put(admin.client, otherBusiness, { document_id: await ownDocument(other.userId), checklist: fullChecklist });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; fields?: unknown } };
    expect(body.error.code).toBe('verificationNoNumber');
    expect(body.error.fields).toBeUndefined();
  });

  it('stores the verification of the current number, audits it, tells the owner and badges the public card', async () => {
    expect((await new TestClient(ctx.app).get(`/api/listings/businesses/${businessId}`).then((r) => r.json()) as { trust: { badges: string[] } }).trust.badges)
      .not.toContain('registration_verified');
    const res = await put(admin.client, businessId, { document_id: documentId, checklist: [...fullChecklist].reverse() });
    expect(res.status).toBe(200);
    const body = registrationVerificationSchema.strict().parse(await res.json());
    expect(body).toMatchObject({ registration_number: 'CN-778899', document_id: documentId, document_name: 'Trade-licence.pdf', checklist: fullChecklist });
    expect(body.verified_by).toBeTruthy();
    const [row] = await ctx.deps.db.select().from(registrationVerifications).where(eq(registrationVerifications.businessProfileId, businessId));
    expect(row).toMatchObject({ registrationNumber: 'CN-778899', documentId, verifiedBy: admin.userId });

    const audits = await auditRows(ctx, businessId);
    expect(audits.at(-1)).toMatchObject({
      actorUserId: admin.userId, action: 'business_profile.registration_verified', targetType: 'business_profile',
      after: { registration_number: 'CN-778899', document_id: documentId, checklist: fullChecklist },
    });
    const told = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, owner.userId), eq(notifications.kind, 'registration_verified')));
    expect(told).toHaveLength(1);

    const card = (await new TestClient(ctx.app).get(`/api/listings/businesses/${businessId}`).then((r) => r.json())) as { trust: { badges: string[] } };
    expect(card.trust.badges).toContain('registration_verified');
    // The admin's detail shows it too.
    const detail = (await (await admin.client.get(`/api/admin/businesses/${businessId}`)).json()) as { verification: unknown };
    expect(detail.verification).toEqual(body);
  });

  it('lapses when the owner changes the registration number, and can then not be removed', async () => {
    await ctx.deps.db.execute(sql`update business_profiles set registration_number = 'CN-000001' where id = ${businessId}`);
    const card = (await new TestClient(ctx.app).get(`/api/listings/businesses/${businessId}`).then((r) => r.json())) as { trust: { badges: string[] } };
    expect(card.trust.badges).not.toContain('registration_verified');
    expect((await admin.client.delete(path(businessId))).status).toBe(404);
    // Verifying again verifies the new number.
    const res = await put(admin.client, businessId, { document_id: documentId, checklist: fullChecklist });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { registration_number: string }).registration_number).toBe('CN-000001');
  });

  it('is removed by DELETE, audited, and a second DELETE finds none', async () => {
    const res = await admin.client.delete(path(businessId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: true });
    expect(await ctx.deps.db.select().from(registrationVerifications).where(eq(registrationVerifications.businessProfileId, businessId))).toEqual([]);
    expect((await auditRows(ctx, businessId)).at(-1)).toMatchObject({
      actorUserId: admin.userId, action: 'business_profile.registration_unverified', before: { registration_number: 'CN-000001', document_id: documentId },
    });
    const card = (await new TestClient(ctx.app).get(`/api/listings/businesses/${businessId}`).then((r) => r.json())) as { trust: { badges: string[] } };
    expect(card.trust.badges).not.toContain('registration_verified');
    expect((await admin.client.delete(path(businessId))).status).toBe(404);
  });
});
