import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * A value as the UTF-8 bytes of its JSON, for a page kept and sent many times: encoded once, when kept, rather than
 * on every response, and held outside the JavaScript heap (decision 0157).
 */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return Buffer.from(JSON.stringify(value));
}

/**
 * JSON already serialised (a kept page) sent as is, typed as `c.json` of `T` would be, so that the route's
 * response contract is still checked where the handler returns it.
 */
export function jsonText<T>(c: Context, json: Uint8Array<ArrayBuffer>) {
  return c.body(json, 200, { 'Content-Type': 'application/json' }) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
