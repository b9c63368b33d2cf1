import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { newStorageKey, type Storage } from './storage.ts';

// What every storage driver promises (storage.ts), run against each real driver by its own test file.

export interface StorageUnderTest {
  storage: Storage;
  /** The keys the driver's backing store holds now, as the driver would name them. */
  storedKeys(): Promise<string[]>;
  /** Whatever a half-done put may leave (temporary files, pending multipart uploads); should stay empty. */
  leftovers(): Promise<string[]>;
}

/** Declares the shared cases; `setup` runs before each and gives a driver over an empty store. */
export function describeStorageContract(driver: string, setup: () => Promise<StorageUnderTest>) {
  describe(`${driver}: the storage contract`, () => {
    let under: StorageUnderTest;
    beforeEach(async () => {
      under = await setup();
    });

    const read = async (key: string) => {
      const body = await under.storage.get(key);
      return body ? text(body) : null;
    };

    it('reads back what it stored from bytes, Node streams, web streams and async iterables', async () => {
      const { storage } = under;
      const keys = [newStorageKey(), newStorageKey(), newStorageKey(), newStorageKey()];
      await storage.put(keys[0]!, new TextEncoder().encode('bytes'));
      await storage.put(keys[1]!, Readable.from([Buffer.from('node '), Buffer.from('stream')]));
      await storage.put(keys[2]!, new Blob(['web stream']).stream());
      await storage.put(keys[3]!, (async function* () {
        yield new TextEncoder().encode('iter');
        yield new TextEncoder().encode('able');
      })());
      expect(await Promise.all(keys.map(read))).toEqual(['bytes', 'node stream', 'web stream', 'iterable']);
      expect(await under.storedKeys()).toEqual([...keys].sort());
    });

    it('stores an empty body as an empty object, and a second put under a key replaces the first', async () => {
      const key = newStorageKey();
      await under.storage.put(key, new Uint8Array(0));
      expect(await read(key)).toBe('');
      await under.storage.put(key, new TextEncoder().encode('second'));
      expect(await read(key)).toBe('second');
      expect(await under.storedKeys()).toEqual([key]);
    });

    it('answers null and false for a missing key, and deleting it twice is not an error', async () => {
      const { storage } = under;
      const key = newStorageKey();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, new Uint8Array([1, 2, 3]));
      expect(await storage.exists(key)).toBe(true);
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    });

    it('leaves nothing behind when the body fails midway, and rethrows the body’s own error', async () => {
      const key = newStorageKey();
      const failure = new Error('too large');
      const failing = (async function* () {
        yield new Uint8Array(64 * 1024);
        throw failure;
      })();
      await expect(under.storage.put(key, failing)).rejects.toBe(failure);
      expect(await under.storage.exists(key)).toBe(false);
      expect(await under.storedKeys()).toEqual([]);
      expect(await under.leftovers()).toEqual([]);
    });

    it('leaves nothing behind, even a moment later, when bodies fail before their first byte', async () => {
      const failure = new Error('not multipart');
      // A failing iterable ends a pipeline before its destination file has even opened: the clean-up must not run
      // ahead of that opening, or the temporary file appears after it.
      const failing = (): AsyncIterable<Uint8Array> => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(failure) }) });
      const settled = await Promise.allSettled(Array.from({ length: 8 }, () => under.storage.put(newStorageKey(), failing())));
      expect(settled).toEqual(Array.from({ length: 8 }, () => ({ status: 'rejected', reason: failure })));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await under.storedKeys()).toEqual([]);
      expect(await under.leftovers()).toEqual([]);
    });

    it('refuses keys it did not make, so no key can name anything outside its store', async () => {
      const { storage } = under;
      for (const key of ['../escape', '/etc/passwd', 'a/b', '', '.tmp', `${newStorageKey()}/../x`, newStorageKey().toUpperCase()]) {
        await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/Not a storage key/);
        await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
        await expect(storage.exists(key)).rejects.toThrow(/Not a storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
      }
      expect(await under.storedKeys()).toEqual([]);
      expect(await under.leftovers()).toEqual([]);
    });
  });
}
