import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestSettings } from '../config.ts';
import { scratchPostgres, signInOverHttp, startServerProcess } from '../testing/server-process.ts';
import { migrationsFolder, openPglite, openPostgres, type Database } from './client.ts';

// The upgrade from the previous release (issue 24, docs/decisions/0136-upgrade-test.md): a database that release
// migrated and seeded itself (tests/fixtures/upgrade, made by scripts/make-upgrade-fixture.ts) is started with
// this release's server, which migrates it; every row is still there and the app works on it.

const fixture = path.resolve('tests/fixtures/upgrade');
const manifest = JSON.parse(fs.readFileSync(path.join(fixture, 'previous-release.json'), 'utf8')) as { commit: string; migrations: string[] };
const dumpSql = gunzipSync(fs.readFileSync(path.join(fixture, 'previous-release.sql.gz'))).toString('utf8');
const currentMigrations = (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag);
const { testDatabaseUrl } = loadTestSettings();

const COUNTED = ['users', 'investor_profiles', 'business_profiles', 'matches', 'deals', 'deal_messages', 'notifications', 'service_requests', 'audit_log', 'email_outbox'];

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED) out[table] = Number(((await database.executeSql(`select count(*) as n from ${table}`, [])).rows[0] as { n: number | string }).n);
  return out;
}

describe(`the upgrade from the previous release (${manifest.commit.slice(0, 7)}, ${manifest.migrations.length} migrations)`, () => {
  let before: Record<string, number>;
  let env: Record<string, string>;
  let reopen: () => Promise<Database>;
  let cleanUp = async () => {};

  beforeAll(async () => {
    expect(currentMigrations.slice(0, manifest.migrations.length)).toEqual(manifest.migrations);
    if (testDatabaseUrl) {
      const scratch = await scratchPostgres(testDatabaseUrl, 'dealbridge_upgrade');
      const restore = new pg.Client({ connectionString: scratch.url });
      await restore.connect();
      await restore.query(dumpSql);
      await restore.end();
      env = { DATABASE_URL: scratch.url };
      reopen = () => openPostgres(scratch.url);
      cleanUp = scratch.drop;
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-upgrade-'));
      const restore = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
      await restore.exec(dumpSql);
      await restore.close();
      env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' };
      reopen = () => openPglite(path.join(dataDir, 'pglite'));
      cleanUp = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const database = await reopen();
    try {
      before = await counts(database);
    } finally {
      await database.close();
    }
    expect(before.users).toBeGreaterThan(3);
    expect(before.deals).toBeGreaterThan(0);
  }, 120_000);

  afterAll(async () => {
    await cleanUp();
  });

  it('starts on it, applies only the newer migrations, keeps every row, and the demo users work as before', async () => {
    const server = await startServerProcess(env);
    try {
      expect(server.output()).not.toContain('Seeded demo data'); // the demo data there is kept, not seeded again
      const owner = await signInOverHttp(server.url, 'owner@demo.dealbridge.local', 'demo-owner-2026');
      const deals = await fetch(`${server.url}/api/deals`, { headers: { cookie: owner } });
      expect(deals.status).toBe(200);
      const { items } = (await deals.json()) as { items: { id: string }[] };
      expect(items.length).toBeGreaterThan(0);
      const room = await fetch(`${server.url}/api/deals/${items[0]?.id}`, { headers: { cookie: owner } });
      expect(room.status).toBe(200);
      const investor = await signInOverHttp(server.url, 'investor@demo.dealbridge.local', 'demo-investor-2026');
      expect((await fetch(`${server.url}/api/matching/businesses`, { headers: { cookie: investor } })).status).toBe(200);
    } finally {
      await server.stop();
    }
    const database = await reopen();
    try {
      const after = await counts(database);
      // Signing in writes sessions and may write audit lines; every counted table keeps at least what it had.
      for (const table of COUNTED) expect(after[table], table).toBeGreaterThanOrEqual(before[table] ?? 0);
      expect(after.users).toBe(before.users);
      expect(after.deals).toBe(before.deals);
      expect(after.deal_messages).toBe(before.deal_messages);
      const applied = Number(((await database.executeSql('select count(*) as n from drizzle.__drizzle_migrations', [])).rows[0] as { n: string }).n);
      expect(applied).toBe(currentMigrations.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});
