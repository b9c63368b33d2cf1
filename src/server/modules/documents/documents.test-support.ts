import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { documents } from '../../db/schema.ts';
import type { LocalStorage } from '../../storage/local-storage.ts';
import { newUser, TestClient, type TestContext } from '../../testing/test-app.ts';

// Helpers of the documents API tests: real file signatures and a browser-like multipart upload.

export const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0]),
};
export const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

interface UploadOptions {
  type?: string;
  clientContentType?: string;
  headers?: Record<string, string>;
}

export function upload(c: TestContext, client: TestClient, name: string, bytes: Uint8Array<ArrayBuffer>, options: UploadOptions = {}) {
  const form = new FormData();
  if (options.type !== undefined) form.append('type', options.type);
  form.append('file', new File([bytes], name, { type: options.clientContentType ?? 'application/octet-stream' }));
  const cookie: Record<string, string> = client.sessionCookie ? { Cookie: `dealbridge_session=${client.sessionCookie}` } : {};
  return c.app.request('http://localhost/api/documents', {
    method: 'POST',
    body: form,
    headers: { Origin: 'http://localhost', ...cookie, ...options.headers },
  });
}

export async function signedIn(c: TestContext, type: 'investor' | 'business_owner' = 'investor') {
  const client = new TestClient(c.app);
  const res = await client.post('/api/auth/register', newUser(type));
  const { user } = (await res.json()) as { user: { id: string } };
  return { client, userId: user.id };
}

export const storedFiles = (c: TestContext) => fs.readdirSync((c.deps.storage as LocalStorage).root).filter((f) => f !== '.tmp');
export const tempFiles = (c: TestContext) => fs.readdirSync((c.deps.storage as LocalStorage).tempDir);
export const documentCount = async (c: TestContext) =>
  (await c.deps.db.select({ n: sql<number>`count(*)::int` }).from(documents))[0]?.n ?? 0;
