import type { ErrorBody, FieldMessages } from '../../shared/api-errors.ts';
import { rememberMessage, type ApiMessage, type MessageParams } from '../../shared/message-registry.ts';

// Not the catalogue (shared/messages.ts): the home page's bundle takes only what it uses.
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
    rememberMessage({ code, message: text, ...(params && { params }) });
    for (const field of Object.values(fields)) rememberMessage(field);
  }
}

const verbatim = (text: string): ApiMessage => ({ code: 'verbatim', message: text, params: { text } });

/** The error of a refused answer, from its JSON body when it has the API's shape. */
export function errorFromBody(status: number, data: unknown, statusText: string): ApiRequestError {
  const error = (data as Partial<ErrorBody> | undefined)?.error;
  return new ApiRequestError(status, typeof error?.code === 'string' && typeof error.message === 'string' ? error : verbatim(statusText || 'Request failed.'));
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
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
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
