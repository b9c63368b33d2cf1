import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadTestSettings } from '../../src/server/config.ts';
import { newUser } from '../../src/server/testing/test-app.ts';
import { PDF } from './support/context.ts';
import { createDatabase, RemoteClient, startServer, type TestDatabase } from './support/process.ts';

// SIGTERM while a request is in flight: the request finishes, new connections are refused meanwhile,
// and the process exits 0 well inside its 10-second grace period. A real process on PostgreSQL (with
// TEST_DATABASE_URL) or on its embedded PGlite.

const { testDatabaseUrl } = loadTestSettings();
const GRACE_MS = 10_000;

/** An upload whose body is sent in two halves, so that the request stays open as long as the test likes. */
function slowUpload(base: string, cookie: string) {
  const boundary = 'slow-upload-boundary';
  const request = http.request(`${base}/api/documents`, {
    method: 'POST',
    headers: { Origin: base, Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}`, Connection: 'close' },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  request.write(PDF.subarray(0, 8));
  return {
    answered,
    finish: () => request.end(Buffer.concat([PDF.subarray(8), Buffer.from(`\r\n--${boundary}--\r\n`)])),
  };
}

const refusesConnections = (base: string) =>
  fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) }).then(() => false, () => true);

describe('graceful shutdown', () => {
  it(`lets a slow upload finish after SIGTERM, refuses new connections meanwhile, and exits 0 within ${GRACE_MS / 1000} s (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    let db: TestDatabase | undefined;
    if (testDatabaseUrl) db = await createDatabase(testDatabaseUrl);
    const server = await startServer(db ? { DATABASE_URL: db.url } : {});
    try {
      const browser = new RemoteClient(server.url);
      expect((await browser.post('/api/auth/register', newUser('business_owner'))).status).toBe(201);
      const upload = slowUpload(server.url, browser.cookie ?? '');
      // The handler is now reading the body, which has not all arrived.
      await new Promise((r) => setTimeout(r, 1000));
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 700));
      expect(server.child.exitCode).toBeNull();
      expect(await refusesConnections(server.url)).toBe(true);
      upload.finish();
      const answer = await upload.answered;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ file_name: 'slow.pdf', size_bytes: PDF.length });
      const exit = await server.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalled).toBeLessThan(GRACE_MS);
      expect(server.output()).toContain('SIGTERM received');
    } finally {
      await server.stop();
      await db?.drop();
    }
  }, 90_000);
});
