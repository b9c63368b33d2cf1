import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDealDetail } from '#shared/admin/deals.ts';
import type { DealDocuments, OwnDealDocument } from '#shared/deals/documents.ts';
import type { DealMessage, MessageReported } from '#shared/deals/room.ts';
import type { DocumentDto } from '#shared/documents.ts';
import { createSession, SESSION_COOKIE } from '../../../auth/sessions.ts';
import { businessProfiles, documentAccessLog, documentGrants, notifications, users } from '../../../db/schema.ts';
import { TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { SAMPLES } from '../../documents/documents.test-support.ts';
import { bytesOf, errorOf, introduce, json, pdfOf, pdfPages, pngOf, storedBytes, uploaded } from './deal-documents.test-support.ts';
import { introducedPair, party, type Party } from './deals.test-support.ts';

// Documents shared per deal (issue 18, decision 0144): nothing by default, one grant per chosen document, stamped
// copies for the counterpart, a log of every access, and every way a grant ends, through the API on a real database.

let admin: TestClient;
let adminId: string;

// Behind a trusted proxy, so that a test chooses the address an access records.
const ctx = testContextForFile({ env: { TRUST_PROXY: 'true' } });
beforeAll(async () => {
  const [row] = await ctx.deps.db
    .insert(users)
    .values({ email: 'documents-admin@example.com', passwordHash: 'x', fullName: 'Documents Admin', role: 'admin', profileCompleted: true })
    .returning();
  adminId = row!.id;
  admin = new TestClient(ctx.app);
  admin.setCookie(SESSION_COOKIE, (await createSession(ctx.deps.db, adminId)).token);
});

const ADDRESS = '198.51.100.23';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const documentsOf = async (who: Party | TestClient, dealId: string) =>
  json<DealDocuments>(await (who instanceof TestClient ? who : who.client).get(`/api/deals/${dealId}/documents`), 200);
const share = (who: Party, dealId: string, documentId: string) => who.client.post(`/api/deals/${dealId}/documents`, { document_id: documentId });
const unshare = (who: Party, dealId: string, documentId: string) => who.client.delete(`/api/deals/${dealId}/documents/${documentId}`);
const fileOf = (who: Party, dealId: string, documentId: string, query = '') =>
  who.client.get(`/api/deals/${dealId}/documents/${documentId}/file${query}`, { 'x-forwarded-for': ADDRESS, 'user-agent': 'DealDocumentsTest/1.0' });
const shared = async (who: Party, dealId: string, documentId: string) => json<OwnDealDocument>(await share(who, dealId, documentId), 201);
const move = (who: Party, dealId: string, from: string, to: string) => who.client.post(`/api/deals/${dealId}/stage`, { from, to });

const grantsIn = (dealId: string) => ctx.deps.db.select().from(documentGrants).where(eq(documentGrants.dealId, dealId)).orderBy(documentGrants.grantedAt);
const accessIn = (dealId: string) => ctx.deps.db.select().from(documentAccessLog).where(eq(documentAccessLog.dealId, dealId)).orderBy(documentAccessLog.createdAt);
const noticesOf = (who: Party, kind: 'document_shared' | 'document_unstampable') =>
  ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, who.userId), eq(notifications.kind, kind)));
const businessName = async (owner: Party) =>
  (await ctx.deps.db.select({ name: businessProfiles.companyName }).from(businessProfiles).where(eq(businessProfiles.id, owner.profileId)))[0]?.name ?? '';

/** An introduced pair whose owner has uploaded a three-page PDF (and shared it, unless told not to). */
async function pairWithPdf(options: { shared?: boolean } = {}) {
  const pair = await introducedPair(ctx);
  const bytes = await pdfOf(3);
  const document = await uploaded(ctx, pair.owner, 'Financials-2025.pdf', bytes, 'financial_statements');
  if (options.shared ?? true) await shared(pair.owner, pair.dealId, document.id);
  return { ...pair, bytes, document };
}

