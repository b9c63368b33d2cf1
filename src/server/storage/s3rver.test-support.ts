import { CreateBucketCommand, ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// A real S3-compatible server for the tests: s3rver, in this process, on a free loopback port,
// keeping its objects in a temporary folder. s3rver 3.7 lacks three multipart operations that
// the tests need to see what a failed upload leaves behind; `multipartExtras` adds them over
// s3rver's own upload folders (`<bucket>/._S3rver_uploads/<uploadId>/{key,1,2,…}`).

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
export const DEFAULT_BUCKET = 'documents';

export interface S3TestServer {
  endpoint: string;
  client: S3Client;
  /** An s3:// STORAGE_URL for a bucket of this server, with the credentials in it. */
  storageUrl(bucket?: string, prefix?: string): string;
  /** A new, empty bucket. */
  createBucket(): Promise<string>;
  objectKeys(bucket?: string): Promise<string[]>;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(bucket?: string): Promise<{ key: string; uploadId: string }[]>;
  /** The keys of the multipart uploads aborted so far, in order. */
  abortedUploads: string[];
  close(): Promise<void>;
}

export async function startS3rver(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: DEFAULT_BUCKET }] });
  const abortedUploads: string[] = [];
  server.middleware.unshift(multipartExtras(server, directory, abortedUploads));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });
  let buckets = 0;
  return {
    endpoint,
    client,
    abortedUploads,
    storageUrl: (bucket = DEFAULT_BUCKET, prefix = '') =>
      `s3://${ACCESS_KEY}:${SECRET_KEY}@${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
    async createBucket() {
      buckets += 1;
      const name = `bucket-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async objectKeys(bucket = DEFAULT_BUCKET) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async pendingUploads(bucket = DEFAULT_BUCKET) {
      const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      return (listed.Uploads ?? []).map((upload) => ({ key: upload.Key ?? '', uploadId: upload.UploadId ?? '' }));
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** ListMultipartUploads, ListParts and AbortMultipartUpload, for path-style requests. */
function multipartExtras(server: S3rver, directory: string, aborted: string[]): S3rver['middleware'][number] {
  return async (ctx, next) => {
    const [bucket, ...keyParts] = ctx.path.split('/').slice(1).map(decodeURIComponent);
    if (!bucket || !fs.existsSync(path.join(directory, bucket))) return next();
    const uploadsDir = server.store.getResourcePath(bucket, undefined, 'uploads');
    const key = keyParts.join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;

    if (ctx.method === 'GET' && key === '' && 'uploads' in ctx.query) {
      const uploads = (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []).filter((id) => fs.existsSync(path.join(uploadsDir, id, 'key')));
      const entries = uploads.map((id) => ({ id, key: fs.readFileSync(path.join(uploadsDir, id, 'key'), 'utf8') }));
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      return xml(ctx, 'ListMultipartUploadsResult', [
        tag('Bucket', bucket), tag('IsTruncated', 'false'),
        ...entries.filter((u) => u.key.startsWith(prefix)).map((u) => `<Upload>${tag('Key', u.key)}${tag('UploadId', u.id)}</Upload>`),
      ]);
    }
    if (key === '' || uploadId === undefined || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();

    const uploadDir = path.join(uploadsDir, uploadId);
    if (!/^[0-9a-f]+$/.test(uploadId) || !fs.existsSync(uploadDir) || fs.readFileSync(path.join(uploadDir, 'key'), 'utf8') !== key) {
      ctx.status = 404;
      return xml(ctx, 'Error', [tag('Code', 'NoSuchUpload'), tag('Message', 'The specified upload does not exist.')]);
    }
    if (ctx.method === 'DELETE') {
      fs.rmSync(uploadDir, { recursive: true, force: true });
      aborted.push(key);
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    // A part counts once s3rver has written its checksum, which it does when the part is complete.
    const parts = fs.readdirSync(uploadDir).filter((f) => /^\d+\.md5$/.test(f)).map((f) => Number.parseInt(f, 10)).sort((a, b) => a - b);
    return xml(ctx, 'ListPartsResult', [
      tag('Bucket', bucket), tag('Key', key), tag('UploadId', uploadId), tag('IsTruncated', 'false'),
      ...parts.map((n) => {
        const size = fs.statSync(path.join(uploadDir, String(n))).size;
        const md5 = fs.readFileSync(path.join(uploadDir, `${n}.md5`), 'utf8');
        return `<Part>${tag('PartNumber', String(n))}${tag('ETag', `"${md5}"`)}${tag('Size', String(size))}</Part>`;
      }),
    ]);
  };
}

function tag(name: string, value: string): string {
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<${name}>${escaped}</${name}>`;
}

function xml(ctx: Parameters<S3rver['middleware'][number]>[0], root: string, children: string[]): void {
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${children.join('')}</${root}>`;
}
