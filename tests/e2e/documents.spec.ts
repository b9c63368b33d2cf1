import { expect, test } from '@playwright/test';
import { DEMO_INVESTOR, login, uniqueEmail } from './fixtures.ts';

// The documents API as a signed-in browser uses it: page.request shares the page's session cookie.
// The panel's own journey (choosing a file, the progress bar) belongs to the pages that place it.

const PDF = Buffer.from(`%PDF-1.4\n% e2e ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

test('a signed-in investor uploads a PDF and downloads the same bytes, and another user cannot reach it', async ({ page, request, baseURL }) => {
  const origin = { Origin: baseURL ?? '' };
  await login(page, DEMO_INVESTOR);

  const uploaded = await page.request.post('/api/documents', {
    headers: origin,
    multipart: { file: { name: 'Investor mandate.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status()).toBe(201);
  const document = (await uploaded.json()) as { id: string; file_name: string; content_type: string; size_bytes: number };
  expect(document).toMatchObject({ file_name: 'Investor mandate.pdf', content_type: 'application/pdf', size_bytes: PDF.length });

  const listed = await page.request.get('/api/documents');
  expect(((await listed.json()) as { documents: Array<{ id: string }> }).documents[0]?.id).toBe(document.id);

  const download = await page.request.get(`/api/documents/${document.id}/download`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain("filename*=UTF-8''Investor%20mandate.pdf");
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  const disguised = await page.request.post('/api/documents', {
    headers: origin,
    multipart: { file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') } },
  });
  expect(disguised.status()).toBe(422);

  // A fresh user, in a separate cookie jar, gets 404 for the investor's document.
  const registered = await request.post('/api/auth/register', {
    headers: origin,
    data: {
      email: uniqueEmail('docs-other'), password: 'secret-pass', passwordConfirm: 'secret-pass',
      full_name: 'Other Reader', user_type: 'business_owner', company_name: 'Other Reader Ltd',
    },
  });
  expect(registered.status()).toBe(201);
  expect((await request.get(`/api/documents/${document.id}/download`)).status()).toBe(404);
  expect((await request.delete(`/api/documents/${document.id}`, { headers: origin })).status()).toBe(404);
  expect((await page.request.get(`/api/documents/${document.id}/download`)).status()).toBe(200);

  expect((await page.request.delete(`/api/documents/${document.id}`, { headers: origin })).status()).toBe(204);
  expect((await page.request.get(`/api/documents/${document.id}/download`)).status()).toBe(404);
});