describe('nothing is shared by default', () => {
  it("shows the counterpart none of the owner's documents after the introduction, and refuses the files themselves", async () => {
    const { investor, owner, dealId, document } = await pairWithPdf({ shared: false });
    const brochure = await uploaded(ctx, owner, 'Brochure.pdf', await pdfOf(1, 'Brochure'), 'brochure');

    const seen = await documentsOf(investor, dealId);
    expect(seen).toMatchObject({ open: true, shared_with_me: [], access_log: [], nda: { status: 'accepted' } });
    expect((await documentsOf(owner, dealId)).mine.map((d) => [d.file_name, d.shared])).toEqual([['Brochure.pdf', false], ['Financials-2025.pdf', false]]);
    for (const id of [document.id, brochure.id]) {
      expect((await errorOf(await fileOf(investor, dealId, id), 404)).code).toBe('notFound');
      expect((await investor.client.get(`/api/documents/${id}/download`)).status).toBe(404);
    }
    expect(await accessIn(dealId)).toEqual([]);
    expect(await grantsIn(dealId)).toEqual([]);
  });
});

describe('sharing a document into a deal', () => {
  it('shares only the chosen document, once however often it is sent, and tells the counterpart', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const chosen = await uploaded(ctx, owner, 'Financials-2025.pdf', await pdfOf(2), 'financial_statements');
    const kept = await uploaded(ctx, owner, 'Valuation.pdf', await pdfOf(1, 'Valuation'), 'valuation_report');

    const first = await shared(owner, dealId, chosen.id);
    expect(first).toMatchObject({ id: chosen.id, shared: true, share_with_future_deals: false, stamp: 'pdf' });
    expect(first.shared_at).not.toBeNull();
    expect(await shared(owner, dealId, chosen.id)).toEqual(first);
    const atOnce = await Promise.all([1, 2, 3].map(() => share(owner, dealId, chosen.id)));
    expect(atOnce.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await grantsIn(dealId)).toEqual([expect.objectContaining({ documentId: chosen.id, grantedByUserId: owner.userId, revokedAt: null })]);

    const seen = await documentsOf(investor, dealId);
    expect(seen.shared_with_me).toEqual([{
      id: chosen.id, type: 'financial_statements', file_name: 'Financials-2025.pdf', content_type: 'application/pdf',
      size_bytes: chosen.size_bytes, created_at: chosen.created_at, stamp: 'pdf', shared_at: first.shared_at,
    }]);
    expect(JSON.stringify(seen)).not.toContain(kept.file_name);
    expect((await documentsOf(owner, dealId)).mine.map((d) => [d.id, d.shared])).toEqual([[kept.id, false], [chosen.id, true]]);

    const notices = await noticesOf(investor, 'document_shared');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({ dealId, fileName: 'Financials-2025.pdf', counterpartName: owner.name });
  });
});

