// The repository's docs stand on their own (issue 48): nothing cites a file outside the repository (the design and the
// style guide live in docs/design.md), and each decision record holds one decision in at most 40 lines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.cache', 'results']);
const TEXT = /\.(?:ts|tsx|js|mjs|cjs|md|json|sql|css|html|yml|yaml|sh)$|^run$/;
const DECISIONS = path.join(ROOT, 'docs', 'decisions');

function textFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) textFiles(full, found);
    else if (TEXT.test(entry.name) && entry.name !== 'package-lock.json') found.push(full);
  }
  return found;
}

const files = textFiles(ROOT);
const relative = (file: string) => path.relative(ROOT, file);
// Written in pieces, so that this file does not match itself.
const OUTSIDE_DOCS = new RegExp(['DESIGN', 'STYLE'].map((name) => `\\b${name}\\.md\\b`).join('|') + '|/work/' + 'shared');
const UP_TO_SHARED = new RegExp('(?:\\.\\./)+' + 'shared/[\\w./-]*', 'g');

describe('the repository cites only itself', () => {
  it('no file names the design or style guide kept outside the repository', () => {
    const citing = files.filter((file) => OUTSIDE_DOCS.test(fs.readFileSync(file, 'utf8'))).map(relative);
    expect(citing).toEqual([]);
  });

  it('no relative path climbs out of the repository into a shared folder', () => {
    const escaping: string[] = [];
    for (const file of files) {
      for (const [found] of fs.readFileSync(file, 'utf8').matchAll(UP_TO_SHARED)) {
        const target = path.resolve(path.dirname(file), found);
        if (path.relative(ROOT, target).startsWith('..')) escaping.push(`${relative(file)}: ${found}`);
      }
    }
    expect(escaping).toEqual([]);
  });
});

describe('decision records', () => {
  const records = fs.readdirSync(DECISIONS).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const numbers = new Set(records.map((name) => name.slice(0, 4)));

  it('each holds at most 40 lines', () => {
    const long = records
      .map((name) => ({ name, lines: fs.readFileSync(path.join(DECISIONS, name), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 40)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('every record cited by number or linked exists', () => {
    const cited = /\bdecisions? (0\d{3})\b|docs\/decisions\/(0\d{3})-|\]\((?:\.\.\/)*(?:decisions\/)?(0\d{3})-[\w-]+\.md\)/g;
    const missing: string[] = [];
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(cited)) {
        const number = match[1] ?? match[2] ?? match[3];
        if (number && !numbers.has(number)) missing.push(`${relative(file)}: ${number}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
