import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** Field name → message, for forms. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

/** Thrown anywhere in a request; the app's error handler turns it into the one JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new ApiError(400, 'bad_request', message, fields);
export const invalid = (fields: FieldErrors, message = 'Some fields are not valid.') =>
  new ApiError(422, 'validation_failed', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const conflict = (message: string, fields?: FieldErrors) => new ApiError(409, 'conflict', message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new ApiError(503, 'unavailable', message);

export function errorJson(c: Context, error: ApiError): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields && Object.keys(error.fields).length > 0) body.error.fields = error.fields;
  return c.json(body, error.status, error.headers);
}

/** The first message per field path, as forms show one message per field. */
export function fieldsFromZod(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[[...issue.path, k].join('.')] ??= 'This field is not allowed.';
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}