describe("the counterpart's copy", () => {
  it("stamps every page of a PDF with the viewer's email and name and the business, and leaves the original as it was", async () => {
    const { investor, owner, dealId, document, bytes } = await pairWithPdf();
    const business = await businessName(owner);

    const res = await fileOf(investor, dealId, document.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*Financials-2025\.pdf/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const stamped = await bytesOf(res);
    expect(res.headers.get('content-length')).toBe(String(stamped.byteLength));
    const pages = await pdfPages(stamped);
    expect(pages).toHaveLength(3);
    pages.forEach((text, k) => {
      expect(text).toContain(`Financial statements 2025, page ${k + 1}`);
      expect(text).toContain(investor.email);
      expect(text).toContain(investor.name);
      expect(text).toContain(business);
    });

    const original = await storedBytes(ctx, document.id);
    expect(original.equals(Buffer.from(bytes))).toBe(true);
    expect(original.includes(investor.email)).toBe(false);
    expect((await pdfPages(original)).join(' ')).not.toContain(investor.email);
    const ownCopy = await owner.client.get(`/api/documents/${document.id}/download`);
    expect((await bytesOf(ownCopy)).equals(Buffer.from(bytes))).toBe(true);

    const viewed = await fileOf(investor, dealId, document.id, '?view=1');
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(viewed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(viewed.headers.get('cache-control')).toBe('private, no-store');
    expect((await pdfPages(await bytesOf(viewed)))[0]).toContain(investor.email);
  });

  it('logs every view and download for the owner, and shows the viewer no entries about documents not theirs', async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
    expect((await fileOf(investor, dealId, document.id, '?view=1')).status).toBe(200);

    expect(await accessIn(dealId)).toEqual([
      expect.objectContaining({ documentId: document.id, ownerUserId: owner.userId, viewerUserId: investor.userId, fileName: 'Financials-2025.pdf', action: 'download', ip: ADDRESS }),
      expect.objectContaining({ documentId: document.id, ownerUserId: owner.userId, viewerUserId: investor.userId, fileName: 'Financials-2025.pdf', action: 'view', ip: ADDRESS }),
    ]);
    const log = (await documentsOf(owner, dealId)).access_log;
    expect(log.map((e) => [e.viewer_name, e.file_name, e.document_id, e.action])).toEqual([
      [investor.name, 'Financials-2025.pdf', document.id, 'view'],
      [investor.name, 'Financials-2025.pdf', document.id, 'download'],
    ]);
    expect((await documentsOf(investor, dealId)).access_log).toEqual([]);
  });

  it('serves an image with a stamped band below it, still a PNG, and a Word file exactly as uploaded, each logged', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const png = await uploaded(ctx, owner, 'Warehouse.png', await pngOf(400, 300), 'brochure');
    const docx = await uploaded(ctx, owner, 'Memorandum.docx', new Uint8Array(SAMPLES.docx), 'corporate_profile');
    await shared(owner, dealId, png.id);
    await shared(owner, dealId, docx.id);
    expect((await documentsOf(investor, dealId)).shared_with_me.map((d) => [d.file_name, d.stamp]).sort()).toEqual([['Memorandum.docx', 'as_is'], ['Warehouse.png', 'image']]);

    const image = await fileOf(investor, dealId, png.id, '?view=1');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline;/);
    const stamped = await bytesOf(image);
    expect(stamped.equals(await storedBytes(ctx, png.id))).toBe(false);
    const { format, width, height } = await sharp(stamped).metadata();
    expect({ format, width }).toEqual({ format: 'png', width: 400 });
    expect(height).toBeGreaterThan(300);

    const word = await fileOf(investor, dealId, docx.id);
    expect(word.status).toBe(200);
    expect(word.headers.get('content-type')).toBe(DOCX);
    expect(word.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await bytesOf(word)).equals(SAMPLES.docx)).toBe(true);

    expect((await accessIn(dealId)).map((e) => [e.fileName, e.action])).toEqual([['Warehouse.png', 'view'], ['Memorandum.docx', 'download']]);
  });

  it('logs a Word file asked for with view=1 as the download it is, since it is never opened in the browser', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const docx = await uploaded(ctx, owner, 'Memorandum.docx', new Uint8Array(SAMPLES.docx), 'corporate_profile');
    await shared(owner, dealId, docx.id);
    const res = await fileOf(investor, dealId, docx.id, '?view=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await documentsOf(owner, dealId)).access_log.map((e) => e.action)).toEqual(['download']);
  });

  it('refuses a PDF it cannot stamp, never sending its bytes, and tells the owner once while the notice is unread', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 2048 }, (_, k) => (k * 7919) % 251))]);
    const document = await uploaded(ctx, owner, 'Broken.pdf', new Uint8Array(corrupt));
    await shared(owner, dealId, document.id);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await fileOf(investor, dealId, document.id);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const error = await errorOf(res, 422);
      expect(error.code).toBe('documentNotStampable');
      expect(JSON.stringify(error)).not.toContain('%PDF');
    }
    const notices = await noticesOf(owner, 'document_unstampable');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({ dealId, fileName: 'Broken.pdf' });
    expect(await accessIn(dealId)).toEqual([]);

    // Once read, a new failure is told again.
    expect((await owner.client.post('/api/notifications/read', {})).status).toBe(200);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(422);
    expect(await noticesOf(owner, 'document_unstampable')).toHaveLength(2);
    expect(await noticesOf(investor, 'document_unstampable')).toEqual([]);
  });
});

