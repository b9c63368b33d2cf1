import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { loadTestSettings } from '../../src/server/config.ts';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';
import type { Deps } from '../../src/server/http/context.ts';
import { newUser, TestClient } from '../../src/server/testing/test-app.ts';
import { seededContext, type SeededContext } from './support/context.ts';
import { createDatabase, freePort, RemoteClient, startProxy, startServer, throughProxy } from './support/process.ts';

// The database out of reach: on PostgreSQL a cut proxy (standing in for a stopped server, which would
// disturb everyone else on a shared machine), killed connections and a wrong port; on PGlite a closed database.

const { testDatabaseUrl } = loadTestSettings();
const onPostgres = testDatabaseUrl !== undefined;
/** Far below any network or statement timeout: the app gave up at once rather than hung. */
const QUICK_MS = 5_000;

let ctx: SeededContext;
beforeAll(async () => {
  ctx = await seededContext();
});
afterAll(async () => {
  await ctx.close();
});

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const res = await request();
  return { status: res.status, ms: performance.now() - started, body: await res.text() };
}

async function eventuallyOk(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('did not recover in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function postgresUnreachable() {
  const db = await createDatabase(testDatabaseUrl ?? '');
  const target = new URL(testDatabaseUrl ?? '');
  const proxy = await startProxy(target.hostname, Number(target.port || 5432));
  const server = await startServer({ DATABASE_URL: throughProxy(db.url, proxy.port) });
  try {
    const browser = new RemoteClient(server.url);
    expect((await browser.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    await proxy.cut();
    const notReady = await browser.get('/api/health/ready');
    expect(notReady.status).toBe(503);
    expect((await notReady.json()).checks).toMatchObject({ database: 'unavailable', storage: 'ok' });
    for (const request of [() => browser.get('/api/health'), () => browser.get('/api/auth/session'), () => browser.post('/api/auth/login', { email: 'a@b.co', password: 'x' })]) {
      const answer = await timed(request);
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(QUICK_MS);
    }
    // A load balancer's probe carries no session cookie, so the health route itself answers.
    expect(await (await new RemoteClient(server.url).get('/api/health')).json()).toEqual({ status: 'unavailable' });
    await proxy.restore();
    await eventuallyOk(async () => (await browser.get('/api/health')).status === 200);
    const session = (await (await browser.get('/api/auth/session')).json()) as { user: unknown };
    expect(session.user).not.toBeNull();
    expect(server.child.exitCode).toBeNull();
  } finally {
    await server.stop();
    await proxy.close();
    await db.drop();
  }
}

async function postgresConnectionsKilled() {
  const db = await createDatabase(testDatabaseUrl ?? '');
  const server = await startServer({ DATABASE_URL: db.url });
  const locker = new pg.Client({ connectionString: db.url });
  try {
    const browser = new RemoteClient(server.url);
    expect((await browser.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    locker.on('error', () => {});
    await locker.connect();
    // Requests that need the users table wait on this lock, so they are in flight when their connections die.
    await locker.query('begin; lock table users in access exclusive mode');
    const blocked = [browser.get('/api/auth/session'), browser.patch('/api/me', { language: 'ar' })].map((p) => p.then((r) => r.status));
    await new Promise((r) => setTimeout(r, 500));
    const killedAt = performance.now();
    const killed = await locker.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db.name]);
    expect(killed.rows[0]?.n).toBeGreaterThan(0);
    expect(await Promise.all(blocked)).toEqual([503, 503]);
    expect(performance.now() - killedAt).toBeLessThan(QUICK_MS);
    await locker.query('rollback');
    await locker.end();
    await eventuallyOk(async () => (await browser.get('/api/auth/session')).status === 200);
    expect((await browser.patch('/api/me', { language: 'ar' })).status).toBe(200);
    // Killing the idle pool as well: the next request takes a new connection.
    expect(await db.terminateConnections()).toBeGreaterThan(0);
    await eventuallyOk(async () => (await browser.get('/api/health')).status === 200);
  } finally {
    await locker.end().catch(() => {});
    await server.stop();
    await db.drop();
  }
}

async function embeddedDatabaseClosed() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-fault-'));
  try {
    const first = await openPglite(path.join(dir, 'pglite'));
    await first.migrate();
    const deps: Deps = { ...ctx.deps, database: first, db: first.db };
    const browser = new TestClient(createApp(deps));
    expect((await browser.post('/api/auth/register', newUser('investor'))).status).toBe(201);
    await first.close();
    const notReady = await browser.get('/api/health/ready');
    expect(notReady.status).toBe(503);
    expect((await notReady.json()).checks).toMatchObject({ database: 'unavailable', storage: 'ok' });
    for (const request of [() => browser.get('/api/health'), () => browser.get('/api/auth/session'), () => browser.post('/api/auth/login', { email: 'a@b.co', password: 'x' })]) {
      const answer = await timed(request);
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(QUICK_MS);
    }
    // The embedded database comes back by opening its folder again: the same session still signs the user in.
    const second = await openPglite(path.join(dir, 'pglite'));
    const again = new TestClient(createApp({ ...deps, database: second, db: second.db }));
    again.setCookie('dealbridge_session', browser.sessionCookie ?? '');
    expect((await again.get('/api/health')).status).toBe(200);
    expect((await again.get('/api/health/ready')).status).toBe(200);
    expect(((await (await again.get('/api/auth/session')).json()) as { user: unknown }).user).not.toBeNull();
    await second.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the database out of reach', () => {
  it(onPostgres
    ? 'PostgreSQL unreachable (its proxy cut): 503 within seconds, /api/health says unavailable, and the running process recovers'
    : 'PGlite closed: 503 within seconds and /api/health says unavailable; reopening its folder finds users and sessions intact',
  async () => (onPostgres ? postgresUnreachable() : embeddedDatabaseClosed()), 90_000);

  it(onPostgres
    ? 'connections killed with pg_terminate_backend mid-request: those requests 503 at once, the next ones succeed without a restart'
    : 'PGlite has no server connections to kill: its closed database answers 503 rather than 500 on every kind of route',
  async () => {
    if (onPostgres) return postgresConnectionsKilled();
    const dead = await openPglite(undefined);
    await dead.close();
    const browser = new TestClient(createApp({ ...ctx.deps, database: dead, db: dead.db }));
    for (const [method, route, body] of [['GET', '/api/listings/businesses'], ['GET', '/api/rates'], ['POST', '/api/auth/register', newUser('investor')]] as const) {
      expect((await browser.request(method, route, body)).status).toBe(503);
    }
  }, 90_000);

  it('a DATABASE_URL on a port where nothing listens: /api/health and the API answer 503 within seconds', async () => {
    const database = await openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/nothing`, { max: 2 });
    const browser = new TestClient(createApp({ ...ctx.deps, database, db: database.db }));
    for (const request of [() => browser.get('/api/health'), () => browser.get('/api/listings/home'), () => browser.post('/api/auth/login', { email: 'a@b.co', password: 'x' })]) {
      const answer = await timed(request);
      expect({ status: answer.status, quick: answer.ms < QUICK_MS }).toEqual({ status: 503, quick: true });
    }
    await database.close();
  });
});
