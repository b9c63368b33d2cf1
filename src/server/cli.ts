import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { emailSchema, passwordSchema } from '../shared/validation.ts';
import { adminPasswordProblem, hashPassword } from './auth/passwords.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { users } from './db/schema.ts';
import { hasDemoData, seedDemo } from './modules/demo/seed.ts';

const USAGE = `Usage:
  npm run admin -- create-admin --email E --password P [--name N]   (P: 12 characters or more, not a common password)
  npm run admin -- migrate
  npm run admin -- seed`;

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
}

async function seed(database: Database) {
  if (await hasDemoData(database.db)) {
    console.log('The demo data is already there; nothing seeded.');
    return;
  }
  const logins = await seedDemo(database.db);
  console.log('Seeded demo data. Demo logins:');
  for (const [who, login] of Object.entries(logins)) console.log(`  ${who.padEnd(14)} ${login.email} / ${login.password}`);
}

async function run() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['create-admin', 'migrate', 'seed'].includes(command)) {
    console.log(USAGE);
    process.exitCode = command ? 2 : 0;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command === 'migrate') console.log(`Migrations applied (${database.kind}).`);
    if (command === 'create-admin') await createAdmin(database, args);
    if (command === 'seed') await seed(database);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
