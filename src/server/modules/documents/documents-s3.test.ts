import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { businessProfiles, deals, documents, investorProfiles, matches, users } from '../../db/schema.ts';
import { createStorage } from '../../storage/create-storage.ts';
import { S3Storage } from '../../storage/s3-storage.ts';
import { DEFAULT_BUCKET, startS3rver, type S3TestServer } from '../../storage/s3rver.test-support.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/test-app.ts';
import { documentCount, SAMPLES, signedIn, upload } from './documents.test-support.ts';

// The documents API with STORAGE_URL on an S3-compatible server: the same access rules, and
// nothing on the app's own disk (the full rule set is in documents.test.ts and documents-access.test.ts).

const PREFIX = 'dealbridge/documents';
let s3: S3TestServer;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startS3rver();
  ctx = await createTestContext({ STORAGE_URL: s3.storageUrl(DEFAULT_BUCKET, PREFIX) });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

async function uploaded(client: TestClient, name: string, bytes = SAMPLES.pdf) {
  const res = await upload(ctx, client, name, bytes);
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const [row] = await ctx.deps.db.select().from(documents).where(eq(documents.id, id));
  return { id, objectKey: `${PREFIX}/${row!.storageKey}` };
}

/** A multipart upload arriving in 64 KB chunks, as over a network, of `head` followed by `padding` spaces. */
function streamedUpload(client: TestClient, name: string, head: Uint8Array, padding: number) {
  const boundary = 'dealbridge-test-boundary';
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let left = padding;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`));
      controller.enqueue(head);
    },
    pull(controller) {
      if (left <= 0) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      const size = Math.min(left, chunk.length);
      controller.enqueue(chunk.subarray(0, size));
      left -= size;
    },
  });
  return ctx.app.request('http://localhost/api/documents', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      Origin: 'http://localhost',
      Cookie: `dealbridge_session=${client.sessionCookie}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
  } as RequestInit);
}

/** An introduced pair with its deal room, as the deal flow leaves it; returns the deal's id. */
async function introduce(investorUserId: string, ownerUserId: string): Promise<string> {
  const [investor] = await ctx.deps.db.insert(investorProfiles).values({ userId: investorUserId }).returning();
  const [business] = await ctx.deps.db.insert(businessProfiles).values({ userId: ownerUserId, companyName: 'Harbour Cold Chain' }).returning();
  const [match] = await ctx.deps.db.insert(matches).values({ investorProfileId: investor!.id, businessProfileId: business!.id, introducedAt: new Date() }).returning();
  const [deal] = await ctx.deps.db.insert(deals).values({
    matchId: match!.id, businessProfileId: business!.id, investorProfileId: investor!.id, ownerUserId, investorUserId,
  }).returning();
  return deal!.id;
}

describe('documents kept in S3-compatible storage', () => {
  it('stores an upload as an object under the prefix and gives the owner the same bytes as an attachment', async () => {
    expect(ctx.deps.storage).toBeInstanceOf(S3Storage);
    const { client } = await signedIn(ctx, 'business_owner');
    const doc = await uploaded(client, 'accounts.pdf');
    expect(await s3.objectKeys()).toContain(doc.objectKey);
    const res = await client.get(`/api/documents/${doc.id}/download`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="accounts\.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 to a stranger and to an introduced counterpart until shared, then serves the counterpart a stamped copy and an admin the original', async () => {
    const owner = await signedIn(ctx, 'business_owner');
    const stranger = await signedIn(ctx, 'investor');
    const counterpart = await signedIn(ctx, 'investor');
    const admin = await signedIn(ctx);
    await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    // A real image: the counterpart's copy is stamped in a footer band.
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#336699' } }).png().toBuffer();
    const doc = await uploaded(owner.client, 'teaser.png', png);

    const refused = await stranger.client.get(`/api/documents/${doc.id}/download`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('notFound');
    const dealId = await introduce(counterpart.userId, owner.userId);
    const file = `/api/deals/${dealId}/documents/${doc.id}/file`;
    // Introduced is not shared (issue 18).
    expect((await counterpart.client.get(file)).status).toBe(404);
    expect((await counterpart.client.get(`/api/documents/${doc.id}/download`)).status).toBe(404);

    expect((await owner.client.post(`/api/deals/${dealId}/documents`, { document_id: doc.id })).status).toBe(201);
    const stamped = await counterpart.client.get(file);
    expect(stamped.status).toBe(200);
    const copy = Buffer.from(await stamped.arrayBuffer());
    expect(copy.equals(png)).toBe(false);
    const [original, served] = await Promise.all([sharp(png).metadata(), sharp(copy).metadata()]);
    expect(served.format).toBe('png');
    expect(served.height).toBeGreaterThan(original.height ?? 0);
    const asStored = await admin.client.get(`/api/documents/${doc.id}/download`);
    expect(Buffer.from(await asStored.arrayBuffer()).equals(png)).toBe(true);
    expect((await stranger.client.get(file)).status).toBe(404);
  });

  it('removes the object with the document, for the owner only', async () => {
    const owner = await signedIn(ctx, 'business_owner');
    const other = await signedIn(ctx);
    const doc = await uploaded(owner.client, 'old.docx', SAMPLES.docx);
    expect((await other.client.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    expect(await s3.objectKeys()).toContain(doc.objectKey);
    expect((await owner.client.delete(`/api/documents/${doc.id}`)).status).toBe(204);
    expect(await s3.objectKeys()).not.toContain(doc.objectKey);
    expect((await owner.client.get(`/api/documents/${doc.id}/download`)).status).toBe(404);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 after parts were sent, leaving no row, object or pending upload', async () => {
    const { client } = await signedIn(ctx);
    const rows = await documentCount(ctx);
    const objects = await s3.objectKeys();
    const res = await streamedUpload(client, 'big.pdf', SAMPLES.pdf, ctx.config.UPLOAD_MAX_BYTES + 1024 * 1024);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('fileTooLarge');
    expect(await documentCount(ctx)).toBe(rows);
    expect(await s3.objectKeys()).toEqual(objects);
    expect(await s3.pendingUploads()).toEqual([]);
    expect(s3.abortedUploads).toHaveLength(1);
    expect(s3.abortedUploads[0]).toMatch(new RegExp(`^${PREFIX}/[0-9a-f-]{36}$`));
  });

  it('serves an upload made through one app instance from another that shares only the database and the bucket', async () => {
    const storage = await createStorage({ STORAGE_URL: s3.storageUrl(DEFAULT_BUCKET, PREFIX), dataDir: '/nonexistent' });
    const second = createApp({ ...ctx.deps, storage });
    try {
      const { client } = await signedIn(ctx, 'business_owner');
      const doc = await uploaded(client, 'shared.pdf');
      const res = await second.request(`http://localhost/api/documents/${doc.id}/download`, {
        headers: { Cookie: `dealbridge_session=${client.sessionCookie}` },
      });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);
    } finally {
      (storage as S3Storage).close();
    }
  });
});
