import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { childProcessEnv } from '../config.ts';
import { openPglite } from './client.ts';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (so surely not alive). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

const cli = path.resolve('src/server/cli.ts');
const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');

describe('one owner of the embedded database', () => {
  it('refuses a second opener while the first holds the folder, naming the owner and its port', async () => {
    const dataDir = tempDataDir();
    const first = await openPglite(dataDir, 'npm start');
    first.describeOwner?.({ port: 3123 });
    try {
      const second = openPglite(dataDir, 'npm run admin -- seed');
      await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(second).rejects.toThrow(/in use by the Dealbridge server on port 3123 \(process \d+/);
      // The refused opener left the owner's lock as it was.
      expect(JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, port: 3123, command: 'npm start' });
    } finally {
      await first.close();
    }
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    // Closed, the folder opens again, with what the first opener wrote.
    const again = await openPglite(dataDir);
    await again.close();
  });

  it('takes over a lock left by a process that died, and an unreadable one', () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const pid = deadPid();
    fs.writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid, host: os.hostname(), command: 'killed', startedAt: new Date().toISOString() }));
    const lock = lockDataDir(dataDir, 'npm start');
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, command: 'npm start' });
    lock.release();

    fs.writeFileSync(`${dataDir}.lock`, '{"pid": 12'); // cut short by a crash mid-write
    const taken = lockDataDir(dataDir, 'npm start');
    expect(JSON.parse(fs.readFileSync(taken.path, 'utf8')).pid).toBe(process.pid);
    taken.release();
    expect(fs.readdirSync(path.dirname(dataDir)).filter((f) => f.includes('.lock'))).toEqual([]);
  });

  it('does not remove a lock that another process took over after presuming this one dead', () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const lock = lockDataDir(dataDir, 'npm start');
    const other = { pid: 1, host: os.hostname(), command: 'another server', startedAt: new Date().toISOString() };
    fs.writeFileSync(lock.path, JSON.stringify(other));
    lock.release();
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8'))).toEqual(other);
  });

  it('the CLI refuses, with the message and exit 1, while a live process owns the folder; after it dies the CLI works', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // A live owner in another process: it takes the lock and waits.
    const script = path.join(path.dirname(dataDir), 'owner.mts');
    fs.writeFileSync(script, [
      `import { lockDataDir } from ${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))};`,
      `lockDataDir(${JSON.stringify(dataDir)}, 'npm start').describe({ port: 3999 });`,
      "console.log('locked');",
      'setInterval(() => {}, 1000);',
    ].join('\n'));
    // `--import tsx` runs the script in this very process (the tsx command would run it in a child with another pid).
    const owner = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    onTestFinished(() => void owner.kill('SIGKILL'));
    await new Promise<void>((resolve, reject) => {
      owner.stdout.once('data', () => resolve());
      owner.once('exit', (code) => reject(new Error(`the owner process exited (${code}) before taking the lock`)));
    });
    const env = childProcessEnv({ DATA_DIR: path.dirname(dataDir), DATABASE_URL: '', NODE_ENV: 'test' });
    const refused = await promisify(execFile)(process.execPath, [tsx, cli, 'migrate'], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain(`The embedded database in ${dataDir} is in use by the Dealbridge server on port 3999 (process ${owner.pid}`);
    expect(fs.existsSync(dataDir)).toBe(false); // nothing of the database was created or opened

    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, cli, 'migrate'], { env });
    expect(stdout).toContain('Migrations applied (pglite)');
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