describe('how a grant ends', () => {
  it("ends the counterpart's access the moment the owner unshares, and a second unshare is not found", async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);

    // The counterpart cannot unshare what is not theirs.
    expect((await unshare(investor, dealId, document.id)).status).toBe(404);
    expect((await grantsIn(dealId))[0]?.revokedAt).toBeNull();

    const res = await unshare(owner, dealId, document.id);
    expect(res.status).toBe(204);
    expect((await errorOf(await fileOf(investor, dealId, document.id), 404)).code).toBe('notFound');
    expect((await documentsOf(investor, dealId)).shared_with_me).toEqual([]);
    expect((await documentsOf(owner, dealId)).mine[0]).toMatchObject({ id: document.id, shared: false, shared_at: null });
    expect(await grantsIn(dealId)).toEqual([expect.objectContaining({ revokeReason: 'unshared', revokedByUserId: owner.userId, revokedAt: expect.any(Date) })]);
    expect((await errorOf(await unshare(owner, dealId, document.id), 404)).code).toBe('notFound');
    expect(await accessIn(dealId)).toHaveLength(1);

    // Shared again: a new grant beside the revoked one.
    await shared(owner, dealId, document.id);
    expect((await grantsIn(dealId)).map((g) => g.revokeReason)).toEqual(['unshared', null]);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
  });

  it('revokes every grant when the deal closes as lost, and refuses any further share', async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    const own = await uploaded(ctx, investor, 'Proof-of-funds.pdf', await pdfOf(1, 'Proof of funds'));
    await shared(investor, dealId, own.id);
    const later = await uploaded(ctx, owner, 'Later.pdf', await pdfOf(1, 'Later'));

    expect((await move(owner, dealId, 'introduced', 'closed_lost')).status).toBe(200);
    expect((await grantsIn(dealId)).map((g) => [g.revokeReason, g.revokedAt !== null])).toEqual([['deal_closed', true], ['deal_closed', true]]);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(404);
    expect((await fileOf(owner, dealId, own.id)).status).toBe(404);
    expect((await errorOf(await share(owner, dealId, later.id), 409)).code).toBe('dealClosed');
    expect((await errorOf(await share(owner, dealId, document.id), 409)).code).toBe('dealClosed');
    expect(await grantsIn(dealId)).toHaveLength(2);
    const seen = await documentsOf(investor, dealId);
    expect(seen).toMatchObject({ open: false, shared_with_me: [] });
    expect(await accessIn(dealId)).toEqual([]);
  });

  it('revokes every grant when the deal closes as won after moving through the stages', async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    const stages = ['introduced', 'in_discussion', 'due_diligence', 'offer_made'];
    for (const [k, from] of stages.slice(0, -1).entries()) {
      expect((await move(k % 2 === 0 ? owner : investor, dealId, from, stages[k + 1] ?? 'offer_made')).status).toBe(200);
      expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
    }
    // Closed (won): the owner proposes, the investor confirms (issue 50).
    expect((await owner.client.post(`/api/deals/${dealId}/close`, { final_price: 2_000_000, currency: 'USD', closed_on: '2026-02-01' })).status).toBe(200);
    expect((await investor.client.post(`/api/deals/${dealId}/close/confirm`, {})).status).toBe(200);
    expect(await grantsIn(dealId)).toEqual([expect.objectContaining({ revokeReason: 'deal_closed', revokedByUserId: investor.userId })]);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(404);
    expect((await errorOf(await share(owner, dealId, document.id), 409)).code).toBe('dealClosed');
  });

  it('revokes the grants of every deal of a business an admin takes off the platform', async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    const second = await party(ctx, 'investor');
    const secondDeal = await introduce(ctx, second, owner);
    await shared(owner, secondDeal, document.id);
    const own = await uploaded(ctx, second, 'Mandate.pdf', await pdfOf(1, 'Mandate'));
    await shared(second, secondDeal, own.id);
    const elsewhere = await pairWithPdf();

    expect((await admin.patch(`/api/admin/businesses/${owner.profileId}`, { status: 'inactive' })).status).toBe(200);
    for (const id of [dealId, secondDeal]) {
      expect((await grantsIn(id)).every((g) => g.revokeReason === 'business_deactivated' && g.revokedAt !== null && g.revokedByUserId === adminId)).toBe(true);
    }
    expect(await grantsIn(secondDeal)).toHaveLength(2);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(404);
    expect((await fileOf(second, secondDeal, document.id)).status).toBe(404);
    expect((await fileOf(owner, secondDeal, own.id)).status).toBe(404);
    expect((await grantsIn(elsewhere.dealId))[0]?.revokedAt).toBeNull();
    expect((await fileOf(elsewhere.investor, elsewhere.dealId, elsewhere.document.id)).status).toBe(200);

    // Lasting, not a one-time reset: while the business is inactive nothing can be shared again, and the room says so.
    const again = await owner.client.post(`/api/deals/${dealId}/documents`, { document_id: document.id });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('dealBusinessInactive');
    expect((await grantsIn(dealId)).every((g) => g.revokedAt !== null)).toBe(true);
    expect(((await (await investor.client.get(`/api/deals/${dealId}/documents`)).json()) as { open: boolean }).open).toBe(false);
  });

  it('calls it a rejection when the business was under review', async () => {
    const { owner, dealId } = await pairWithPdf();
    await ctx.deps.db.update(businessProfiles).set({ status: 'under_review' }).where(eq(businessProfiles.id, owner.profileId));
    expect((await admin.patch(`/api/admin/businesses/${owner.profileId}`, { status: 'inactive' })).status).toBe(200);
    expect((await grantsIn(dealId)).map((g) => g.revokeReason)).toEqual(['business_rejected']);
  });

  it("revokes the grants of a suspended user's deals, in both directions, and no one else's", async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    const own = await uploaded(ctx, investor, 'Proof-of-funds.pdf', await pdfOf(1, 'Proof of funds'));
    await shared(investor, dealId, own.id);
    const elsewhere = await pairWithPdf();
    const sent = await json<DealMessage>(await owner.client.post(`/api/deals/${dealId}/messages`, { body: 'Wire the deposit to my own account' }), 201);
    const report = await json<MessageReported>(await investor.client.post(`/api/deals/${dealId}/messages/${sent.id}/report`, {}), 201);

    expect((await admin.post(`/api/admin/reports/${report.id}/suspend-sender`)).status).toBe(200);
    expect((await grantsIn(dealId)).map((g) => [g.revokeReason, g.revokedByUserId])).toEqual([['user_suspended', adminId], ['user_suspended', adminId]]);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(404);
    expect((await documentsOf(investor, dealId)).shared_with_me).toEqual([]);
    expect((await grantsIn(elsewhere.dealId))[0]?.revokedAt).toBeNull();
  });

  it('does not share a document uploaded after a grant', async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    const later = await uploaded(ctx, owner, 'Later.pdf', await pdfOf(1, 'Later'));
    expect((await documentsOf(investor, dealId)).shared_with_me.map((d) => d.id)).toEqual([document.id]);
    expect((await fileOf(investor, dealId, later.id)).status).toBe(404);
    expect((await documentsOf(owner, dealId)).mine.find((d) => d.id === later.id)?.shared).toBe(false);
  });
});

