import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { eagerCommonJsWrappers } from './eager-commonjs-wrappers.ts';

// The CommonJS wrappers of the web bundle as function expressions V8 compiles eagerly (decision 0239), checked on a
// real build: the wrapper Rolldown writes today is the one the plugin rewrites, and the module still works.

async function bundle(dir: string, plugins: ReturnType<typeof eagerCommonJsWrappers>[]): Promise<string> {
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: true, lib: { entry: path.join(dir, 'main.js'), formats: ['es'], fileName: 'main' } },
  })) as Rolldown.RolldownOutput[];
  return output.flatMap((o) => o.output).flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
}

describe('eager CommonJS wrappers', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dealbridge-cjs-'));
    writeFileSync(path.join(dir, 'lib.cjs'), 'exports.answer = 42;\nmodule.exports.self = this === module.exports;\n');
    writeFileSync(path.join(dir, 'other.cjs'), 'module.exports = function twice(n) { return 2 * n; };\n');
    writeFileSync(path.join(dir, 'main.js'), "import lib from './lib.cjs';\nimport twice from './other.cjs';\nexport const answer = lib.answer;\nexport const self = lib.self;\nexport const four = twice(2);\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const load = async (code: string) => (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { answer: number; self: boolean; four: number };
  // Library builds keep the minified code's spaces; the app's build drops them.
  const arrowWrapper = /\(\(\([\w$]+(?:,\s*[\w$]+)*\)\s*=>\s*\{|\(\([\w$]+\s*=>\s*\{/;
  const functionWrapper = /\(\(function\s*\([\w$]+(?:,\s*[\w$]+)*\)\s*\{/g;

  it('finds Rolldown’s arrow wrappers without the plugin', async () => {
    const code = await bundle(dir, []);
    expect(code).toMatch(arrowWrapper);
    expect(code.match(functionWrapper)).toBeNull();
    expect({ ...(await load(code)) }).toEqual({ answer: 42, self: true, four: 4 });
  });

  it('turns every wrapper into a function expression that behaves as before', async () => {
    const code = await bundle(dir, [eagerCommonJsWrappers()]);
    expect(code).not.toMatch(arrowWrapper);
    expect(code.match(functionWrapper)).toHaveLength(2);
    // A module's `this` (Rolldown's third parameter) is still its exports.
    expect({ ...(await load(code)) }).toEqual({ answer: 42, self: true, four: 4 });
  });
});
