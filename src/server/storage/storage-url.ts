import path from 'node:path';
import { fileURLToPath } from 'node:url';

// STORAGE_URL says where documents live (docs/decisions/0018-object-storage.md):
//   unset                          → <DATA_DIR>/documents
//   file:///var/lib/dealbridge/docs → that folder
//   s3://[KEY:SECRET@]bucket[/prefix][?endpoint=…&region=…&forcePathStyle=true|false]
// Messages never repeat the URL or its parts beyond the bucket name: it may carry a secret.

export interface LocalLocation {
  kind: 'local';
  root: string;
}

export interface S3Location {
  kind: 's3';
  bucket: string;
  /** '' or a folder-like prefix ending in '/', put before every key. */
  prefix: string;
  /** A self-hosted server (MinIO, Ceph, Garage …); unset means AWS itself. */
  endpoint?: string;
  /** From the URL; otherwise us-east-1 with an endpoint, or the SDK's default chain (AWS_REGION …). */
  region?: string;
  forcePathStyle: boolean;
  /** From the URL's userinfo; otherwise the SDK's default chain (AWS_ACCESS_KEY_ID …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageLocation = LocalLocation | S3Location;

export class StorageUrlError extends Error {
  constructor(readonly problem: string) {
    super(`STORAGE_URL ${problem}`);
    this.name = 'StorageUrlError';
  }
}

const S3_PARAMETERS = ['endpoint', 'region', 'forcePathStyle'] as const;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;

export function parseStorageUrl(raw: string | undefined, dataDir: string): StorageLocation {
  const value = raw?.trim();
  if (!value) return { kind: 'local', root: path.join(dataDir, 'documents') };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError('is not a URL: use s3://bucket?endpoint=… or file:///folder, or leave it unset.');
  }
  if (url.protocol === 'file:') return fileLocation(url);
  if (url.protocol === 's3:') return s3Location(url);
  throw new StorageUrlError(`has the unsupported scheme "${url.protocol}": use s3:// or file://.`);
}

/** What is wrong with a STORAGE_URL ("has an unknown parameter …"), or undefined when it is usable. */
export function storageUrlProblem(raw: string | undefined): string | undefined {
  try {
    parseStorageUrl(raw, '.');
    return undefined;
  } catch (error) {
    if (error instanceof StorageUrlError) return error.problem;
    throw error;
  }
}

function fileLocation(url: URL): LocalLocation {
  if (url.host !== '' && url.host !== 'localhost') throw new StorageUrlError('must name a local folder (file:///folder), not a host.');
  if (url.search || url.hash) throw new StorageUrlError('takes no query or fragment for file://.');
  const root = fileURLToPath(url);
  if (root === path.parse(root).root) throw new StorageUrlError('must name a folder, not the file system root: e.g. file:///var/lib/dealbridge/documents.');
  return { kind: 'local', root };
}

function s3Location(url: URL): S3Location {
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    throw new StorageUrlError('must name a bucket of 3–63 lowercase letters, digits, dots or hyphens: s3://bucket?endpoint=….');
  }
  if (url.port) throw new StorageUrlError('has a port after the bucket name; put the server in ?endpoint=http://host:port.');
  if (url.hash) throw new StorageUrlError('takes no fragment (#…).');
  for (const name of new Set(url.searchParams.keys())) {
    if (!(S3_PARAMETERS as readonly string[]).includes(name)) {
      throw new StorageUrlError(`has an unknown parameter "${name}" (known: ${S3_PARAMETERS.join(', ')}).`);
    }
    if (url.searchParams.getAll(name).length > 1) throw new StorageUrlError(`repeats the parameter "${name}".`);
  }
  const endpoint = endpointOf(url.searchParams.get('endpoint'));
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !REGION.test(region)) throw new StorageUrlError('has a region that is not like us-east-1.');
  return {
    kind: 's3',
    bucket,
    prefix: prefixOf(url.pathname),
    endpoint,
    region: region ?? (endpoint ? 'us-east-1' : undefined),
    // Self-hosted servers rarely have a wildcard DNS name per bucket, so they get path-style by default.
    forcePathStyle: flagOf(url.searchParams.get('forcePathStyle'), endpoint !== undefined),
    credentials: credentialsOf(url),
  };
}

function endpointOf(value: string | null): string | undefined {
  if (value === null) return undefined;
  let endpoint: URL;
  try {
    endpoint = new URL(value);
  } catch {
    throw new StorageUrlError('has an endpoint that is not a URL: e.g. endpoint=http://127.0.0.1:9000.');
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') throw new StorageUrlError('has an endpoint that is not http:// or https://.');
  if (endpoint.username || endpoint.password) throw new StorageUrlError('has credentials in the endpoint; put them before the bucket: s3://KEY:SECRET@bucket.');
  if (endpoint.search || endpoint.hash) throw new StorageUrlError('has an endpoint with a query or fragment.');
  return endpoint.toString().replace(/\/$/, '');
}

function prefixOf(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/');
  if (segments.some((s) => !PREFIX_SEGMENT.test(s) || s === '.' || s === '..')) {
    throw new StorageUrlError('has a key prefix that is not folder names of letters, digits, ".", "_" or "-" separated by "/".');
  }
  return `${segments.join('/')}/`;
}

function flagOf(value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StorageUrlError('has forcePathStyle other than true or false.');
}

function credentialsOf(url: URL): S3Location['credentials'] {
  if (!url.username && !url.password) return undefined;
  if (!url.username || !url.password) throw new StorageUrlError('must carry both an access key and a secret (s3://KEY:SECRET@bucket), or neither.');
  try {
    return { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) };
  } catch {
    throw new StorageUrlError('has credentials that are not properly percent-encoded (a "/" in a secret is written %2F).');
  }
}
