import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every word a reader sees lives in a catalogue: the web's (src/web/locales) or the server's, which mails and PDFs
// read (src/shared/locales). Arabic script elsewhere in the source is a text that escaped one, unless it is data that
// is not wording, listed here with its reason (decision 0192).
const CATALOGUES = [/^src\/web\/locales\//, /^src\/shared\/locales\//];
const DATA: { file: RegExp; why: string }[] = [
  { file: /^src\/shared\/listings\/search-terms\.ts$/, why: 'search synonyms: matched against what people type, never shown' },
  { file: /^src\/server\/modules\/demo\/seed-data\.ts$/, why: 'demo content: the names of made-up Arabic companies' },
  { file: /^src\/server\/modules\/(.+\/)?nda\/texts\//, why: 'the versioned legal NDA text: a release is never reworded' },
  { file: /^src\/server\/modules\/(.+\/)?nda\/standard-nda\.ts$/, why: 'the title each NDA release was signed under' },
];
// Tests assert what readers get, in both languages.
const TESTS = /\.test\.tsx?$|\.test-support\.ts$/;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [relative('.', path)] : [];
  });
}

describe('texts in catalogues', () => {
  it('has Arabic script only in the catalogues and the listed data files', () => {
    const allowed = (file: string) => TESTS.test(file) || [...CATALOGUES, ...DATA.map((d) => d.file)].some((pattern) => pattern.test(file));
    const strays = sourceFiles('src').filter((file) => !allowed(file) && ARABIC_SCRIPT.test(readFileSync(file, 'utf8')));
    expect(strays).toEqual([]);
  });
});