describe('"share with every future deal"', () => {
  it('grants a ticked document to every deal introduced afterwards, not to the deals already open', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const teaser = await uploaded(ctx, owner, 'Teaser.pdf', await pdfOf(2, 'Teaser'), 'brochure');

    const tick = (who: Party, id: string) => who.client.patch(`/api/documents/${id}`, { share_with_future_deals: true });

    expect((await errorOf(await tick(investor, teaser.id), 404)).code).toBe('notFound');
    expect((await errorOf(await tick(owner, crypto.randomUUID()), 404)).code).toBe('notFound');
    expect((await errorOf(await tick(owner, 'not-a-document'), 404)).code).toBe('notFound');
    expect((await documentsOf(owner, dealId)).mine).toEqual([expect.objectContaining({ id: teaser.id, share_with_future_deals: false })]);
    expect((await json<DocumentDto>(await tick(owner, teaser.id), 200)).share_with_future_deals).toBe(true);

    const newcomer = await party(ctx, 'investor');
    const mandate = await uploaded(ctx, newcomer, 'Mandate.pdf', await pdfOf(1, 'Mandate'));
    await json<DocumentDto>(await tick(newcomer, mandate.id), 200);
    const newDeal = await introduce(ctx, newcomer, owner);
    expect((await grantsIn(newDeal)).map((g) => [g.documentId, g.grantedByUserId, g.revokedAt]).sort()).toEqual(
      [[teaser.id, owner.userId, null], [mandate.id, newcomer.userId, null]].sort(),
    );
    expect((await documentsOf(owner, newDeal)).shared_with_me.map((d) => d.id)).toEqual([mandate.id]);
    expect((await documentsOf(newcomer, newDeal)).shared_with_me.map((d) => d.id)).toEqual([teaser.id]);
    expect((await documentsOf(owner, newDeal)).mine).toEqual([expect.objectContaining({ id: teaser.id, shared: true, share_with_future_deals: true })]);
    const copy = await fileOf(newcomer, newDeal, teaser.id);
    expect(copy.status).toBe(200);
    expect((await pdfPages(await bytesOf(copy)))[1]).toContain(newcomer.email);

    expect(await grantsIn(dealId)).toEqual([]);
    expect((await documentsOf(investor, dealId)).shared_with_me).toEqual([]);
    expect((await fileOf(investor, dealId, teaser.id)).status).toBe(404);
  });
});

