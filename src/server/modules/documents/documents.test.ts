import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, MAX_DOCUMENTS_PER_USER } from '#shared/documents.ts';
import { documents } from '../../db/schema.ts';
import { createTestContext, TestClient, type TestContext } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { documentCount, HTML, SAMPLES, signedIn, storedFiles, SVG, tempFiles, upload } from './documents.test-support.ts';

const ctx = testContextForFile();

describe('uploading documents', () => {
  it('accepts each allowed type by its real first bytes, with the content type read from them rather than the client', async () => {
    const { client, userId } = await signedIn(ctx, 'business_owner');
    const cases = [
      ['report.pdf', SAMPLES.pdf, 'application/pdf'],
      ['logo.png', SAMPLES.png, 'image/png'],
      ['photo.jpg', SAMPLES.jpeg, 'image/jpeg'],
      ['photo.JPEG', SAMPLES.jpeg, 'image/jpeg'],
      ['memo.doc', SAMPLES.doc, 'application/msword'],
      ['plan.docx', SAMPLES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const;
    for (const [name, bytes, contentType] of cases) {
      const res = await upload(ctx, client, name, bytes, { type: 'financial_statements', clientContentType: 'text/html' });
      expect(res.status, name).toBe(201);
      const body = await res.json();
      expect(body).toEqual({
        id: expect.any(String),
        type: 'financial_statements',
        file_name: name,
        content_type: contentType,
        size_bytes: bytes.length,
        share_with_future_deals: false,
        created_at: expect.any(String),
      });
      const [row] = await ctx.deps.db.select().from(documents).where(eq(documents.id, body.id));
      expect(row?.userId).toBe(userId);
      expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(await ctx.deps.storage.exists(row!.storageKey)).toBe(true);
    }
  });

  it("defaults the type to 'other' and refuses a type outside the enumeration", async () => {
    const { client } = await signedIn(ctx);
    const plain = await upload(ctx, client, 'a.pdf', SAMPLES.pdf);
    expect((await plain.json()).type).toBe('other');
    const before = await documentCount(ctx);
    const wrong = await upload(ctx, client, 'a.pdf', SAMPLES.pdf, { type: 'passport' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields.type).toBeTruthy();
    expect(await documentCount(ctx)).toBe(before);
  });

  it('refuses HTML renamed .pdf, SVG renamed .png and a real PNG renamed .pdf, storing nothing', async () => {
    const { client } = await signedIn(ctx);
    const filesBefore = storedFiles(ctx).length;
    const rowsBefore = await documentCount(ctx);
    for (const [name, bytes, extension] of [['invoice.pdf', HTML, 'pdf'], ['logo.png', SVG, 'png'], ['scan.pdf', SAMPLES.png, 'pdf']] as const) {
      const res = await upload(ctx, client, name, bytes, { clientContentType: 'application/pdf' });
      expect(res.status, name).toBe(422);
      expect((await res.json()).error.fields.file).toEqual({ code: 'contentMismatch', message: documentMessages.contentMismatch(extension), params: { extension } });
    }
    expect(storedFiles(ctx).length).toBe(filesBefore);
    expect(tempFiles(ctx)).toEqual([]);
    expect(await documentCount(ctx)).toBe(rowsBefore);
  });

  it('refuses extensions outside the list (.exe, .svg, .html, none) even with valid-looking content', async () => {
    const { client } = await signedIn(ctx);
    for (const name of ['setup.exe', 'logo.svg', 'page.html', 'README', 'report.pdf.exe']) {
      const res = await upload(ctx, client, name, SAMPLES.pdf);
      expect(res.status, name).toBe(422);
      expect((await res.json()).error.fields.file).toEqual({ code: 'extensionNotAllowed', message: documentMessages.extensionNotAllowed });
    }
  });

  it('refuses an empty file, a missing file and a body that is not multipart', async () => {
    const { client } = await signedIn(ctx);
    const empty = await upload(ctx, client, 'empty.pdf', new Uint8Array(0));
    expect((await empty.json()).error.fields.file).toEqual({ code: 'fileEmpty', message: documentMessages.empty });
    const json = await client.post('/api/documents', { file: 'x.pdf' });
    expect(json.status).toBe(422);
    expect((await json.json()).error.fields.file).toEqual({ code: 'fileRequired', message: documentMessages.fileRequired });
    const garbled = await client.request('POST', '/api/documents', 'not multipart at all', { 'Content-Type': 'multipart/form-data; boundary=abc' });
    expect(garbled.status).toBe(400);
    expect(tempFiles(ctx)).toEqual([]);
  });

  it('stores the original base name without folders, control characters or ".."', async () => {
    const { client } = await signedIn(ctx);
    // Control characters reach a name through RFC 5987 (filename*); raw in a part header they are malformed.
    const encoded = encodeURIComponent('../../etc/pass\u0007wd\u001b..\u0001.pdf');
    const head = `--b\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"; filename*=UTF-8''${encoded}\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), SAMPLES.pdf, Buffer.from('\r\n--b--\r\n')]).toString('latin1');
    const res = await client.request('POST', '/api/documents', body, { 'Content-Type': 'multipart/form-data; boundary=b' });
    expect(res.status).toBe(201);
    expect((await res.json()).file_name).toBe('passwd.pdf');
    const files = storedFiles(ctx).length;
    const raw = await upload(ctx, client, '../../etc/pass\u0007wd\u001b..\u0001.pdf', SAMPLES.pdf);
    expect(raw.status).toBe(400);
    expect(storedFiles(ctx)).toHaveLength(files);
    const windows = await upload(ctx, client, 'C:\\Users\\amal\\..\\Q3 résumé.pdf', SAMPLES.pdf);
    expect((await windows.json()).file_name).toBe('Q3 résumé.pdf');
    const long = await upload(ctx, client, `${'a'.repeat(300)}.pdf`, SAMPLES.pdf);
    expect((await long.json()).file_name).toBe(`${'a'.repeat(196)}.pdf`);
  });

  it(`answers 409 once a user keeps ${MAX_DOCUMENTS_PER_USER} documents`, async () => {
    const { client, userId } = await signedIn(ctx);
    await ctx.deps.db.insert(documents).values(
      Array.from({ length: MAX_DOCUMENTS_PER_USER }, (_, i) => ({
        userId, fileName: `f${i}.pdf`, storageKey: crypto.randomUUID(), contentType: 'application/pdf', sizeBytes: 1,
      })),
    );
    const res = await upload(ctx, client, 'one-more.pdf', SAMPLES.pdf);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(documentMessages.tooMany);
  });

  it('stores exactly one of two uploads sent at once when one slot is left', async () => {
    const { client, userId } = await signedIn(ctx);
    await ctx.deps.db.insert(documents).values(
      Array.from({ length: MAX_DOCUMENTS_PER_USER - 1 }, (_, i) => ({
        userId, fileName: `f${i}.pdf`, storageKey: crypto.randomUUID(), contentType: 'application/pdf', sizeBytes: 1,
      })),
    );
    const files = storedFiles(ctx).length;
    const answers = await Promise.all([upload(ctx, client, 'a.pdf', SAMPLES.pdf), upload(ctx, client, 'b.pdf', SAMPLES.pdf)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ctx.deps.db.$count(documents, eq(documents.userId, userId))).toBe(MAX_DOCUMENTS_PER_USER);
    expect(storedFiles(ctx).length).toBe(files + 1);
  });

  it('needs a signed-in user', async () => {
    const res = await upload(ctx, new TestClient(ctx.app), 'a.pdf', SAMPLES.pdf);
    expect(res.status).toBe(401);
    expect((await new TestClient(ctx.app).get('/api/documents')).status).toBe(401);
    expect((await new TestClient(ctx.app).get(`/api/documents/${crypto.randomUUID()}/download`)).status).toBe(401);
    expect((await new TestClient(ctx.app).delete(`/api/documents/${crypto.randomUUID()}`)).status).toBe(401);
  });
});

describe('the size limit', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestContext({ UPLOAD_MAX_BYTES: '1024' });
  });
  afterAll(async () => {
    await small.close();
  });

  it('accepts a file of exactly the limit', async () => {
    const { client } = await signedIn(small);
    const exact = Buffer.concat([SAMPLES.pdf, Buffer.alloc(1024 - SAMPLES.pdf.length, 0x20)]);
    expect((await upload(small, client, 'exact.pdf', exact)).status).toBe(201);
  });

  it('refuses a larger file with 413 in the JSON error shape, leaving no row, stored file or temporary file', async () => {
    const { client } = await signedIn(small);
    const rows = await documentCount(small);
    const files = storedFiles(small).length;
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(200 * 1024, 0x20)]);
    const res = await upload(small, client, 'big.pdf', big);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: 'fileTooLarge', message: documentMessages.tooLarge(1024), params: { limit: '1 KB' } });
    expect(await documentCount(small)).toBe(rows);
    expect(storedFiles(small).length).toBe(files);
    expect(tempFiles(small)).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const { client } = await signedIn(small);
    const res = await small.app.request('http://localhost/api/documents', {
      method: 'POST',
      body: 'x',
      headers: {
        Origin: 'http://localhost',
        Cookie: `dealbridge_session=${client.sessionCookie}`,
        'Content-Type': 'multipart/form-data; boundary=abc',
        'Content-Length': String(10 * 1024 * 1024),
      },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('fileTooLarge');
  });
});
