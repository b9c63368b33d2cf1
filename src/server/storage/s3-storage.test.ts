import { ListPartsCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';
import { createS3Storage, PART_SIZE, type S3Storage } from './s3-storage.ts';
import { startS3rver, type S3TestServer } from './s3rver.test-support.ts';
import { newStorageKey } from './storage.ts';
import { describeStorageContract } from './storage-contract.test-support.ts';

let server: S3TestServer;
const opened: S3Storage[] = [];
beforeAll(async () => {
  server = await startS3rver();
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await server.close();
});

function storageAt(bucket: string, prefix?: string): S3Storage {
  const storage = createS3Storage(server.storageUrl(bucket, prefix));
  opened.push(storage);
  return storage;
}

describeStorageContract('S3 storage', async () => {
  const bucket = await server.createBucket();
  return {
    storage: storageAt(bucket),
    storedKeys: () => server.objectKeys(bucket),
    leftovers: async () => (await server.pendingUploads(bucket)).map((u) => u.key),
  };
});

const MB = 1024 * 1024;
/** Deterministic bytes, one megabyte per chunk, so a body can be checked without keeping it. */
const chunkOf = (index: number) => Buffer.alloc(MB, index % 251);

async function sha256(stream: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { hash: hash.digest('hex'), size };
}

describe('S3 storage with large bodies', () => {
  it('streams a 25 MB body up in parts that reach the server before the body has ended, and streams it back', async () => {
    const bucket = await server.createBucket();
    const storage = storageAt(bucket);
    const key = newStorageKey();
    const chunks = 25;
    let partsStoredBeforeTheEnd = 0;
    const body = (async function* () {
      for (let i = 0; i < chunks; i += 1) {
        if (i === chunks - 1) {
          const [pending] = await server.pendingUploads(bucket);
          expect(pending?.key).toBe(key);
          const listed = await server.client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: pending!.uploadId }));
          partsStoredBeforeTheEnd = listed.Parts?.length ?? 0;
        }
        yield chunkOf(i);
      }
    })();
    await storage.put(key, body);

    expect(partsStoredBeforeTheEnd).toBeGreaterThanOrEqual(1);
    expect(await server.pendingUploads(bucket)).toEqual([]);
    expect(await server.objectKeys(bucket)).toEqual([key]);
    const expected = await sha256((function* () {
      for (let i = 0; i < chunks; i += 1) yield chunkOf(i);
    })());
    const stored = await storage.get(key);
    expect(stored).toBeInstanceOf(Readable);
    expect(await sha256(stored as Readable)).toEqual(expected);
    expect(expected.size).toBe(chunks * MB);
  });

  it('aborts the multipart upload when the body fails after parts were sent, leaving no object and no pending upload', async () => {
    const bucket = await server.createBucket();
    const storage = storageAt(bucket);
    const key = newStorageKey();
    const failure = new Error('client went away');
    let uploadsWhenFailing: { key: string }[] = [];
    const body = (async function* () {
      for (let i = 0; i < (2 * PART_SIZE) / MB + 2; i += 1) yield chunkOf(i);
      uploadsWhenFailing = await server.pendingUploads(bucket);
      throw failure;
    })();
    await expect(storage.put(key, body)).rejects.toBe(failure);

    expect(uploadsWhenFailing.map((u) => u.key)).toEqual([key]);
    expect(server.abortedUploads).toContain(key);
    expect(await server.pendingUploads(bucket)).toEqual([]);
    expect(await server.objectKeys(bucket)).toEqual([]);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });
});

describe('S3 storage under a key prefix', () => {
  it('keeps objects under the prefix, out of sight of a storage on the same bucket without it', async () => {
    const bucket = await server.createBucket();
    const prefixed = storageAt(bucket, 'tenant-a/documents');
    const bare = storageAt(bucket);
    const key = newStorageKey();
    await prefixed.put(key, new TextEncoder().encode('inside'));

    expect(await server.objectKeys(bucket)).toEqual([`tenant-a/documents/${key}`]);
    expect(await prefixed.exists(key)).toBe(true);
    expect(await bare.exists(key)).toBe(false);
    expect(await bare.get(key)).toBeNull();
    await bare.delete(key);
    expect(await prefixed.exists(key)).toBe(true);
    await prefixed.delete(key);
    expect(await server.objectKeys(bucket)).toEqual([]);
  });
});

describe('choosing S3 storage from STORAGE_URL', () => {
  it('opens the bucket the URL names, with the credentials the URL carries', async () => {
    const bucket = await server.createBucket();
    const storage = await createStorage({ STORAGE_URL: server.storageUrl(bucket), dataDir: '/nonexistent' });
    opened.push(storage as S3Storage);
    const key = newStorageKey();
    await storage.put(key, new TextEncoder().encode('hello'));
    expect(await server.objectKeys(bucket)).toEqual([key]);
  });

  it('refuses to start on a bucket that does not exist, naming the bucket and the server', async () => {
    await expect(createStorage({ STORAGE_URL: server.storageUrl('no-such-bucket'), dataDir: '/nonexistent' })).rejects.toThrow(
      new RegExp(`^Storage bucket "no-such-bucket" at ${server.endpoint.replace(/\./g, '\\.')} is not usable: NotFound \\(HTTP 404\\)`),
    );
  });

  it('refuses to start with an unknown access key, without repeating the secret', async () => {
    const url = server.storageUrl().replace('S3RVER:S3RVER@', 'SOMEONE-ELSE:top-secret-value@');
    const attempt = createStorage({ STORAGE_URL: url, dataDir: '/nonexistent' });
    await expect(attempt).rejects.toThrow(/^Storage bucket "documents" at http:\/\/127\.0\.0\.1:\d+ is not usable: .*\(HTTP 403\)/);
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).not.toContain('top-secret-value');
  });
});
