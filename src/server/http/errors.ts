import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ErrorBody, FieldMessages } from '#shared/messages/api-errors.ts';
import { message, messageFor, type ApiMessage } from '#shared/messages/messages.ts';

/**
 * A message for an error: a catalogue entry (`message('notFound')`), or an English text a shared
 * module wrote, whose key is found by exact match (`messageFor`).
 */
export type MessageInput = ApiMessage | string;

/** Field name → message, for forms. */
export type FieldErrors = Record<string, MessageInput>;

const toMessage = (input: MessageInput): ApiMessage => (typeof input === 'string' ? messageFor(input) : input);

/** Thrown anywhere in a request; the app's error handler turns it into the one JSON error shape. */
export class ApiError extends Error {
  readonly code: ApiMessage['code'];
  readonly params?: ApiMessage['params'];
  readonly fields?: FieldMessages;

  constructor(
    readonly status: ContentfulStatusCode,
    what: MessageInput,
    fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    const { code, message: text, params } = toMessage(what);
    super(text);
    this.code = code;
    if (params) this.params = params;
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([field, m]) => [field, toMessage(m)]));
  }
}

export const badRequest = (what: MessageInput, fields?: FieldErrors) => new ApiError(400, what, fields);
export const invalid = (fields: FieldErrors, what: MessageInput = message('fieldsInvalid')) => new ApiError(422, what, fields);
export const unauthorized = (what: MessageInput = message('signIn')) => new ApiError(401, what);
export const forbidden = (what: MessageInput = message('noAccess')) => new ApiError(403, what);
export const notFound = (what: MessageInput = message('notFound')) => new ApiError(404, what);
export const conflict = (what: MessageInput, fields?: FieldErrors) => new ApiError(409, what, fields);
export const tooLarge = (what: MessageInput, fields?: FieldErrors) => new ApiError(413, what, fields);
export const tooManyRequests = (what: MessageInput, retryAfterSeconds: number) =>
  new ApiError(429, what, undefined, { 'Retry-After': String(retryAfterSeconds) });
export const serviceUnavailable = (what: MessageInput = message('unavailable')) => new ApiError(503, what);

export function errorJson(c: Context, error: ApiError): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.params) body.error.params = error.params;
  if (error.fields && Object.keys(error.fields).length > 0) body.error.fields = error.fields;
  return c.json(body, error.status, error.headers);
}

/** The first message per field path, as forms show one message per field; each with its catalogue key. */
export function fieldsFromZod(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[[...issue.path, k].join('.')] ??= message('fieldNotAllowed');
      continue;
    }
    fields[key] ??= messageFor(issue.message);
  }
  return fields;
}
