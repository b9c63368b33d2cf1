import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { emailSchema, passwordSchema } from '#shared/messages/validation.ts';
import { adminPasswordProblem, hashPassword } from './auth/passwords.ts';
import { appVersion, loadConfig, type Config } from './config.ts';
import { backup, restore, type BackupManifest } from './db/backup.ts';
import { openDatabase, openPglite, type Database } from './db/client.ts';
import { controlSocketPath, snapshotThroughOwner } from './db/control-socket.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { ownerOnlyFromNowOn } from './db/data-dir-permissions.ts';
import { createStorage } from './storage/create-storage.ts';
import { users } from './db/schema.ts';
import { hasDemoData, seedDemo } from './modules/demo/index.ts';

const USAGE = `Usage:
  npm run admin -- create-admin --email E --password P [--name N]   (P: 12 characters or more, not a common password)
  npm run admin -- migrate
  npm run admin -- seed
  npm run backup -- --out FILE          (while the server runs, too)
  npm run restore -- FILE [--force]     (into an empty DATA_DIR or database; --force replaces what is there)`;

async function createAdmin(database: Database, args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  const password = passwordSchema.safeParse(values.password ?? '');
  if (!email.success || !password.success) {
    throw new Error(`create-admin needs a valid --email and a --password.\n${USAGE}`);
  }
  const problem = adminPasswordProblem(password.data);
  if (problem) throw new Error(`create-admin refused the password: ${problem}\n${USAGE}`);
  const passwordHash = await hashPassword(password.data);
  const [existing] = await database.db.select().from(users).where(eq(sql`lower(${users.email})`, email.data.toLowerCase()));
  if (existing) {
    await database.db
      .update(users)
      .set({ role: 'admin', passwordHash, ...(values.name && { fullName: values.name }), updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    console.log(`Promoted ${existing.email} to admin and set the new password.`);
  } else {
    await database.db
      .insert(users)
      .values({ email: email.data, passwordHash, fullName: values.name ?? 'Administrator', role: 'admin' });
    console.log(`Created admin ${email.data}.`);
  }
  console.log(
    'Two-factor sign-in is required for administrators in production (NODE_ENV=production): after signing in, set it up in Settings before the admin panel opens.',
  );
}

async function seed(config: Config, database: Database) {
  if (await hasDemoData(database.db)) {
    console.log('The demo data is already there; nothing seeded.');
    return;
  }
  const logins = await seedDemo(database.db, { storage: await createStorage(config) });
  console.log('Seeded demo data. Demo logins:');
  for (const [who, login] of Object.entries(logins)) console.log(`  ${who.padEnd(14)} ${login.email} / ${login.password}`);
}

/** The database to back up: PostgreSQL, the embedded folder opened here, or its running owner's snapshot. */
async function backupCommand(config: Config, args: string[]) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  if (!values.out) throw new Error(`backup needs --out FILE.\n${USAGE}`);
  const storage = await createStorage(config);
  const dataDir = path.join(config.dataDir, 'pglite');
  let manifest: BackupManifest;
  if (config.DATABASE_URL) {
    manifest = await backup({ kind: 'postgres', url: config.DATABASE_URL }, storage, values.out, appVersion());
  } else {
    const database = await openPglite(dataDir, 'npm run backup').catch((error: unknown) => {
      if (error instanceof DataDirBusyError && fs.existsSync(controlSocketPath(dataDir))) return null; // a server owns it
      throw error;
    });
    try {
      const dump = database ? () => sourceDump(database) : () => snapshotThroughOwner(dataDir);
      manifest = await backup({ kind: 'pglite', dump }, storage, values.out, appVersion());
    } finally {
      await database?.close();
    }
  }
  const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${manifest.database} (${manifest.migration.last}, ${rows} rows, ${manifest.documents.length} documents) to ${values.out}.`);
  if (manifest.missing_documents.length) console.log(`  ${manifest.missing_documents.length} documents were deleted while the backup ran and are not in it.`);
}

const sourceDump = (database: Database) => (database.dumpDataDir as () => Promise<Blob>)();

async function restoreCommand(config: Config, args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const [file] = positionals;
  if (!file || !fs.existsSync(file)) throw new Error(`restore needs the archive FILE.\n${USAGE}`);
  const storage = await createStorage(config);
  const target = config.DATABASE_URL ? { kind: 'postgres' as const, url: config.DATABASE_URL } : { kind: 'pglite' as const, dataDir: path.join(config.dataDir, 'pglite') };
  const manifest = await restore(file, target, storage, { force: values.force });
  console.log(`Restored the backup of ${manifest.created_at} (${manifest.migration.last}, ${manifest.documents.length} documents). Start the server to apply newer migrations.`);
}

async function run() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['create-admin', 'migrate', 'seed', 'backup', 'restore'].includes(command)) {
    console.log(USAGE);
    process.exitCode = command ? 2 : 0;
    return;
  }
  const config = loadConfig();
  // The CLI writes the same files as the server (database, documents, backups): owner-only, whatever the umask.
  ownerOnlyFromNowOn();
  if (command === 'backup') return backupCommand(config, args);
  if (command === 'restore') return restoreCommand(config, args);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command === 'migrate') console.log(`Migrations applied (${database.kind}).`);
    if (command === 'create-admin') await createAdmin(database, args);
    if (command === 'seed') await seed(config, database);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
