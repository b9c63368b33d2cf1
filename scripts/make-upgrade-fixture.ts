// Builds the upgrade test's fixture (issue 24, docs/decisions/0136-upgrade-test.md) from the migration history:
// the previous release's own source (git archive of a landed commit) migrates a fresh PostgreSQL database and
// seeds its demo data with its own CLI, and pg_dump writes the result as plain SQL with INSERTs, gzipped, to
// tests/fixtures/upgrade/. Nothing in the fixture is written by hand.
//   npx tsx scripts/make-upgrade-fixture.ts --ref <commit> [--url postgres://postgres@127.0.0.1:5432/postgres]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { ref: { type: 'string' }, url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' } } });
if (!values.ref) throw new Error('usage: npx tsx scripts/make-upgrade-fixture.ts --ref <commit>');
const commit = execFileSync('git', ['rev-parse', values.ref], { cwd: root, encoding: 'utf8' }).trim();

const source = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-release-'));
const name = `dealbridge_fixture_${commit.slice(0, 7)}`;
const admin = new pg.Client({ connectionString: values.url });
await admin.connect();
try {
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${source}'`], { cwd: root });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(source, 'node_modules'));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(values.url);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: 'development', LOG_LEVEL: 'error' };
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  for (const command of ['migrate', 'seed']) {
    execFileSync(process.execPath, [tsx, 'src/server/cli.ts', command], { cwd: source, env, stdio: 'inherit' });
  }
  // pg-boss builds its own schema at the first start; the app's schema, the migration journal and the rows are
  // what an upgrade must carry.
  // psql's meta-commands (\restrict of pg_dump 15.14+) are dropped: the test runs the SQL without psql.
  const dump = Buffer.from(
    execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', '--exclude-schema=pgboss', url.toString()], { maxBuffer: 2 ** 28, encoding: 'utf8' })
      .split('\n').filter((line) => !line.startsWith('\\')).join('\n'),
  );
  const folder = path.join(root, 'tests', 'fixtures', 'upgrade');
  fs.mkdirSync(folder, { recursive: true });
  for (const file of fs.readdirSync(folder)) fs.rmSync(path.join(folder, file));
  fs.writeFileSync(path.join(folder, 'previous-release.sql.gz'), gzipSync(dump, { level: 9 }));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const manifest = { commit, migrations: journal.entries.map((e) => e.tag), made: new Date().toISOString(), bytes: dump.length };
  fs.writeFileSync(path.join(folder, 'previous-release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`tests/fixtures/upgrade/previous-release.sql.gz: ${commit.slice(0, 7)}, ${manifest.migrations.length} migrations, ${dump.length} bytes of SQL`);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(source, { recursive: true, force: true });
}
