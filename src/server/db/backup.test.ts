import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { childProcessEnv, loadTestSettings } from '../config.ts';
import { HANDLERS } from '../job-handlers/handlers.ts';
import { scratchPostgres, signInOverHttp, startServerProcess } from '../testing/server-process.ts';
import { createTestContext } from '../testing/test-app.ts';
import type { BackupManifest } from './backup.ts';
import { tableCounts } from './backup.ts';
import { openPglite, openPostgres } from './client.ts';

// A backup taken while the server runs under write load, restored into a fresh folder or database: every table's
// rows as the manifest counted them, every document byte for byte (issue 24, docs/decisions/0137-backups.md).

const { testDatabaseUrl } = loadTestSettings();
const exec = promisify(execFile);
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-backup-test-'));
  cleanUps.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}



/** A scratch database on the test server, dropped after the file's tests. */
async function freshPostgres(): Promise<string> {
  const scratch = await scratchPostgres(testDatabaseUrl as string, 'dealbridge_backup');
  cleanUps.push(scratch.drop);
  return scratch.url;
}

/** The server as npm start runs it, stopped after the file's tests at the latest. */
async function startServer(env: Record<string, string>) {
  const server = await startServerProcess(env);
  cleanUps.push(server.stop);
  return server;
}

const cli = (args: string[], env: Record<string, string>) =>
  exec(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], { env: childProcessEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', ...env }) });



async function uploadPdf(url: string, cookie: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('type', 'financial_statements');
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048), Buffer.from('\n%%EOF\n')]);
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  return (await fetch(`${url}/api/documents`, { method: 'POST', headers: { cookie, origin: url }, body: form })).status;
}

/** Writes as fast as one client can (service requests and documents) until stopped; returns how many it wrote. */
function writeLoad(url: string, cookie: string) {
  let running = true;
  let writes = 0;
  const loop = (async () => {
    for (let round = 1; running; round++) {
      const res = await fetch(`${url}/api/service-requests`, {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ service_type: 'valuation', description: `Load ${round}`, urgency: 'low' }),
      });
      if (res.status === 201) writes += 1;
      // Documents too, until the owner's limit answers 409.
      if (round % 5 === 0 && (await uploadPdf(url, cookie, `load-${round}.pdf`)) === 201) writes += 1;
    }
  })();
  return { stop: async () => ((running = false), await loop, writes) };
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe(`backup and restore on ${testDatabaseUrl ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('backs up while the server runs under write load, and the restore holds exactly the snapshot', async () => {
    const source = tempDir();
    const env: Record<string, string> = testDatabaseUrl
      ? { DATA_DIR: source, DATABASE_URL: await freshPostgres(), SEED_DEMO: 'false' }
      : { DATA_DIR: source, DATABASE_URL: '', SEED_DEMO: 'true' };
    if (testDatabaseUrl) await cli(['seed'], env);
    const server = await startServer(env);
    const owner = await signInOverHttp(server.url, 'owner@demo.dealbridge.local', 'demo-owner-2026');
    expect(await uploadPdf(server.url, owner, 'Financials-2025.pdf')).toBe(201);
    expect(await uploadPdf(server.url, owner, 'Cap-table.pdf')).toBe(201);

    const load = writeLoad(server.url, owner);
    const archive = path.join(tempDir(), 'backup.tar');
    const taken = await cli(['backup', '--out', archive], env);
    const writes = await load.stop();
    expect(taken.stdout).toMatch(/^Backed up (pglite|postgres) \(\d{4}_\w+, \d+ rows, \d+ documents\)/);
    expect(writes).toBeGreaterThan(0);
    // The server kept serving: the backup went through it (embedded) or beside it (PostgreSQL).
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await server.stop();

    // Restore into a fresh folder (and database): the manifest's counts and checksums, exactly.
    const target = tempDir();
    const targetEnv: Record<string, string> = testDatabaseUrl ? { DATA_DIR: target, DATABASE_URL: await freshPostgres() } : { DATA_DIR: target, DATABASE_URL: '' };
    const restored = await cli(['restore', archive], targetEnv);
    expect(restored.stdout).toContain('Restored the backup of');
    const listing = await exec('tar', ['-xOf', archive, 'manifest.json']);
    const manifest = JSON.parse(listing.stdout) as BackupManifest;
    expect(manifest.documents.length).toBeGreaterThanOrEqual(2);
    const database = testDatabaseUrl ? await openPostgres(targetEnv.DATABASE_URL as string) : await openPglite(path.join(target, 'pglite'));
    try {
      expect(await tableCounts(database)).toEqual(manifest.counts);
      expect(manifest.counts.users).toBeGreaterThan(3);
    } finally {
      await database.close();
    }
    for (const document of manifest.documents) expect(sha256(path.join(target, 'documents', document.key))).toBe(document.sha256);

    // A second restore into the now used target is refused without --force, and replaces it with --force.
    const refused = await cli(['restore', archive], targetEnv).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/is not empty\. Restore into an empty (DATA_DIR|database), or pass --force/);
    expect((await cli(['restore', archive, '--force'], targetEnv)).stdout).toContain('Restored the backup of');
  }, 240_000);

  it('refuses a damaged archive before writing anything', async () => {
    const dir = tempDir();
    const archive = path.join(dir, 'damaged.tar');
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'dealbridge-backup/1', database: testDatabaseUrl ? 'postgres' : 'pglite', database_file: { name: 'database.pgdump', sha256: '0'.repeat(64) }, documents: [] }));
    fs.writeFileSync(path.join(dir, 'database.pgdump'), 'not what the manifest says');
    await exec('tar', ['-cf', archive, '-C', dir, 'manifest.json', 'database.pgdump']);
    const target = tempDir();
    const env = testDatabaseUrl ? { DATA_DIR: target, DATABASE_URL: await freshPostgres() } : { DATA_DIR: target, DATABASE_URL: '' };
    const refused = await cli(['restore', archive], env).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('does not match its checksum; the archive is damaged');
    expect(fs.existsSync(path.join(target, 'pglite'))).toBe(false);
  }, 60_000);
});

describe('the nightly backup job', () => {
  it('writes an archive to BACKUP_DIR and keeps the newest BACKUP_KEEP; without BACKUP_DIR it does nothing', async () => {
    const ctx = await createTestContext();
    cleanUps.push(() => ctx.close());
    const dir = tempDir();
    const deps = { database: ctx.deps.database, db: ctx.deps.db, mailer: ctx.deps.mailer };
    expect(await HANDLERS['nightly-backup'](deps, {})).toEqual({ skipped: 'BACKUP_DIR is not set' });
    const backups = { dir, keep: 2, storage: ctx.deps.storage, appVersion: '0.1.0' };
    const results = [];
    for (let night = 0; night < 3; night++) {
      results.push((await HANDLERS['nightly-backup']({ ...deps, backups }, {})) as { file: string; removed: string[] });
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct names (milliseconds)
    }
    const kept = fs.readdirSync(dir).sort();
    expect(kept).toEqual([path.basename(results[1]?.file ?? ''), path.basename(results[2]?.file ?? '')]);
    expect(results[2]?.removed).toEqual([path.basename(results[0]?.file ?? '')]);
    const manifest = JSON.parse((await exec('tar', ['-xOf', path.join(dir, kept[1] ?? ''), 'manifest.json'])).stdout) as BackupManifest;
    expect(manifest).toMatchObject({ format: 'dealbridge-backup/1', database: ctx.deps.database.kind, app_version: '0.1.0' });
    expect(manifest.counts.users).toBe(0);
  }, 120_000);
});
