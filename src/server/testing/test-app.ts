import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../app.ts';
import { loadConfig, loadTestSettings, type Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import type { Deps } from '../http/context.ts';
import { Jobs } from '../jobs/jobs.ts';
import { QUEUES } from '../jobs/queues.ts';
import { createMailer } from '../mail/mailer.ts';
import { createStorage } from '../storage/create-storage.ts';
import { scratchPostgres } from './server-process.ts';
import { S3Storage } from '../storage/s3-storage.ts';
import { HANDLERS } from '../job-handlers/handlers.ts';

export interface TestContext {
  app: App;
  deps: Deps;
  database: Database;
  config: Config;
  /** The PostgreSQL test database's URL (for a second connection pool, as another instance would open); null on PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database and an app on it: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', SEED_DEMO: 'false', ...env });
  const { testDatabaseUrl } = loadTestSettings();
  let database: Database;
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  if (testDatabaseUrl) {
    const scratch = await scratchPostgres(testDatabaseUrl, 'dealbridge_test');
    databaseUrl = scratch.url;
    database = await openPostgres(databaseUrl, { max: 20 });
    dropDatabase = scratch.drop;
  } else {
    database = await openPglite(undefined);
  }
  await database.migrate();
  // A temporary folder unless the test names a STORAGE_URL (an S3 server, say).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-test-'));
  const storage = await createStorage({ STORAGE_URL: config.STORAGE_URL, dataDir });
  const mailer = createMailer(config);
  // Jobs are queued here but taken only where a test starts workers, except mail: queued mail goes
  // out promptly after a request, as in production. The worker reads deps.mailer when it runs, so a
  // test may swap in a recording mailer; without one enabled it finds nothing to send.
  const jobs = new Jobs(database, { handlers: HANDLERS, pollingIntervalSeconds: 0.5 });
  const deps: Deps = { config, database, db: database.db, mailer, storage, jobs };
  await jobs.work(deps, [QUEUES.mail]);
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    config,
    databaseUrl,
    close: async () => {
      await jobs.stop().catch(() => {});
      await database.close().catch(() => {});
      await dropDatabase();
      if (storage instanceof S3Storage) storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like caller: keeps its cookies and sends a same-origin Origin on writes. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly app: App, private readonly headers: Record<string, string> = {}) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get('dealbridge_session');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: {
        ...(method !== 'GET' && method !== 'HEAD' ? { Origin: 'http://localhost' } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const response = await this.app.request(`http://localhost${path}`, init);
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(header)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  patch = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);

  /**
   * As an investor: accepts the business's NDA the way the screen does (the NDA shown, the account's full name, the
   * tick), if the business asks for one and it is not accepted yet (issue 18). Throws if the API refuses.
   */
  async acceptNda(businessProfileId: string): Promise<void> {
    const nda = (await (await this.get(`/api/matching/businesses/${businessProfileId}/nda`)).json()) as { required?: boolean; acceptance: unknown; sha256: string };
    if (!nda.required || nda.acceptance) return;
    const session = (await (await this.get('/api/auth/session')).json()) as { user: { full_name: string } | null };
    if (!session.user) throw new Error('acceptNda: not signed in');
    const accepted = await this.post(`/api/matching/businesses/${businessProfileId}/nda`, { typed_name: session.user.full_name, agree: true, sha256: nda.sha256 });
    if (accepted.status !== 201 && accepted.status !== 200) throw new Error(`acceptNda: ${accepted.status} ${await accepted.text()}`);
  }
}

let counter = 0;
/** Registration fields for a new, unique user of the given type. */
export function newUser(userType: 'investor' | 'business_owner', overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'secret-pass',
    passwordConfirm: 'secret-pass',
    full_name: `Test User ${counter}`,
    user_type: userType,
    company_name: userType === 'business_owner' ? `Company ${counter}` : undefined,
    ...overrides,
  };
}
