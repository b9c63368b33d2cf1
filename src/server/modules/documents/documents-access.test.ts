import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, documents, users } from '../../db/schema.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { SAMPLES, signedIn, upload } from './documents.test-support.ts';

const ctx = testContextForFile();

async function uploaded(client: Awaited<ReturnType<typeof signedIn>>['client'], name: string, bytes = SAMPLES.pdf) {
  const res = await upload(ctx, client, name, bytes);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

const rowOf = async (id: string) => (await ctx.deps.db.select().from(documents).where(eq(documents.id, id)))[0];
const downloadAudits = (id: string) =>
  ctx.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'document.download'), eq(auditLog.targetId, id)));

describe('listing documents', () => {
  it("shows the caller's own documents only, newest first", async () => {
    const a = await signedIn(ctx, 'business_owner');
    const b = await signedIn(ctx);
    const first = await uploaded(a.client, 'first.pdf');
    const second = await uploaded(a.client, 'second.png', SAMPLES.png);
    await uploaded(b.client, 'other-user.pdf');
    const res = await a.client.get('/api/documents');
    expect(res.status).toBe(200);
    const { documents: listed } = await res.json();
    expect(listed.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({ file_name: 'second.png', content_type: 'image/png', type: 'other' });
    expect(JSON.stringify(listed)).not.toMatch(/storage|user_id/);
  });
});

describe('downloading documents', () => {
  it('gives the owner the exact bytes as an attachment that browsers may not sniff or cache', async () => {
    const { client } = await signedIn(ctx);
    const doc = await uploaded(client, 'Q3 résumé (final).pdf');
    const res = await client.get(`/api/documents/${doc.id}/download`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(SAMPLES.pdf.length));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Q3 r_sum_ (final).pdf"; filename*=UTF-8''Q3%20r%C3%A9sum%C3%A9%20%28final%29.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await downloadAudits(doc.id)).toEqual([]);
  });

  it("answers 404 to another user, investor or owner, and to unknown ids, so a document's existence does not leak", async () => {
    const owner = await signedIn(ctx, 'business_owner');
    const investor = await signedIn(ctx, 'investor');
    const doc = await uploaded(owner.client, 'private.pdf');
    const other = await investor.client.get(`/api/documents/${doc.id}/download`);
    expect(other.status).toBe(404);
    expect((await other.json()).error.code).toBe('notFound');
    expect((await owner.client.get(`/api/documents/${crypto.randomUUID()}/download`)).status).toBe(404);
    expect((await owner.client.get('/api/documents/not-a-uuid/download')).status).toBe(404);
    expect((await owner.client.get('/api/documents/..%2F..%2Fetc%2Fpasswd/download')).status).toBe(404);
    expect(await downloadAudits(doc.id)).toEqual([]);
  });

  it('lets an admin download, and writes who downloaded what to the audit log', async () => {
    const owner = await signedIn(ctx, 'business_owner');
    const admin = await signedIn(ctx);
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    const doc = await uploaded(owner.client, 'valuation.docx', SAMPLES.docx);
    const res = await admin.client.get(`/api/documents/${doc.id}/download`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.docx)).toBe(true);
    const audits = await downloadAudits(doc.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: admin.userId, targetType: 'document', targetId: doc.id });
  });
});

describe('removing documents', () => {
  it('removes the row and the stored file for the owner', async () => {
    const { client } = await signedIn(ctx);
    const doc = await uploaded(client, 'old.pdf');
    const key = (await rowOf(doc.id))!.storageKey;
    const res = await client.delete(`/api/documents/${doc.id}`);
    expect(res.status).toBe(204);
    expect(await rowOf(doc.id)).toBeUndefined();
    expect(await ctx.deps.storage.exists(key)).toBe(false);
    expect((await client.get(`/api/documents/${doc.id}/download`)).status).toBe(404);
    expect((await client.delete(`/api/documents/${doc.id}`)).status).toBe(404);
  });

  it("answers 404 to anyone else, admins included, and changes nothing", async () => {
    const owner = await signedIn(ctx, 'business_owner');
    const other = await signedIn(ctx);
    const admin = await signedIn(ctx);
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    const doc = await uploaded(owner.client, 'keep.pdf');
    const key = (await rowOf(doc.id))!.storageKey;
    expect((await other.client.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await admin.client.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await other.client.delete('/api/documents/not-a-uuid')).status).toBe(404);
    expect(await rowOf(doc.id)).toBeDefined();
    expect(await ctx.deps.storage.exists(key)).toBe(true);
    expect((await owner.client.get(`/api/documents/${doc.id}/download`)).status).toBe(200);
  });
});
