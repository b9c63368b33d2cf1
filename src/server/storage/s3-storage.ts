import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { isStorageKey, toReadable, type Storage, type StorageBody } from './storage.ts';
import { parseStorageUrl, StorageUrlError, type S3Location } from './storage-url.ts';

/** The smallest part S3 accepts; an upload holds at most QUEUE_SIZE parts in memory at once. */
export const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * Documents as objects in an S3-compatible bucket, under an optional key prefix. Uploads stream
 * in parts (a body up to one part goes in one PutObject), and an upload that fails is aborted,
 * so an object appears under its key only once complete, as with the local folder.
 */
export class S3Storage implements Storage {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    readonly prefix: string,
    private readonly describe: string,
  ) {}

  async put(key: string, body: StorageBody): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body instanceof Uint8Array ? body : toReadable(body) },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // We abort ourselves: lib-storage would throw the abort's failure in place of the body's error.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      if (upload.uploadId) await this.abortUpload(this.objectKey(key), upload.uploadId);
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!(Body instanceof Readable)) throw new Error('The S3 client did not answer with a Node stream.');
      return Body;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, so deleting twice is not an error.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  /** Fails with a clear message when the bucket cannot be reached with these settings. */
  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(`Storage ${this.describe} is not usable: ${reasonOf(error)}`, { cause: error });
    }
  }

  close(): void {
    this.client.destroy();
  }

  /** Only server-made keys map to an object, so no key can reach outside the prefix. */
  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return `${this.prefix}${key}`;
  }

  private async abortUpload(objectKey: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: objectKey, UploadId: uploadId }));
    } catch (error) {
      // The body's error is what the caller must see; the parts stay invisible until a lifecycle rule removes them.
      console.error(`Could not abort the multipart upload of ${objectKey} in ${this.describe}: ${reasonOf(error)}`);
    }
  }
}

/** Builds the driver from an s3:// STORAGE_URL (see storage-url.ts for its form). */
export function createS3Storage(url: string): S3Storage {
  const location = parseStorageUrl(url, '.');
  if (location.kind !== 's3') throw new StorageUrlError('is not an s3:// URL.');
  return s3StorageAt(location);
}

export function s3StorageAt(location: S3Location): S3Storage {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Without credentials in the URL the SDK's default chain applies (environment, shared files, instance role).
    credentials: location.credentials,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS },
  });
  const where = location.endpoint ? ` at ${new URL(location.endpoint).origin}` : '';
  return new S3Storage(client, location.bucket, location.prefix, `bucket "${location.bucket}"${where}`);
}

function isMissingObject(error: unknown): boolean {
  // HeadObject has no body, so its 404 is only "NotFound"; a missing bucket is caught by verify() at startup.
  const name = (error as { name?: unknown } | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** An SDK error in a few words, without request details (which may name credentials' key id). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const message = error.message && error.message !== error.name && error.message !== 'UnknownError' ? `: ${error.message}` : '';
  return `${error.name}${status ? ` (HTTP ${status})` : ''}${message}`;
}
