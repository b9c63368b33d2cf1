import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * JSON already serialised (a kept page) sent as is, typed as `c.json` of `T` would be, so that the route's
 * response contract is still checked where the handler returns it.
 */
export function jsonText<T>(c: Context, text: string) {
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
