import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords.ts';
import { documents, notifications, users } from '../../../db/schema.ts';
import { deeplyNestedPdf, manyPagesPdf, objectStreamBomb, scriptedPdf, scriptsIn } from '../../../pdf/pdf-bombs.test-support.ts';
import { stampingCounts } from '../../../pdf/stamping-pool.ts';
import { newStorageKey } from '../../../storage/storage.ts';
import { TestClient } from '../../../testing/test-app.ts';
import { testContextForFile } from '../../../testing/test-fixture.ts';
import { documentCount, storedFiles, upload } from '../../documents/documents.test-support.ts';
import { stampedCopyKey } from '../../documents/stamped-copies.ts';
import { bytesOf, errorOf, json, pdfOf, pdfPages, uploaded } from './deal-documents.test-support.ts';
import { introducedPair, type Party } from './deals.test-support.ts';

// Stamping that cannot stall the server (issue 47): hostile PDFs refused at upload and at download, the server answering
// while one is being checked, the scripts gone from the stamped copy, and the copy kept for the viewer's next download.

const ctx = testContextForFile();

const fileOf = (who: Party, dealId: string, documentId: string, query = '') => who.client.get(`/api/deals/${dealId}/documents/${documentId}/file${query}`);
const share = async (who: Party, dealId: string, documentId: string) =>
  expect((await who.client.post(`/api/deals/${dealId}/documents`, { document_id: documentId })).status).toBe(201);
const unstampableNotices = (who: Party) =>
  ctx.deps.db.select().from(notifications).where(and(eq(notifications.userId, who.userId), eq(notifications.kind, 'document_unstampable')));

/** A file that arrived before the limits existed: written to storage and its row inserted, past the upload's check. */
async function storedBefore(owner: Party, fileName: string, bytes: Uint8Array): Promise<string> {
  const storageKey = newStorageKey();
  await ctx.deps.storage.put(storageKey, bytes);
  const [row] = await ctx.deps.db
    .insert(documents)
    .values({ userId: owner.userId, storageKey, fileName, contentType: 'application/pdf', sizeBytes: bytes.byteLength, type: 'other' })
    .returning();
  return row!.id;
}

const bombs = async () => ({ 'Pages.pdf': manyPagesPdf(60_000), 'Inflates.pdf': await objectStreamBomb(), 'Nested.pdf': deeplyNestedPdf() });

describe('a hostile PDF', () => {
  it('is refused at upload with 422 on the file, for 60,000 pages, a stream inflating past 200 MB and deep nesting, storing nothing', async () => {
    const { owner } = await introducedPair(ctx);
    const [files, rows] = [storedFiles(ctx).length, await documentCount(ctx)];
    for (const [name, bytes] of Object.entries(await bombs())) {
      const error = await errorOf(await upload(ctx, owner.client, name, new Uint8Array(bytes)), 422);
      expect(error.fields?.file?.code, name).toBe('pdfTooComplex');
      expect(error.fields?.file?.message).toContain('2000 pages');
    }
    expect(storedFiles(ctx)).toHaveLength(files);
    expect(await documentCount(ctx)).toBe(rows);
  });

  it('stored before the limits, is refused at download with 422, never sent, and its owner is told', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    for (const [name, bytes] of Object.entries(await bombs())) {
      const id = await storedBefore(owner, name, bytes);
      await share(owner, dealId, id);
      const res = await fileOf(investor, dealId, id);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await errorOf(res, 422)).code).toBe('documentTooComplexToStamp');
    }
    const notices = await unstampableNotices(owner);
    expect(notices.map((n) => (n.data as { fileName: string }).fileName).sort()).toEqual(['Inflates.pdf', 'Nested.pdf', 'Pages.pdf']);
  });

  it('leaves /api/health answering while it is being checked: many answers arrive before its refusal', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const id = await storedBefore(owner, 'Inflates.pdf', await objectStreamBomb());
    await share(owner, dealId, id);
    const arrivals: string[] = [];
    const download = fileOf(investor, dealId, id).then((res) => {
      arrivals.push(`download ${res.status}`);
    });
    const health = new TestClient(ctx.app);
    for (let k = 0; k < 10; k += 1) {
      const res = await health.get('/api/health');
      arrivals.push(`health ${res.status}`);
    }
    await download;
    // Inflating 200 MB on the main thread would hold every one of these answers until after the refusal.
    expect(arrivals.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 'health 200'));
    expect(arrivals[10]).toBe('download 422');
  });
});

