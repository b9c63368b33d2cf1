import type { z } from '@hono/zod-openapi';
import { errorBodySchema as errorSchema } from '#shared/messages/api-errors.ts';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request',
  401: 'Not signed in',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Too large',
  422: 'Invalid fields',
  429: 'Too many attempts',
};

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true };
}

export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, jsonContent(errorSchema, ERROR_DESCRIPTIONS[s] ?? 'Error')])) as Record<
    S,
    ReturnType<typeof jsonContent<typeof errorSchema>>
  >;
}
