// Builds dist/ when it is missing or older than the sources, so `npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'index.html', 'public', 'vite.config.ts', 'package.json', 'scripts/build-server.mjs', 'scripts/web-routes.ts', 'scripts/eager-commonjs-wrappers.ts', 'scripts/precompress.ts'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((p) => newest(path.join(root, p))));
if (changed > built) {
  console.log('Building Dealbridge (web bundle and server)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString());
}
