import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStorage } from '../../src/server/storage/local-storage.ts';
import { newUser, TestClient } from '../../src/server/testing/test-app.ts';
import type { Fixtures } from './permissions.ts';
import { demoFixtures } from './support/calls.ts';
import {
  bodyText, createAccount, createAdmin, fingerprint, INVESTOR_PROFILE, PDF, rawRequest, seededContext, uploadForm, type Account,
  type SeededContext,
} from './support/context.ts';

// A failure injected in the middle of a multi-row write (a trigger that raises on the last insert the
// write makes) leaves nothing partial: every table is exactly as before, and the answer is the plain 500.

let ctx: SeededContext;
let admin: Account;
let fixtures: Fixtures;
beforeAll(async () => {
  ctx = await seededContext();
  admin = await createAdmin(ctx);
  const login = await createAccount(ctx, 'investor', false);
  fixtures = await demoFixtures(ctx, admin.userId, { email: login.email, password: login.password });
  await ctx.deps.db.execute(sql.raw(`create function security_suite_fail() returns trigger language plpgsql as $$
    begin raise exception 'failure injected by the security suite'; end $$`));
});
afterAll(async () => {
  await ctx.close();
});

/** Runs `write` while every insert into `table` fails, and proves it changed nothing at all. */
async function failingHalfway(table: string, write: () => Promise<Response>) {
  const { db, config } = ctx.deps;
  await db.execute(sql.raw(`create trigger security_suite_fail before insert on ${table} for each row execute function security_suite_fail()`));
  const before = await fingerprint(db);
  config.LOG_LEVEL = 'silent';
  try {
    const res = await write();
    expect(res.status).toBe(500);
    expect(JSON.parse(await bodyText(res))).toEqual({ error: { code: 'internalError', message: 'Something went wrong on our side. Please try again.' } });
    expect(await fingerprint(db)).toEqual(before);
  } finally {
    config.LOG_LEVEL = 'error';
    await db.execute(sql.raw(`drop trigger security_suite_fail on ${table}`));
  }
}

describe('a failure halfway through a multi-row write', () => {
  it('registration: no user without its profiles record, and no session', async () => {
    await failingHalfway('profiles', () => new TestClient(ctx.app).post('/api/auth/register', newUser('investor')));
  });

  it('profile save: no profile, no profile_completed flag, no notification', async () => {
    const investor = await createAccount(ctx, 'investor', false);
    await failingHalfway('notifications', () => investor.client.request('PUT', '/api/profiles/investor/me', INVESTOR_PROFILE));
  });

  it('Interested: no match row and no half-recorded interest', async () => {
    const investor = await createAccount(ctx, 'investor');
    await investor.client.acceptNda(fixtures.activeBusinessId);
    await failingHalfway('notifications', () => investor.client.post(`/api/matching/businesses/${fixtures.activeBusinessId}/interest`));
  });

  it('admin decision: the profile keeps its status, with no audit row and no notice', async () => {
    await failingHalfway('audit_log', () => admin.client.patch(`/api/admin/businesses/${fixtures.activeBusinessId}`, { status: 'inactive' }));
  });

  it('admin workflow step: the request keeps its status and cost, with no audit row', async () => {
    await failingHalfway('notifications', () =>
      admin.client.patch(`/api/admin/service-requests/${fixtures.pendingServiceRequestId}`, { status: 'assigned', estimated_cost: 5000 }));
  });

  it('document upload: no row, and neither the stored file nor a temporary one stays behind', async () => {
    const owner = await createAccount(ctx, 'business_owner');
    const storage = ctx.deps.storage as LocalStorage;
    const files = fs.readdirSync(storage.root).length;
    await failingHalfway('documents', () =>
      rawRequest(ctx.app, { method: 'POST', path: '/api/documents', body: uploadForm('plan.pdf', PDF), client: owner.client }));
    expect(fs.readdirSync(storage.root)).toHaveLength(files);
    expect(fs.readdirSync(storage.tempDir)).toEqual([]);
  });
});
