// The parts of s3rver (an S3 server for tests, without types of its own) that our tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    type: string;
  }

  type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => unknown;

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware stack, run in order for each request. */
    middleware: S3rverMiddleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
