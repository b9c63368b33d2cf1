// Starts the built product for the end-to-end tests on a fresh embedded database with demo data
// and a known admin (tests/e2e/fixtures.ts holds its credentials).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-e2e-'));
// TRUST_PROXY as behind nginx: a test context may name its own client address (fixtures.ts ownAddress).
// Request lines (LOG_LEVEL=info) would fill the test output: errors only, unless the caller asks for more.
const env = { LOG_LEVEL: 'error', ...process.env, DATA_DIR: dataDir, PORT: port, SEED_DEMO: 'true', NODE_ENV: 'test', DATABASE_URL: '', TRUST_PROXY: 'true' };
delete env.SMTP_URL;

execFileSync(process.execPath, ['dist/server/cli.js', 'seed'], { cwd: root, env, stdio: 'inherit' });
execFileSync(
  process.execPath,
  ['dist/server/cli.js', 'create-admin', '--email', 'e2e-admin@dealbridge.test', '--password', 'e2e-admin-pass', '--name', 'E2E Admin'],
  { cwd: root, env, stdio: 'inherit' },
);
const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
