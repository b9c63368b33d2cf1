import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../testing/server-process.ts';

// Issue 47: with the default umask the embedded database's files (WAL, pg_control) were 0666 and documents 0644, so
// any local user could read password hashes and live reset links. Started here under umask 000, the worst case.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-perms-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every folder and file under `root` (links left out) whose mode gives anything to group or others. */
function looseUnder(root: string): string[] {
  const loose: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) loose.push(`${path.relative(root, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return loose;
}

describe('DATA_DIR', () => {
  it('is owner-only after a start under umask 000: what the server writes and what an earlier run left loose', async () => {
    // What a start before this change left behind: a world-readable folder and document.
    fs.chmodSync(dataDir, 0o777);
    fs.mkdirSync(path.join(dataDir, 'documents', 'old'), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'documents', 'old'), 0o777);
    fs.writeFileSync(path.join(dataDir, 'documents', 'old', 'earlier.pdf'), '%PDF-1.4', { mode: 0o666 });
    fs.chmodSync(path.join(dataDir, 'documents', 'old', 'earlier.pdf'), 0o666);

    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' }, 180_000, '000');
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // The seed wrote the database and the demo documents; the lock and the control socket are there while it runs.
      expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
      expect(fs.readdirSync(path.join(dataDir, 'documents')).length).toBeGreaterThan(1);
      expect(looseUnder(dataDir)).toEqual([]);
      expect(server.output()).toMatch(/Made \d+ folder\(s\) and 1 file\(s\) under .* readable by this user only/);
    } finally {
      await server.stop();
    }
    expect(looseUnder(dataDir)).toEqual([]);
    // A fresh start of the embedded database, its migrations and its demo data take a while on a busy two-core host.
  }, 240_000);
});
