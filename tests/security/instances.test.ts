import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { LIMITS } from '../../src/server/auth/rate-limit.ts';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { loadTestSettings } from '../../src/server/config.ts';
import { createTestContext, newUser, TestClient, type TestContext } from '../../src/server/testing/test-app.ts';
import { businessProfile, INVESTOR_PROFILE } from './support/context.ts';
import { createDatabase, RemoteClient, startServer, type ServerProcess, type TestDatabase } from './support/process.ts';

// Two instances on one database share sessions, rate limits and what they rank. With TEST_DATABASE_URL:
// two real processes on one PostgreSQL database. Without it: two app instances in one process on one
// PGlite database, as an embedded database cannot be opened by two processes.

const { testDatabaseUrl } = loadTestSettings();
const mode = testDatabaseUrl ? 'two processes on PostgreSQL' : 'two app instances on one PGlite';

/** What the tests need of a browser, whichever instance it talks to. */
interface Browser {
  request(method: string, path: string, body?: unknown): Promise<Response>;
  token(): string | undefined;
  adopt(token: string | undefined): void;
}

let browserOn: [() => Browser, () => Browser];
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (testDatabaseUrl) {
    const db: TestDatabase = await createDatabase(testDatabaseUrl);
    // Started together, so that they also race to migrate (one waits on the other's advisory lock).
    const servers: ServerProcess[] = await Promise.all([startServer({ DATABASE_URL: db.url }), startServer({ DATABASE_URL: db.url })]);
    const remote = (server: ServerProcess) => (): Browser => {
      const client = new RemoteClient(server.url);
      return {
        request: (method, path, body) => client.request(method, path, body),
        token: () => client.cookie?.slice(SESSION_COOKIE.length + 1),
        adopt: (token) => (client.cookie = token ? `${SESSION_COOKIE}=${token}` : undefined),
      };
    };
    browserOn = [remote(servers[0] as ServerProcess), remote(servers[1] as ServerProcess)];
    cleanup = async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db.drop();
    };
  } else {
    const ctx: TestContext = await createTestContext();
    const apps = [ctx.app, createApp(ctx.deps)] as const;
    const local = (app: (typeof apps)[number]) => (): Browser => {
      const client = new TestClient(app);
      return {
        request: (method, path, body) => client.request(method, path, body),
        token: () => client.sessionCookie,
        adopt: (token) => client.setCookie(SESSION_COOKIE, token ?? ''),
      };
    };
    browserOn = [local(apps[0]), local(apps[1])];
    cleanup = () => ctx.close();
  }
}, 120_000);
afterAll(async () => {
  await cleanup();
});

const sessionUser = async (browser: Browser) =>
  ((await (await browser.request('GET', '/api/auth/session')).json()) as { user: { id: string; full_name: string } | null }).user;

describe(`two instances (${mode})`, () => {
  it('accept a session made on the other, see its changes, and a logout on either ends it on both', async () => {
    const [onA, onB] = [browserOn[0](), browserOn[1]()];
    expect((await onA.request('POST', '/api/auth/register', newUser('investor'))).status).toBe(201);
    onB.adopt(onA.token());
    const user = await sessionUser(onB);
    expect(user?.id).toBe((await sessionUser(onA))?.id);
    expect((await onB.request('PATCH', '/api/me', { full_name: 'Renamed On B' })).status).toBe(200);
    expect((await sessionUser(onA))?.full_name).toBe('Renamed On B');
    expect((await onB.request('POST', '/api/auth/logout')).status).toBe(200);
    expect(await sessionUser(onA)).toBeNull();
  });

  it('count failed logins on both instances against one budget per account and address', async () => {
    const fields = newUser('business_owner');
    expect((await browserOn[0]().request('POST', '/api/auth/register', fields)).status).toBe(201);
    const statuses: number[] = [];
    for (let n = 0; n < LIMITS.loginPerEmailAndIp.max; n += 1) {
      const browser = browserOn[n % 2]?.() as Browser;
      statuses.push((await browser.request('POST', '/api/auth/login', { email: fields.email, password: 'wrong-password' })).status);
    }
    expect(statuses).toEqual(Array(LIMITS.loginPerEmailAndIp.max).fill(401));
    for (const on of browserOn) {
      expect((await on().request('POST', '/api/auth/login', { email: fields.email, password: fields.password })).status).toBe(429);
    }
  });

  it('rank a business saved through one instance on the other within seconds', async () => {
    const [owner, investor] = [browserOn[0](), browserOn[1]()];
    expect((await owner.request('POST', '/api/auth/register', newUser('business_owner'))).status).toBe(201);
    const name = `Instance Test ${Date.now()} Trading`;
    const saved = await owner.request('PUT', '/api/profiles/business/me', businessProfile(name));
    expect(saved.status).toBe(200);
    const { id } = (await saved.json()) as { id: string };
    expect((await investor.request('POST', '/api/auth/register', newUser('investor'))).status).toBe(201);
    expect((await investor.request('PUT', '/api/profiles/investor/me', INVESTOR_PROFILE)).status).toBe(200);
    const deadline = Date.now() + 10_000;
    let ids: string[] = [];
    while (!ids.includes(id) && Date.now() < deadline) {
      const page = (await (await investor.request('GET', `/api/matching/businesses?search=${encodeURIComponent(name)}`)).json()) as { items: { id: string }[] };
      ids = page.items.map((item) => item.id);
      if (!ids.includes(id)) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ids).toContain(id);
  }, 30_000);
});
