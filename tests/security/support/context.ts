import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.ts';
import { hashPassword } from '../../../src/server/auth/passwords.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { users } from '../../../src/server/db/schema.ts';
import { seedDemo, type DemoLogins } from '../../../src/server/modules/demo/seed.ts';
import { createTestContext, newUser, TestClient, type TestContext } from '../../../src/server/testing/test-app.ts';

// Shared by the security suite: a database with the demo data, callers of each role and a
// fingerprint of the whole database to prove that a refused request changed nothing.

export type Role = 'anonymous' | 'investor' | 'business_owner' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'investor', 'business_owner', 'admin'];

export interface SeededContext extends TestContext {
  logins: DemoLogins;
}

/** A fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) holding the demo data, for realistic ids. */
export async function seededContext(env: Record<string, string> = {}): Promise<SeededContext> {
  const ctx = await createTestContext(env);
  const logins = await seedDemo(ctx.deps.db);
  return { ...ctx, logins };
}

export const INVESTOR_PROFILE = {
  investment_capacity: { min_amount: 100_000, max_amount: 3_000_000, currency: 'USD' },
  preferred_industries: ['technology', 'healthcare'],
  return_expectations: { min_roi: 12, investment_horizon: '3-5_years' },
  involvement_type: 'active_advisory',
  geographical_preference: ['UAE', 'Saudi Arabia'],
  investment_stage: ['growth'],
  about: 'Operator turned investor.',
  years_experience: 8,
};

/** A business profile; named unless `confidential` (new listings default to confidential: issue 49). */
export const businessProfile = (companyName: string, confidential = false) => ({
  basic_info: { company_name: companyName, confidential, industry: 'technology', business_stage: 'growth', year_established: 2015 },
  geographical_presence: { headquarters: 'UAE', branches: ['Saudi Arabia'] },
  funding_requirements: { amount_required: 1_500_000, currency: 'USD', purpose: 'expansion', equity_offered: 15 },
  financial_highlights: { annual_revenue: 2_400_000 },
});

/** A signed-in user of one role; `fresh()` gives another browser with its own session for the same user. */
export interface Account {
  role: Role;
  userId: string;
  email: string;
  password: string;
  client: TestClient;
  fresh(): Promise<TestClient>;
}

/** A browser signed in as an existing user, without going through the login rate limits. */
export async function signedInAs(ctx: TestContext, userId: string): Promise<TestClient> {
  const client = new TestClient(ctx.app);
  const { token } = await createSession(ctx.deps.db, userId);
  client.setCookie(SESSION_COOKIE, token);
  return client;
}

/**
 * A new investor or business owner, registered through the API, with a saved (active) profile
 * unless `withProfile` is false. They own nothing that anybody else addresses.
 */
export async function createAccount(ctx: TestContext, role: 'investor' | 'business_owner', withProfile = true): Promise<Account> {
  const client = new TestClient(ctx.app);
  const fields = newUser(role);
  const res = await client.post('/api/auth/register', fields);
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  if (withProfile) {
    const saved = role === 'investor'
      ? await client.request('PUT', '/api/profiles/investor/me', INVESTOR_PROFILE)
      : await client.request('PUT', '/api/profiles/business/me', businessProfile(`Northwind ${randomBytes(3).toString('hex')} Trading`));
    expect(saved.status).toBe(200);
  }
  return { role, userId: user.id, email: fields.email, password: fields.password, client, fresh: () => signedInAs(ctx, user.id) };
}

/** An admin as operators make them (CLI or seed): role admin, no user type, no profile. */
export async function createAdmin(ctx: TestContext): Promise<Account> {
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'secret-pass'; // as newUser's, so the sample password change works for every role
  const [row] = await ctx.deps.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), fullName: 'Suite Admin', role: 'admin', profileCompleted: true })
    .returning({ id: users.id });
  if (!row) throw new Error('admin insert returned no row');
  const fresh = () => signedInAs(ctx, row.id);
  return { role: 'admin', userId: row.id, email, password, client: await fresh(), fresh };
}

/** One caller per role, each owning nothing relevant; the anonymous one has no session. */
export async function accountsByRole(ctx: TestContext): Promise<Record<Exclude<Role, 'anonymous'>, Account>> {
  const [investor, owner, admin] = [await createAccount(ctx, 'investor'), await createAccount(ctx, 'business_owner'), await createAdmin(ctx)];
  return { investor, business_owner: owner, admin };
}

export async function clientFor(ctx: TestContext, accounts: Record<Exclude<Role, 'anonymous'>, Account>, role: Role) {
  return role === 'anonymous' ? new TestClient(ctx.app) : accounts[role].fresh();
}

export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Rate-limit counters may move on a refusal (a failed login counts), and a refused admin call is written to the
 * security log (its own tests check those rows); the migrations table never changes. */
const UNWATCHED = new Set(['rate_limits', 'security_log']);
const tableCache = new WeakMap<Db, string[]>();

async function tablesOf(db: Db): Promise<string[]> {
  const cached = tableCache.get(db);
  if (cached) return cached;
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const names = rows.map((r) => r.name).filter((n) => !UNWATCHED.has(n));
  tableCache.set(db, names);
  return names;
}

/**
 * Tables whose rows background work changes on its own: the mail worker delivers queued mail (a registration queues
 * its verification mail), so the outbox is compared by what was queued, not by its delivery state.
 */
const ROW_IDENTITY: Record<string, string> = { email_outbox: `(x.id::text || x.to_email || x.subject)` };

/** Row count and a digest of every row of every table: equal fingerprints mean nothing changed. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = (await tablesOf(db)).map((t) => {
    const row = ROW_IDENTITY[t] ?? 'x::text';
    return `select '${t}' as t, count(*)::int || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h from "${t}" x`;
  });
  const rows = rowsOf<{ t: string; h: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

export interface RawRequest {
  method: string;
  path: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  client?: TestClient;
}

/** A request with any body at all (malformed JSON, multipart, text), carrying the client's session cookie. */
export function rawRequest(app: App, { method, path, body, headers = {}, client }: RawRequest): Promise<Response> {
  const cookie: Record<string, string> = client?.sessionCookie ? { Cookie: `${SESSION_COOKIE}=${client.sessionCookie}` } : {};
  const origin: Record<string, string> = method === 'GET' || method === 'HEAD' ? {} : { Origin: 'http://localhost' };
  return Promise.resolve(app.request(`http://localhost${path}`, { method, body, headers: { ...origin, ...cookie, ...headers } }));
}

// A real one-page PDF (small, hand-written): shared documents are stamped page by page (issue 18).
export const PDF = Buffer.from([
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n'));

/** A browser-like multipart upload of one file (and optional extra fields). */
export function uploadForm(name: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  return form;
}

export async function uploadDocument(app: App, client: TestClient, name = 'report.pdf'): Promise<string> {
  const res = await rawRequest(app, { method: 'POST', path: '/api/documents', body: uploadForm(name, PDF), client });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Whatever a response carries, as text, for scanning. */
export async function bodyText(res: Response): Promise<string> {
  return new TextDecoder().decode(await res.arrayBuffer());
}
