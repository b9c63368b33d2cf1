import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { newUser, TestClient } from '../testing/test-app.ts';
import { testContextForFile } from '../testing/test-fixture.ts';
import { createLogger } from './request-log.ts';

const ctx = testContextForFile();

/** An app whose log lines land in `lines`, parsed. */
function loggedApp(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return createApp(ctx.deps, { logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, sink) });
}

describe('request logs', () => {
  it('writes one JSON line per request: method, route pattern, status, duration, request id, user id; no secret of the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const client = new TestClient(loggedApp(lines));
    const password = 'pass-word-in-body-7731';
    const user = newUser('investor', { password, passwordConfirm: password });
    const registered = await client.post('/api/auth/register', user);
    expect(registered.status).toBe(201);
    const { user: me } = (await registered.json()) as { user: { id: string } };
    const cookie = client.sessionCookie ?? '';
    expect(cookie).not.toBe('');
    const resetToken = 'reset-token-in-query-5512';
    const signedInCall = await client.get(`/api/deals/00000000-0000-4000-8000-000000000000?token=${resetToken}`);
    await new TestClient(loggedApp(lines)).post('/api/auth/reset-password', { token: resetToken, password, passwordConfirm: password });

    expect(lines).toHaveLength(3);
    const [register, deal, reset] = lines;
    expect(register).toMatchObject({ level: 30, msg: 'request', method: 'POST', route: '/api/auth/register', status: 201, req_id: registered.headers.get('x-request-id') });
    expect(register).not.toHaveProperty('user_id'); // nobody was signed in when the request came
    expect(deal).toMatchObject({ method: 'GET', route: '/api/deals/:id', status: signedInCall.status, user_id: me.id, req_id: signedInCall.headers.get('x-request-id') });
    expect(reset).toMatchObject({ method: 'POST', route: '/api/auth/reset-password', status: 400 });
    expect(reset).not.toHaveProperty('user_id');
    for (const line of lines) {
      expect(typeof line.ms).toBe('number');
      expect(typeof line.time).toBe('string');
      const text = JSON.stringify(line);
      for (const secret of [password, cookie, resetToken, user.email]) expect(text).not.toContain(secret);
    }
    expect(new Set(lines.map((l) => l.req_id)).size).toBe(3);
  });

  it("keeps a load balancer's request id, and replaces one that is not a plain token", async () => {
    const lines: Record<string, unknown>[] = [];
    const client = new TestClient(loggedApp(lines));
    const kept = await client.request('GET', '/api/health', undefined, { 'X-Request-Id': 'lb-4f2a.77:1' });
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a.77:1');
    const replaced = await client.request('GET', '/api/health', undefined, { 'X-Request-Id': 'two words {"forged":true}' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => l.req_id)).toEqual(['lb-4f2a.77:1', replaced.headers.get('x-request-id')]);
  });

  it('writes nothing at LOG_LEVEL=error', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
    const app = createApp(ctx.deps, { logger: createLogger({ LOG_LEVEL: 'error', NODE_ENV: 'production' }, sink) });
    expect((await new TestClient(app).get('/api/health')).status).toBe(200);
    expect(lines).toEqual([]);
  });
});
