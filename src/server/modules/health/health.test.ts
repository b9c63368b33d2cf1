import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { Jobs } from '../../jobs/jobs.ts';
import { createS3Storage } from '../../storage/s3-storage.ts';
import { createTestContext, TestClient } from '../../testing/test-app.ts';
import { testContextForFile } from '../../testing/test-fixture.ts';
import { HANDLERS } from '../../job-handlers/handlers.ts';

const ctx = testContextForFile();

describe('health, documentation and the error shape', () => {
  it('reports ok while the database answers', async () => {
    const res = await new TestClient(ctx.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is ready while the database, the storage and the job worker answer', async () => {
    const res = await new TestClient(ctx.app).get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', jobs: 'ok' } });
  });

  it('stays ready on an instance that takes no jobs, and says the worker is off', async () => {
    const app = createApp({ ...ctx.deps, jobs: new Jobs(ctx.deps.database, { handlers: HANDLERS }) });
    const res = await new TestClient(app).get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', jobs: 'off' } });
  });

  it('is not ready when the document storage does not answer (a bucket behind a closed port)', async () => {
    const storage = createS3Storage('s3://KEY:SECRET@documents?endpoint=http://127.0.0.1:9&region=us-east-1');
    try {
      const res = await new TestClient(createApp({ ...ctx.deps, storage })).get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unavailable', jobs: 'ok' } });
      // The cheap liveness check does not look at storage.
      expect((await new TestClient(createApp({ ...ctx.deps, storage })).get('/api/health')).status).toBe(200);
    } finally {
      storage.close();
    }
  });

  it('serves the OpenAPI document with every route and a readable reference', async () => {
    const doc = await (await new TestClient(ctx.app).get('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/register', '/api/auth/login', '/api/auth/logout', '/api/auth/session', '/api/me']));
    const html = await (await new TestClient(ctx.app).get('/api/docs')).text();
    expect(html).toContain('/api/auth/register');
  });

  it('answers unknown API routes with a JSON 404 and security headers', async () => {
    const res = await new TestClient(ctx.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'noSuchRoute', message: 'No such API route.' } });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', { email: 'a@b.c', password: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('bodyTooLarge');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 and the API answers 503 rather than 500', async () => {
    const broken = await createTestContext();
    await broken.database.close();
    const client = new TestClient(broken.app);
    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
    const login = await client.post('/api/auth/login', { email: 'a@example.com', password: 'secret' });
    expect(login.status).toBe(503);
    await broken.close().catch(() => {});
  });
});
