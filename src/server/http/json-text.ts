import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

const encoder = new TextEncoder();

/**
 * A value as the UTF-8 bytes of its JSON, for a page kept and sent many times: encoded once, when kept, rather than
 * on every response, and held outside the JavaScript heap (decision 0235). The bytes have an ArrayBuffer of their own,
 * of exactly their length. `Buffer.from()` cuts a string under half of `Buffer.poolSize` out of a shared pool, and a
 * kept page would hold that whole pool for as long as it is kept: 64 KB on Node 24 for a page of 20–30 KB (8 KB on
 * Node 20), which made the listing cache's 2.5 MB of pages hold 6 MB (decision 0244).
 */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return encoder.encode(JSON.stringify(value));
}

/**
 * JSON already serialised (a kept page) sent as is, typed as `c.json` of `T` would be, so that the route's
 * response contract is still checked where the handler returns it.
 */
export function jsonText<T>(c: Context, json: Uint8Array<ArrayBuffer>) {
  return c.body(json, 200, { 'Content-Type': 'application/json' }) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
