import type { ErrorBody, FieldMessages } from '#shared/messages/api-errors.ts';
import type { RequestOptions, ResponseOf, Route } from './endpoints.ts';
import { rememberMessage, type ApiMessage, type MessageParams } from '#shared/messages/message-registry.ts';

// Not the catalogue (shared/messages/messages.ts): the home page's bundle takes only what it uses.
export const UNREACHABLE: ApiMessage = { code: 'unreachable', message: 'The server could not be reached.' };

/** An API answer that was not 2xx: the server's message key and values, and its field messages when a form was refused. */
export class ApiRequestError extends Error {
  readonly code: ApiMessage['code'];
  readonly params?: MessageParams;
  readonly fields: FieldMessages;

  constructor(
    readonly status: number,
    { code, message: text, params, fields = {} }: ApiMessage & { fields?: FieldMessages },
  ) {
    super(text);
    this.code = code;
    if (params) this.params = params;
    this.fields = fields;
    // Their English texts lead back to the keys (forms and alerts word what they are given).
    for (const entry of [{ code, message: text, ...(params && { params }) }, ...Object.values(fields)]) {
      if (entry.code !== 'verbatim') rememberMessage(entry);
    }
  }
}

const verbatim = (text: string): ApiMessage => ({ code: 'verbatim', message: text, params: { text } });

/** The error of a refused answer, from its JSON body when it has the API's shape. */
export function errorFromBody(status: number, data: unknown, statusText: string): ApiRequestError {
  const error = (data as Partial<ErrorBody> | undefined)?.error;
  return new ApiRequestError(status, typeof error?.code === 'string' && typeof error.message === 'string' ? error : verbatim(statusText || 'Request failed.'));
}

const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * Calls one of the API's routes (lib/api/endpoints.ts): `api('GET /api/admin/businesses/:id', { params: { id } })`.
 * The body and the answer have the types of the route's declaration on the server.
 */
export async function api<R extends Route>(
  route: R,
  ...[options = {} as RequestOptions<R>]: Partial<RequestOptions<R>> extends RequestOptions<R> ? [RequestOptions<R>?] : [RequestOptions<R>]
): Promise<ResponseOf<R>> {
  const { params, body, search = '', signal } = options as { params?: Record<string, string>; body?: unknown; search?: string; signal?: AbortSignal };
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = fillPath(route.slice(space + 1), params) + search;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, UNREACHABLE);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw errorFromBody(response.status, data, response.statusText);
  // The route's declared answer, which the server's handler must return to compile.
  return data as ResponseOf<R>;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
