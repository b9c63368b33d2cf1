import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-text.ts';

describe('jsonBytes', () => {
  it('encodes a kept page in an ArrayBuffer of its own, of exactly its length, whatever its size', () => {
    // Small pages and pages of a listing's size: Buffer.from() would put both in a shared pool (8 KB on Node 20, 64 KB
    // on Node 24), which a kept page would hold whole.
    for (const characters of [300, 3000, 20_000, 30_000]) {
      const page = { cards: [{ name: 'x'.repeat(characters), city: 'دبي' }] };
      const bytes = jsonBytes(page);
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
      expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(page);
    }
  });
});
