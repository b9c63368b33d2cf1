// `npm run bench:data -- --businesses 100000 --investors 20000`: fills the bench PostgreSQL database
// (BENCH_DATABASE_URL, else DATABASE_URL, else dealbridge_bench on 127.0.0.1) with active generated
// profiles, migrated by the product's own migrations. Rows go in as batched `insert … select from unnest()`,
// one statement per 5,000 rows and table. Refuses to wipe a database that holds users the bench did not make.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { openPostgres } from '../src/server/db/client.ts';
import { argument, benchDatabaseUrl, ensureDatabase, fmt, log, writeResult } from './common.ts';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD, benchRows, BUSINESS_COLUMNS, INVESTOR_COLUMNS } from './profile-rows.ts';

const BATCH = 5000;

/** A PostgreSQL array literal of text, so that one unnest() parameter can carry one array per row. */
const textArray = (items: readonly unknown[]) => `{${items.map((v) => `"${String(v).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;

async function insertRows(client: pg.ClientBase, table: string, columns: readonly (readonly [string, string])[], rows: readonly unknown[][]) {
  // Arrays and json travel as text and are cast per row: unnest() of a text[][] would flatten them.
  const carried = (type: string) => (type === 'text[]' || type === 'jsonb' ? 'text' : type);
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const params = columns.map(([, type], k) => `$${k + 1}::${carried(type)}[]`).join(', ');
  const select = columns.map(([name, type], k) => (carried(type) === type ? `c${k}` : `c${k}::${type} as "${name}"`)).join(', ');
  const aliases = columns.map((_, k) => `c${k}`).join(', ');
  const text = `insert into ${table} (${names}) select ${select} from unnest(${params}) as u(${aliases})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = columns.map(([, type], k) =>
      batch.map((row) => {
        const value = row[k];
        if (value === null || value === undefined) return null;
        if (type === 'text[]') return textArray(value as unknown[]);
        return value instanceof Date ? value.toISOString() : value;
      }),
    );
    await client.query(text, values);
  }
}

export interface DataResult { businesses: number; investors: number; users: number; seconds: number; generateSeconds: number; insertSeconds: number }

export async function fillBenchDatabase(url: string, sizes: { businesses: number; investors: number }, options: { replace?: boolean } = {}): Promise<DataResult> {
  const started = performance.now();
  await ensureDatabase(url);
  const database = await openPostgres(url, { max: 1 });
  await database.migrate();
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [foreign] } = await client.query<{ n: string }>(
      `select count(*) as n from users where email not like $1`, [`%@${BENCH_EMAIL_DOMAIN}`]);
    if (Number(foreign?.n ?? 0) > 0 && !options.replace) {
      throw new Error(`${new URL(url).pathname.slice(1)} holds ${foreign?.n} users the bench did not create; pass --replace to wipe them.`);
    }
    const rows = benchRows(sizes);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const generated = performance.now();

    await client.query('begin');
    await client.query('truncate table users, email_outbox, rate_limits cascade');
    await insertRows(client, 'users', [['id', 'uuid'], ['email', 'text'], ['password_hash', 'text'], ['full_name', 'text'], ['user_type', 'text'],
      ['country', 'text'], ['profile_completed', 'bool'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz']],
    rows.users.map((u) => [u.id, u.email, passwordHash, u.fullName, u.userType, u.country, true, u.createdAt, u.createdAt]));
    await insertRows(client, 'profiles', [['user_id', 'uuid'], ['phone', 'text'], ['company_name', 'text'], ['user_type', 'text']],
      rows.profiles.map((p) => [p.userId, p.phone, p.companyName, p.userType]));
    await insertRows(client, 'business_profiles', BUSINESS_COLUMNS, rows.businesses);
    await insertRows(client, 'investor_profiles', INVESTOR_COLUMNS, rows.investors);
    await client.query('commit');
    const inserted = performance.now();
    // Fresh statistics and visibility maps, as autovacuum would leave them on a live database.
    await client.query('vacuum analyze users, profiles, business_profiles, investor_profiles');
    const done = performance.now();
    return {
      businesses: sizes.businesses,
      investors: sizes.investors,
      users: rows.users.length,
      seconds: (done - started) / 1000,
      generateSeconds: (generated - started) / 1000,
      insertSeconds: (inserted - generated) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = { businesses: Number(argument('businesses', '100000')), investors: Number(argument('investors', '20000')) };
  const url = benchDatabaseUrl();
  log(`Filling ${new URL(url).host}${new URL(url).pathname} with ${sizes.businesses} businesses and ${sizes.investors} investors…`);
  const result = await fillBenchDatabase(url, sizes, { replace: process.argv.includes('--replace') });
  log(`done in ${fmt.s(result.seconds * 1000)} (generate ${fmt.s(result.generateSeconds * 1000)}, insert ${fmt.s(result.insertSeconds * 1000)}, vacuum analyze the rest)`);
  writeResult('data', { date: new Date().toISOString(), ...result });
}
