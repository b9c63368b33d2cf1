import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { isStorageKey, toReadable, type Storage } from '../storage/storage.ts';
import { resolvedMigrations, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createPglite } from './embedded.ts';

// Backups and restores (issue 24, docs/decisions/0137-backups.md). One archive (a tar) holds manifest.json,
// the database (the embedded folder as PGlite's gzipped tar, or pg_dump's custom format) and documents/<key>
// for every document the database names. The manifest has the release, the migration level, each table's row
// count and every file's SHA-256, all of the snapshot itself.

const run = promisify(execFile);

export const ARCHIVE_FORMAT = 'dealbridge-backup/1';
const PGLITE_FILE = 'database.pglite.tar.gz';
const POSTGRES_FILE = 'database.pgdump';

/** Tables whose rows are counted in the manifest (and compared by the restore test): the app's own schema. */
const TABLES_SQL = `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`;

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  created_at: string;
  app_version: string;
  database: 'pglite' | 'postgres';
  /** The newest migration the snapshot had applied, and how many. */
  migration: { last: string | null; applied: number };
  counts: Record<string, number>;
  database_file: { name: string; bytes: number; sha256: string };
  documents: { key: string; bytes: number; sha256: string }[];
  /** Documents the database named but the storage no longer had when they were copied (deleted meanwhile). */
  missing_documents: string[];
}

interface Queryable { query(text: string): Promise<{ rows: Record<string, unknown>[] }> }

async function countsOf(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of (await db.query(TABLES_SQL)).rows as { name: string }[]) {
    counts[name] = Number(((await db.query(`select count(*) as n from public."${name}"`)).rows[0] as { n: string | number }).n);
  }
  return counts;
}

async function snapshotFacts(db: Queryable) {
  const counts = await countsOf(db);
  const keys = ((await db.query('select storage_key as key from public.documents order by 1')).rows as { key: string }[]).map((r) => r.key);
  const tags = journalTags();
  const applied = Number(((await db.query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0] as { n: string }).n);
  return { counts, keys, migration: { last: tags[applied - 1] ?? null, applied } };
}

function journalTags(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(resolvedMigrations(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The facts of an embedded snapshot, read from a throw-away in-memory copy of it (which also proves it loads). */
async function pgliteFacts(dump: Blob) {
  const copy = await createPglite({ loadDataDir: dump });
  try {
    return await snapshotFacts(copy);
  } finally {
    await copy.close();
  }
}

/**
 * Takes the database's snapshot into `folder`, with its facts. PostgreSQL: counts and document keys are read in
 * a repeatable-read transaction whose snapshot pg_dump then uses, so they describe exactly what was dumped. The
 * embedded database: `dump` (from its owner, directly or through the control socket) is read back in memory.
 */
async function snapshotDatabase(source: BackupSource, folder: string) {
  if (source.kind === 'postgres') {
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const snapshot = ((await client.query('select pg_export_snapshot() as id')).rows[0] as { id: string }).id;
      const facts = await snapshotFacts(client);
      const file = path.join(folder, POSTGRES_FILE);
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, source.url]);
      await client.query('commit');
      return { ...facts, file };
    } finally {
      await client.end();
    }
  }
  const dump = await source.dump();
  const file = path.join(folder, PGLITE_FILE);
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  return { ...(await pgliteFacts(dump)), file };
}

export type BackupSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dump: () => Promise<Blob> };

/** The source of a running app's own database (the nightly job, the control socket). */
export function sourceOf(database: Database): BackupSource {
  if (database.kind === 'postgres' && database.url) return { kind: 'postgres', url: database.url };
  if (database.dumpDataDir) return { kind: 'pglite', dump: () => (database.dumpDataDir as () => Promise<Blob>)() };
  throw new Error('This database cannot be backed up (an in-memory database).');
}

