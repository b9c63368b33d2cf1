// The production server's command line as package.json's "start" script writes it (after ensure-build):
// its environment assignments and node flags. The bench and the cluster test start dist/server/main.js
// with these, so the process they measure is the one `npm start` runs (decision 0088).
import fs from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);

/** `{ env, nodeArgs }` of `VAR=value … node --flag … dist/server/main.js`, the last command of "start". */
export function productionLaunch() {
  const start = JSON.parse(fs.readFileSync(packageJson, 'utf8')).scripts.start;
  const words = start.split('&&').at(-1).trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const word = words.shift();
    const at = word.indexOf('=');
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/main.js') {
    throw new Error(`package.json "start" should end with "[VAR=value …] node [flags …] dist/server/main.js": ${start}`);
  }
  return { env, nodeArgs: words.slice(1, -1) };
}
