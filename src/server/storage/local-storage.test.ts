import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';
import { newStorageKey } from './storage.ts';

let dataDir: string;
let storage: LocalStorage;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-storage-test-'));
  storage = createLocalStorage(dataDir);
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const read = async (key: string) => {
  const body = await storage.get(key);
  if (!body) return null;
  return text(body);
};

describe('local storage', () => {
  it('keeps files under <DATA_DIR>/documents and reads back bytes, Node streams, web streams and iterables', async () => {
    expect(storage.root).toBe(path.join(dataDir, 'documents'));
    const keys = [newStorageKey(), newStorageKey(), newStorageKey(), newStorageKey()];
    await storage.put(keys[0]!, new TextEncoder().encode('bytes'));
    await storage.put(keys[1]!, Readable.from([Buffer.from('node '), Buffer.from('stream')]));
    await storage.put(keys[2]!, new Blob(['web stream']).stream());
    await storage.put(keys[3]!, (async function* () {
      yield new TextEncoder().encode('iter');
      yield new TextEncoder().encode('able');
    })());
    expect(await Promise.all(keys.map(read))).toEqual(['bytes', 'node stream', 'web stream', 'iterable']);
    expect(fs.readdirSync(storage.root).sort()).toEqual(['.tmp', ...keys].sort());
  });

  it('answers null and false for a missing key, and deleting it twice is not an error', async () => {
    const key = newStorageKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, new Uint8Array([1, 2, 3]));
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('leaves nothing behind, neither the file nor a temporary one, when the body fails midway', async () => {
    const key = newStorageKey();
    const failing = (async function* () {
      yield new Uint8Array(64 * 1024);
      throw new Error('too large');
    })();
    await expect(storage.put(key, failing)).rejects.toThrow('too large');
    expect(await storage.exists(key)).toBe(false);
    expect(fs.readdirSync(storage.tempDir)).toEqual([]);
    expect(fs.readdirSync(storage.root)).toEqual(['.tmp']);
  });

  it('refuses keys it did not make, so no key can name a path outside its folder', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/b', '', '.tmp', `${newStorageKey()}/../x`]) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/Not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
    }
    expect(fs.existsSync(path.join(dataDir, 'escape'))).toBe(false);
    expect(fs.readdirSync(storage.tempDir)).toEqual([]);
  });
});