describe('the stamped copy', () => {
  it('has no JavaScript: no open action, no additional actions, no named scripts, no script links, even opened inline', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const original = await scriptedPdf();
    const document = await uploaded(ctx, owner, 'Term-sheet.pdf', original);
    await share(owner, dealId, document.id);
    const res = await fileOf(investor, dealId, document.id, '?view=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    const stamped = await bytesOf(res);
    expect((await scriptsIn(original)).length).toBeGreaterThanOrEqual(5);
    expect(await scriptsIn(stamped)).toEqual([]);
    expect((await pdfPages(stamped))[0]).toContain(investor.email);
  });

  it('is kept in storage and served again to the same viewer without stamping the file a second time', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const document = await uploaded(ctx, owner, 'Financials.pdf', await pdfOf(3));
    await share(owner, dealId, document.id);
    const key = stampedCopyKey(document.id, dealId, investor.userId);
    expect(await ctx.deps.storage.exists(key)).toBe(false);

    const before = stampingCounts.stamp;
    const first = await bytesOf(await fileOf(investor, dealId, document.id));
    expect(stampingCounts.stamp).toBe(before + 1);
    expect(await ctx.deps.storage.exists(key)).toBe(true);
    const second = await fileOf(investor, dealId, document.id);
    expect(second.status).toBe(200);
    const again = await bytesOf(second);
    expect(stampingCounts.stamp).toBe(before + 1);
    expect(again.equals(first)).toBe(true);
    expect(second.headers.get('content-length')).toBe(String(first.byteLength));
    // Both downloads are logged, the kept copy's too.
    const listed = await json<{ access_log: unknown[] }>(await owner.client.get(`/api/deals/${dealId}/documents`), 200);
    expect(listed.access_log).toHaveLength(2);
  });

  it('is removed when the owner unshares, and every copy of a document goes when the document is deleted', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const document = await uploaded(ctx, owner, 'Plan.pdf', await pdfOf(1));
    await share(owner, dealId, document.id);
    const key = stampedCopyKey(document.id, dealId, investor.userId);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
    expect(await ctx.deps.storage.exists(key)).toBe(true);
    expect((await owner.client.delete(`/api/deals/${dealId}/documents/${document.id}`)).status).toBe(204);
    expect(await ctx.deps.storage.exists(key)).toBe(false);

    await share(owner, dealId, document.id);
    expect((await fileOf(investor, dealId, document.id)).status).toBe(200);
    expect(await ctx.deps.storage.exists(key)).toBe(true);
    expect((await owner.client.delete(`/api/documents/${document.id}`)).status).toBe(204);
    expect(await ctx.deps.storage.exists(key)).toBe(false);
  });

  it('goes with an account that is deleted: its documents stamped for others, and others’ documents stamped with its name', async () => {
    const { investor, owner, dealId } = await introducedPair(ctx);
    const ownerFile = await uploaded(ctx, owner, 'Owner.pdf', await pdfOf(1));
    const investorFile = await uploaded(ctx, investor, 'Investor.pdf', await pdfOf(1));
    await share(owner, dealId, ownerFile.id);
    await share(investor, dealId, investorFile.id);
    expect((await fileOf(investor, dealId, ownerFile.id)).status).toBe(200);
    expect((await fileOf(owner, dealId, investorFile.id)).status).toBe(200);
    const copies = [stampedCopyKey(ownerFile.id, dealId, investor.userId), stampedCopyKey(investorFile.id, dealId, owner.userId)];
    for (const key of copies) expect(await ctx.deps.storage.exists(key)).toBe(true);
    await ctx.deps.db.update(users).set({ passwordHash: await hashPassword('secret-pass') }).where(eq(users.id, investor.userId));
    expect((await investor.client.post('/api/account/delete', { password: 'secret-pass', confirm: true })).status).toBe(200);
    for (const key of copies) expect(await ctx.deps.storage.exists(key)).toBe(false);
  });
});
