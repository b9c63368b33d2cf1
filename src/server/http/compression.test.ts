import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testContextForFile } from '../testing/test-fixture.ts';

const ctx = testContextForFile();

const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });

describe('response compression', () => {
  it('gzips a large JSON answer for a client that accepts it, and sends the same bytes plain to one that does not', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const zipped = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length);
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
  });

  it('names Accept-Encoding in Vary on a small answer too, and keeps the security headers', async () => {
    const listing = await get('/api/listings/businesses', { 'accept-encoding': 'gzip' });
    expect(listing.status).toBe(200);
    expect(listing.headers.get('vary')).toBe('Accept-Encoding');
    // Security headers are still set on the light response.
    expect(listing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(listing.headers.get('cache-control')).toBe('no-store');
  });
});
