import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { appVersion, loadConfig, productionDemoWarning } from './config.ts';
import { openDatabase } from './db/client.ts';
import { serveControlSocket } from './db/control-socket.ts';
import { secureDataFolders } from './db/data-dir-permissions.ts';
import { ADMIN_EMAIL, DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, hasDemoData, isSeeded, seedDemo } from './modules/demo/index.ts';
import { Jobs, startJobRunner } from './jobs/jobs.ts';
import { createMailer } from './mail/mailer.ts';
import { liveHubFor } from './events/live-hub.ts';
import { createStorage } from './storage/create-storage.ts';
import { HANDLERS } from './job-handlers/handlers.ts';

const SHUTDOWN_GRACE_MS = 10_000;

// pg-boss 10 completes and fails a finished job without awaiting it (manager.js, onFetch): a database outage at that
// moment rejects with no handler, which would end the process. The job is handed back by its expiry and retried; the
// server keeps serving and says what happened (tests/security/faults-database.test.ts cuts the database mid-job).
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection (the server keeps running):', reason);
});

async function main() {
  const config = loadConfig();
  secureDataFolders([config.dataDir, config.backupDir]);
  const database = await openDatabase(config);
  await database.migrate();
  const storage = await createStorage(config);

  // Demo data goes only into the embedded database, on its first start; a server database is seeded on request.
  if (database.kind === 'pglite' && config.SEED_DEMO && !(await isSeeded(database.db))) {
    const logins = await seedDemo(database.db, { storage });
    console.log('Seeded demo data. Demo logins (the admin password is shown only this once):');
    console.log(`  investor        ${logins.investor.email} / ${logins.investor.password}`);
    console.log(`  business owner  ${logins.businessOwner.email} / ${logins.businessOwner.password}`);
    console.log(`  admin           ${logins.admin.email} / ${logins.admin.password}`);
  } else if (await hasDemoData(database.db)) {
    console.log('Demo logins:');
    console.log(`  investor        ${DEMO_INVESTOR_EMAIL} / ${DEMO_INVESTOR_PASSWORD}`);
    console.log(`  business owner  ${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD}`);
    console.log(`  admin           ${ADMIN_EMAIL} (password printed at the first start; reset it with npm run admin -- create-admin --email ${ADMIN_EMAIL} --password …)`);
  }

  const demoWarning = productionDemoWarning(config, await hasDemoData(database.db));
  if (demoWarning) console.warn(demoWarning);

  const mailer = createMailer(config);
  // Every instance takes background jobs (mail, suggestions, the daily clean-up) from the pgboss
  // schema of the same database; each job runs on one of them (src/server/jobs).
  const jobs = new Jobs(database, { handlers: HANDLERS, supervise: true, log: (message, error) => console.error(message, error) });
  const backups = config.backupDir ? { dir: config.backupDir, keep: config.BACKUP_KEEP, storage, appVersion: appVersion() } : undefined;
  if (backups) fs.mkdirSync(backups.dir, { recursive: true });
  if (config.JOBS_WORKER) await startJobRunner(jobs, { database, db: database.db, mailer, publicUrl: config.siteUrl, backups });
  // `npm run backup` asks this process, the embedded database's one owner, for its snapshot (db/control-socket.ts).
  const control = database.kind === 'pglite' ? await serveControlSocket(database, path.join(config.dataDir, 'pglite')) : null;
  const app = createApp({ config, database, db: database.db, mailer, storage, jobs }, { serveWeb: true });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    database.describeOwner?.({ port: info.port });
    console.log(`Dealbridge is running on ${config.PUBLIC_URL ?? `http://localhost:${info.port}`} (${database.kind}); links in mail point at ${config.siteUrl}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Stop taking jobs now; a running one gets a few seconds to finish while requests drain.
    const jobsStopped = jobs.stop().catch((error: unknown) => console.error('Stopping background jobs failed:', error));
    console.log(`${signal} received: finishing in-flight requests…`);
    // Open event streams would hold close() forever; ended, the browsers reconnect to another instance.
    void liveHubFor(database).close();
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed at once.
    server.close(async () => {
      // Before the database closes: a job still running by now is handed back to its queue.
      await jobsStopped;
      mailer.close();
      await control?.close();
      await database.close().catch(() => {});
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
