import fs from 'node:fs';
import os from 'node:os';

// One owner of the embedded database (issue 24, docs/decisions/0133-one-owner-of-the-embedded-database.md).
// PGlite opens its files for writing without any lock of its own, so a second process on the same directory (a
// CLI command beside `npm start`) would write the same files blind and corrupt them. The owner holds
// `<dataDir>.lock`, created exclusively, naming its pid, host, command and, once listening, its port.

export interface LockOwner {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
  port?: number;
}

export interface DataDirLock {
  readonly path: string;
  /** Adds what a later reader should know (the server's port once it listens). */
  describe(extra: Partial<Pick<LockOwner, 'port'>>): void;
  /** Removes the lock if it is still ours; safe to call twice. */
  release(): void;
}

/** The database is owned by a live process: the command must not open it. */
export class DataDirBusyError extends Error {
  constructor(readonly dataDir: string, readonly owner: LockOwner) {
    const by = owner.port ? `the Dealbridge server on port ${owner.port}` : `"${owner.command}"`;
    super(
      `The embedded database in ${dataDir} is in use by ${by} (process ${owner.pid} on ${owner.host}, since ${owner.startedAt}). ` +
        'Two processes writing the same PGlite files would corrupt them, so this command did not open it. ' +
        'Stop the server first (Ctrl+C where npm start runs), run the command, then start the server again.',
    );
    this.name = 'DataDirBusyError';
  }
}

const lockPathOf = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null; // gone, half-written by a process that died mid-write, or not ours: treated as stale
  }
}

/** Whether `owner` is a live process: on another host we cannot tell, so it counts as alive. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirBusyError naming the live owner. A lock left by
 * a process that died (its pid gone on this host, or an unreadable file) is taken over: it is renamed aside first,
 * so of two processes taking over at once exactly one creates the new lock and the other finds it.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  const lockPath = lockPathOf(dataDir);
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), command, startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(owner), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const current = readOwner(lockPath);
    if (current && isAlive(current)) throw new DataDirBusyError(dataDir, current);
    const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
    try {
      fs.renameSync(lockPath, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // another process moved it first
      continue;
    }
    // Between our read and the rename another process may have taken the stale lock over and written its own:
    // then the file moved aside is that live lock, and it goes back (link fails if a third one took its place).
    const moved = readOwner(aside);
    if (moved && isAlive(moved)) {
      try {
        fs.linkSync(aside, lockPath);
      } finally {
        fs.rmSync(aside, { force: true });
      }
      throw new DataDirBusyError(dataDir, moved);
    }
    fs.rmSync(aside, { force: true });
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock is removed: a takeover after we were presumed dead must not be undone.
    if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return {
    path: lockPath,
    describe(extra) {
      if (!held) return;
      Object.assign(owner, extra);
      fs.writeFileSync(lockPath, JSON.stringify(owner));
    },
    release,
  };
}