describe("the investor's documents", () => {
  it("are shared the same way, and the owner's copy is stamped with the owner's email", async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    const proof = await uploaded(ctx, investor, 'Proof-of-funds.pdf', await pdfOf(2, 'Proof of funds'), 'financial_statements');
    await shared(investor, dealId, proof.id);
    expect((await noticesOf(owner, 'document_shared')).map((n) => n.data)).toEqual([expect.objectContaining({ fileName: 'Proof-of-funds.pdf', counterpartName: investor.name })]);
    expect((await documentsOf(owner, dealId)).shared_with_me.map((d) => d.id)).toEqual([proof.id]);

    const res = await fileOf(owner, dealId, proof.id);
    expect(res.status).toBe(200);
    for (const text of await pdfPages(await bytesOf(res))) {
      expect(text).toContain(owner.email);
      expect(text).toContain(owner.name);
      expect(text).not.toContain(investor.email);
    }
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);

    // Each side's log shows the views of its own documents only.
    expect((await documentsOf(investor, dealId)).access_log.map((e) => [e.viewer_name, e.file_name])).toEqual([[owner.name, 'Proof-of-funds.pdf']]);
    expect((await documentsOf(owner, dealId)).access_log.map((e) => [e.viewer_name, e.file_name])).toEqual([[investor.name, 'Financials-2025.pdf']]);
  });
});

describe('ids that name nothing to share or open', () => {
  it('refuses to share a forged, malformed, foreign or third-party document, writing nothing and naming no file', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const stranger = await party(ctx, 'business_owner');
    const theirs = await uploaded(ctx, stranger, 'Stranger-secret.pdf', await pdfOf(1, 'Secret'));
    const counterparts = await uploaded(ctx, investor, 'Investor-secret.pdf', await pdfOf(1, 'Investor secret'));

    for (const id of [crypto.randomUUID(), theirs.id, counterparts.id]) {
      const res = await share(owner, dealId, id);
      const text = await res.clone().text();
      expect((await errorOf(res, 422)).fields?.document_id?.code).toBe('documentNotYours');
      expect(text).not.toContain('secret');
    }
    expect((await errorOf(await share(owner, dealId, 'not-a-document'), 422)).fields?.document_id?.code).toBe('documentNotYours');
    expect((await errorOf(await owner.client.post(`/api/deals/${dealId}/documents`, {}), 422)).fields).toHaveProperty('document_id');
    expect(await grantsIn(dealId)).toEqual([]);
    expect(await noticesOf(investor, 'document_shared')).toEqual([]);
  });

  it('answers 404 for a file not shared in this deal, whatever the id, and logs nothing', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const other = await pairWithPdf();
    const stranger = await party(ctx, 'business_owner');
    const theirs = await uploaded(ctx, stranger, 'Stranger-secret.pdf', await pdfOf(1, 'Secret'));
    const unshared = await uploaded(ctx, owner, 'Unshared-secret.pdf', await pdfOf(1, 'Unshared'));
    const own = await uploaded(ctx, investor, 'Own-secret.pdf', await pdfOf(1, 'Own'));
    await shared(investor, dealId, own.id);

    // A forged id, a malformed one, another deal's document, a third user's, an unshared one, and one's own through the deal.
    for (const id of [crypto.randomUUID(), 'not-a-document', other.document.id, theirs.id, unshared.id, own.id]) {
      const res = await fileOf(investor, dealId, id);
      const text = await res.clone().text();
      expect((await errorOf(res, 404)).code).toBe('notFound');
      expect(text).not.toMatch(/secret|Financials/);
    }
    expect((await fileOf(other.investor, other.dealId, other.document.id)).status).toBe(200);
    expect(await accessIn(dealId)).toEqual([]);
    expect((await errorOf(await unshare(owner, dealId, 'not-a-document'), 404)).code).toBe('notFound');
    expect((await errorOf(await unshare(owner, dealId, crypto.randomUUID()), 404)).code).toBe('notFound');
    expect((await errorOf(await unshare(owner, dealId, unshared.id), 404)).code).toBe('notFound');
  });

  it('stops serving a shared document its owner deletes, keeping the name in the log', async () => {
    const { investor, owner, dealId, document } = await pairWithPdf();
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
    expect((await owner.client.delete(`/api/documents/${document.id}`)).status).toBe(204);

    expect((await errorOf(await fileOf(investor, dealId, document.id), 404)).code).toBe('notFound');
    expect((await documentsOf(investor, dealId)).shared_with_me).toEqual([]);
    expect(await grantsIn(dealId)).toEqual([]);
    expect((await errorOf(await unshare(owner, dealId, document.id), 404)).code).toBe('notFound');
    expect((await errorOf(await share(owner, dealId, document.id), 422)).fields?.document_id?.code).toBe('documentNotYours');
    expect((await documentsOf(owner, dealId)).access_log).toEqual([expect.objectContaining({ document_id: null, file_name: 'Financials-2025.pdf', viewer_name: investor.name })]);
  });
});

