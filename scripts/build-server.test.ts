import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

describe('the server bundle (decision 0158)', () => {
  let out = '';
  let code = '';
  /** Every file bundled, as the source maps list them. */
  let sources: string[] = [];
  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), 'dealbridge-server-build-'));
    await (buildServer as (dir: string) => Promise<void>)(out);
    const files = readdirSync(out);
    code = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(out, file), 'utf8')).join('\n');
    sources = files.filter((file) => file.endsWith('.js.map')).flatMap((file) => (JSON.parse(readFileSync(path.join(out, file), 'utf8')) as { sources: string[] }).sources);
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('carries zod, drizzle and hono inside it, without the zod locales it never uses', () => {
    const bundled = (fragment: string) => sources.some((source) => source.includes(fragment));
    expect(bundled('node_modules/zod/v4/core/')).toBe(true);
    // drizzle's own source maps name its TypeScript files.
    expect(bundled('node_modules/drizzle-orm/version.js') && bundled('src/pg-core/table.ts')).toBe(true);
    expect(bundled('node_modules/hono/dist/')).toBe(true);
    // The source maps list every module of the graph, used or not: the locales' own words tell whether they came in.
    const hebrew = readFileSync(path.join(import.meta.dirname, '../node_modules/zod/v4/locales/he.js'), 'utf8').match(/[\u0590-\u05ff]{3,}/g) ?? [];
    expect(hebrew.length).toBeGreaterThan(10);
    expect(hebrew.filter((word) => code.includes(word))).toEqual([]);
    expect(code).not.toMatch(/from ?"(zod|drizzle-orm|hono)["/]/);
  });

  it('is Latin-1 throughout, so V8 holds its source at one byte a character (one Arabic letter doubled 590 KB)', () => {
    const wide: string[] = [];
    for (let at = 0; at < code.length; at++) if (code.charCodeAt(at) > 0xff) wide.push(code.slice(Math.max(0, at - 40), at + 10));
    expect(wide).toEqual([]);
  });

  it('leaves luxon to pg-boss, so that the copy jobs/cron-clock.ts keeps off Intl is the one cron-parser reads', () => {
    expect(sources.filter((source) => /node_modules\/(luxon|cron-parser|pg-boss)\//.test(source))).toEqual([]);
    expect(code).toMatch(/from ?"pg-boss"/);
  });
});
