import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';
import { newStorageKey } from './storage.ts';
import { describeStorageContract } from './storage-contract.test-support.ts';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

function freshStorage(): LocalStorage {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-storage-test-'));
  return createLocalStorage(dataDir);
}

describeStorageContract('local storage', async () => {
  const storage = freshStorage();
  return {
    storage,
    storedKeys: async () => fs.readdirSync(storage.root).filter((f) => f !== '.tmp').sort(),
    leftovers: async () => fs.readdirSync(storage.tempDir),
  };
});

describe('local storage', () => {
  it('keeps files under <DATA_DIR>/documents, beside only its temporary folder', async () => {
    const storage = freshStorage();
    expect(storage.root).toBe(path.join(dataDir!, 'documents'));
    const key = newStorageKey();
    await storage.put(key, new TextEncoder().encode('bytes'));
    expect(fs.readFileSync(path.join(dataDir!, 'documents', key), 'utf8')).toBe('bytes');
    expect(fs.readdirSync(storage.root).sort()).toEqual(['.tmp', key].sort());
  });

  it('writes nothing outside its folder for a key that tries to leave it', async () => {
    const storage = freshStorage();
    await expect(storage.put('../escape', new Uint8Array([1]))).rejects.toThrow(/Not a storage key/);
    expect(fs.existsSync(path.join(dataDir!, 'escape'))).toBe(false);
    expect(fs.readdirSync(dataDir!)).toEqual(['documents']);
  });
});
