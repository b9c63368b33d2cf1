import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createStorage } from './create-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { parseStorageUrl } from './storage-url.ts';

describe('STORAGE_URL', () => {
  it('defaults to the documents folder under DATA_DIR, and takes an absolute file:// folder', () => {
    expect(parseStorageUrl(undefined, '/srv/data')).toEqual({ kind: 'local', root: '/srv/data/documents' });
    expect(parseStorageUrl('  ', '/srv/data')).toEqual({ kind: 'local', root: '/srv/data/documents' });
    expect(parseStorageUrl('file:///var/lib/dealbridge/docs', '/srv/data')).toEqual({ kind: 'local', root: '/var/lib/dealbridge/docs' });
  });

  it('reads bucket, prefix, endpoint, region, path style and percent-encoded credentials from an s3:// URL', () => {
    expect(parseStorageUrl('s3://AKIA1:wJal%2Fr+X%40Y@dealbridge-docs/prod/documents/?endpoint=https://minio.internal:9000/&region=eu-west-2', '.')).toEqual({
      kind: 's3',
      bucket: 'dealbridge-docs',
      prefix: 'prod/documents/',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'wJal/r+X@Y' },
    });
  });

  it('leaves AWS itself to virtual-hosted addressing and the SDK’s own region and credential chain', () => {
    expect(parseStorageUrl('s3://dealbridge-docs', '.')).toEqual({
      kind: 's3', bucket: 'dealbridge-docs', prefix: '', endpoint: undefined, region: undefined, forcePathStyle: false, credentials: undefined,
    });
    expect(parseStorageUrl('s3://docs.example?endpoint=http://127.0.0.1:9000&forcePathStyle=false', '.')).toMatchObject({
      region: 'us-east-1', forcePathStyle: false,
    });
  });

  it.each([
    ['not a url', /is not a URL/],
    ['/var/lib/documents', /is not a URL/],
    ['https://bucket.s3.amazonaws.com', /unsupported scheme "https:"/],
    ['file:///', /not the file system root/],
    ['file://fileserver/share', /not a host/],
    ['s3://Upper_Case', /must name a bucket/],
    ['s3://ab', /must name a bucket/],
    ['s3://bucket:9000', /put the server in \?endpoint/],
    ['s3://bucket?endpont=http://x', /unknown parameter "endpont"/],
    ['s3://bucket?region=eu-west-1&region=us-east-1', /repeats the parameter "region"/],
    ['s3://bucket?endpoint=minio:9000', /endpoint that is not http/],
    ['s3://bucket?endpoint=nothing', /endpoint that is not a URL/],
    ['s3://bucket?region=EU WEST', /region that is not like us-east-1/],
    ['s3://bucket?endpoint=http://127.0.0.1:9000&forcePathStyle=yes', /forcePathStyle other than true or false/],
    ['s3://bucket/a//b', /key prefix/],
    ['s3://bucket/a b', /key prefix/],
    ['s3://KEYONLY@bucket', /both an access key and a secret/],
    ['s3://KEY:bad%E0%A4secret@bucket', /percent-encoded/],
    ['s3://bucket#x', /no fragment/],
  ])('refuses %s with a message saying what to write instead', (url, message) => {
    expect(() => parseStorageUrl(url, '.')).toThrow(message);
  });

  it('stops the configuration from loading, naming STORAGE_URL but never its secret', () => {
    const attempt = () => loadConfig({ STORAGE_URL: 's3://KEY:hunter2-secret@bucket?endpoint=http://127.0.0.1:9000&colour=blue' }, '/srv/app');
    expect(attempt).toThrow(/Invalid configuration:\n {2}STORAGE_URL: has an unknown parameter "colour"/);
    expect(() => attempt()).not.toThrow(/hunter2/);
    expect(loadConfig({ STORAGE_URL: 's3://bucket?endpoint=http://127.0.0.1:9000' }, '/srv/app').STORAGE_URL).toBe('s3://bucket?endpoint=http://127.0.0.1:9000');
  });

  it('opens the local driver on the folder the URL names, or <DATA_DIR>/documents when unset', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbridge-storage-url-'));
    try {
      const byDefault = await createStorage({ STORAGE_URL: undefined, dataDir });
      expect(byDefault).toBeInstanceOf(LocalStorage);
      expect((byDefault as LocalStorage).root).toBe(path.join(dataDir, 'documents'));
      const named = await createStorage({ STORAGE_URL: `file://${path.join(dataDir, 'elsewhere')}`, dataDir });
      expect((named as LocalStorage).root).toBe(path.join(dataDir, 'elsewhere'));
      expect(fs.readdirSync(dataDir).sort()).toEqual(['documents', 'elsewhere']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
