import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

// The web build's files compressed beside themselves (decision 0165), checked on a directory shaped like dist/web.
let dir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, k) => `word ${k % 37} of the page`))};\n`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(80)}</svg>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'flags'));
  fs.writeFileSync(path.join(dir, 'assets', 'page.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
  fs.writeFileSync(path.join(dir, 'flags', 'ae.svg'), icon);
  fs.writeFileSync(path.join(dir, 'shells.json'), JSON.stringify({ en: script }));
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ '/': { en: [script] } }));
  await precompress(dir);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (...parts: string[]) => fs.readFileSync(path.join(dir, ...parts));
const exists = (...parts: string[]) => fs.existsSync(path.join(dir, ...parts));

describe('precompress', () => {
  it('writes brotli and gzip copies of scripts and images in text, in every folder, that decompress to the file', () => {
    for (const [file, text] of [[['assets', 'page.js'], script], [['flags', 'ae.svg'], icon]] as const) {
      const br = read(...file.slice(0, -1), `${file.at(-1)}.br`);
      const gz = read(...file.slice(0, -1), `${file.at(-1)}.gz`);
      expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(text);
      expect(zlib.gunzipSync(gz).toString('utf8')).toBe(text);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(Buffer.byteLength(text));
    }
  });

  it('leaves small files, binary ones and the files only the server reads as they are', () => {
    for (const file of [['assets', 'tiny.js'], ['assets', 'photo.png'], ['shells.json'], ['routes.json']]) {
      const name = file.at(-1) as string;
      expect(exists(...file)).toBe(true);
      expect(exists(...file.slice(0, -1), `${name}.br`)).toBe(false);
      expect(exists(...file.slice(0, -1), `${name}.gz`)).toBe(false);
    }
  });
});