describe('who reaches the documents of a deal', () => {
  it('answers 404 to anyone not a party, admins included, on every route, and 401 when signed out', async () => {
    const { investor, dealId, document } = await pairWithPdf();
    const strangers = [await party(ctx, 'investor'), await party(ctx, 'business_owner')];
    const ownDocuments = await Promise.all(strangers.map((s) => uploaded(ctx, s, 'Outsider.pdf', new Uint8Array(SAMPLES.pdf))));
    const routes = (documentId: string) => [
      ['GET', `/api/deals/${dealId}/documents`],
      ['POST', `/api/deals/${dealId}/documents`, { document_id: documentId }],
      ['DELETE', `/api/deals/${dealId}/documents/${document.id}`],
      ['GET', `/api/deals/${dealId}/documents/${document.id}/file`],
      ['GET', `/api/deals/${dealId}/documents/${document.id}/file?view=1`],
    ] as const;
    const outsiders: [TestClient, string][] = [...strangers.map((s, k): [TestClient, string] => [s.client, ownDocuments[k]?.id ?? '']), [admin, document.id]];
    for (const [client, documentId] of outsiders) {
      for (const [method, path, body] of routes(documentId)) {
        const res = await client.request(method, path, body);
        const text = await res.clone().text();
        expect((await errorOf(res, 404)).code, `${method} ${path}`).toBe('notFound');
        expect(text).not.toContain('Financials');
      }
    }
    for (const [method, path, body] of routes(document.id)) {
      expect((await new TestClient(ctx.app).request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await grantsIn(dealId)).toEqual([expect.objectContaining({ documentId: document.id, revokedAt: null })]);
    expect(await accessIn(dealId)).toEqual([]);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
  });
});

describe("the admin's deal detail", () => {
  it('lists every grant with its revocation and every view and download with its address', async () => {
    const { investor, dealId, document } = await pairWithPdf();
    const proof = await uploaded(ctx, investor, 'Proof-of-funds.pdf', await pdfOf(1, 'Proof of funds'));
    await shared(investor, dealId, proof.id);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
    expect((await unshare(investor, dealId, proof.id)).status).toBe(204);

    const detail = await json<AdminDealDetail>(await admin.get(`/api/admin/deals/${dealId}`), 200);
    expect(detail.grants).toEqual([
      expect.objectContaining({ document_id: proof.id, file_name: 'Proof-of-funds.pdf', owner: 'investor', revoked_at: expect.any(String), revoke_reason: 'unshared' }),
      expect.objectContaining({ document_id: document.id, file_name: 'Financials-2025.pdf', owner: 'business', revoked_at: null, revoke_reason: null }),
    ]);
    expect(detail.document_access).toEqual([
      expect.objectContaining({ file_name: 'Financials-2025.pdf', viewer: { id: investor.userId, full_name: investor.name }, action: 'download', ip: ADDRESS }),
    ]);
    expect(detail.nda.status).toBe('accepted');
  });
});