/** Writes one archive of the database and its documents to `out` (through a temporary file, renamed at the end). */
export async function backup(source: BackupSource, storage: Storage, out: string, appVersion: string): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-backup-'));
  try {
    const snapshot = await snapshotDatabase(source, staging);
    fs.mkdirSync(path.join(staging, 'documents'));
    const documents: BackupManifest['documents'] = [];
    const missing: string[] = [];
    for (const key of snapshot.keys) {
      const body = isStorageKey(key) ? await storage.get(key) : null;
      if (!body) {
        missing.push(key);
        continue;
      }
      const file = path.join(staging, 'documents', key);
      await pipeline(body instanceof ReadableStream ? toReadable(body) : body, fs.createWriteStream(file));
      documents.push({ key, bytes: fs.statSync(file).size, sha256: await sha256Of(file) });
    }
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      created_at: new Date().toISOString(),
      app_version: appVersion,
      database: source.kind,
      migration: snapshot.migration,
      counts: snapshot.counts,
      database_file: { name: path.basename(snapshot.file), bytes: fs.statSync(snapshot.file).size, sha256: await sha256Of(snapshot.file) },
      documents,
      missing_documents: missing,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.partial-${process.pid}`;
    const tar = await import('tar'); // loaded when a backup is made, not by every server
    await tar.c({ file: partial, cwd: staging, portable: true }, ['manifest.json', manifest.database_file.name, 'documents']);
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Refused restores: a target that is not empty without --force, or an archive that does not check out. */
export class RestoreRefused extends Error {}

export type RestoreTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string };

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss')`);
    return (rows[0] as { n: number }).n === 0;
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive into an empty database (or, with `force`, one emptied first) and puts its documents back
 * into `storage`; every file's checksum is verified before anything is written.
 */
export async function restore(archive: string, target: RestoreTarget, storage: Storage, options: { force?: boolean } = {}): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-restore-'));
  try {
    const tar = await import('tar');
    await tar.x({ file: archive, cwd: staging, strict: true });
    const manifestFile = path.join(staging, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${archive} is not a Dealbridge backup (no manifest.json).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== ARCHIVE_FORMAT) throw new RestoreRefused(`${archive} has the format ${String(manifest.format)}, not ${ARCHIVE_FORMAT}.`);
    if (manifest.database !== target.kind) {
      throw new RestoreRefused(`This backup is of ${manifest.database === 'pglite' ? 'an embedded' : 'a PostgreSQL'} database; restore it into the same kind (set or unset DATABASE_URL).`);
    }
    const databaseFile = path.join(staging, path.basename(manifest.database_file.name));
    for (const [file, sha256] of [[databaseFile, manifest.database_file.sha256], ...manifest.documents.map((d) => [path.join(staging, 'documents', d.key), d.sha256])] as [string, string][]) {
      if (!fs.existsSync(file) || (await sha256Of(file)) !== sha256) throw new RestoreRefused(`${path.basename(file)} in the archive does not match its checksum; the archive is damaged.`);
    }

    if (target.kind === 'postgres') {
      if (!(await postgresIsEmpty(target.url))) {
        if (!options.force) throw new RestoreRefused('The target database is not empty. Restore into an empty database, or pass --force to replace everything in it.');
        await emptyPostgres(target.url);
      }
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, databaseFile]);
    } else {
      fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
      const lock = lockDataDir(target.dataDir, 'restore'); // a running server there refuses the restore
      try {
        const used = fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0;
        if (used) {
          if (!options.force) throw new RestoreRefused(`${target.dataDir} is not empty. Restore into an empty DATA_DIR, or pass --force to replace the database in it.`);
          fs.rmSync(target.dataDir, { recursive: true, force: true });
        }
        const bytes = fs.readFileSync(databaseFile);
        const restored = await createPglite({ dataDir: target.dataDir, loadDataDir: new Blob([bytes]) });
        await restored.close();
      } finally {
        lock.release();
      }
    }
    for (const { key } of manifest.documents) await storage.put(key, fs.createReadStream(path.join(staging, 'documents', key)));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Row counts of a database as the manifest has them (the restore test compares the two). */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  return countsOf({ query: (text) => database.executeSql(text) });
}

/** Keeps the newest `keep` archives named dealbridge-*.tar in `folder`, removing older ones. */
export function pruneBackups(folder: string, keep: number): string[] {
  const archives = fs.readdirSync(folder).filter((f) => /^dealbridge-.*\.tar$/.test(f)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const file of removed) fs.rmSync(path.join(folder, file));
  return removed;
}
