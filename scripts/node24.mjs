// The second runtime CI proves (issue 26, docs/decisions/0132-node-24-beside-node-20.md): Node 24 LTS from the npm
// registry's `node` package, installed once into .cache/node24 (a real Node binary, nothing fetched from elsewhere).
//   node scripts/node24.mjs <command …>   runs the command with Node 24 first on PATH (npm and every script under it)
//   import { node24 } from './node24.mjs'  the binary's path, for the bench's second memory run
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionLaunch } from './start-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const prefix = path.join(root, '.cache', 'node24');
const binary = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
const MAJOR = 24;

const versionOf = (node) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

/** The Node 24 binary, installed from the npm registry at its first use. */
export function node24() {
  if (!fs.existsSync(binary) || !versionOf(binary).startsWith(`v${MAJOR}.`)) {
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node@${MAJOR}`], { stdio: 'inherit' });
  }
  const version = versionOf(binary);
  if (!version.startsWith(`v${MAJOR}.`)) throw new Error(`.cache/node24 holds Node ${version}, not ${MAJOR}`);
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/node24.mjs <command …>');
    process.exit(2);
  }
  const node = node24();
  // `npm start`'s node flags must be valid on this runtime too: Node exits 9 on an unknown or bad flag.
  const { nodeArgs } = productionLaunch();
  const flags = spawnSync(node, [...nodeArgs, '-e', ''], { encoding: 'utf8' });
  if (flags.status !== 0) {
    console.error(`npm start's flags ${nodeArgs.join(' ')} are refused by Node ${versionOf(node)}:\n${flags.stderr}`);
    process.exit(1);
  }
  console.log(`Node ${versionOf(node)} (accepts npm start's ${nodeArgs.join(' ')}): ${[command, ...args].join(' ')}`);
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
  const run = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
