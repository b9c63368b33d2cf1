import { createRoute } from '@hono/zod-openapi';
import { mailboxListSchema, mailboxMessageSchema } from '#shared/admin/mailbox.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, idParams, tags } from './admin-shared.ts';

export const listMailbox = createRoute({
  method: 'get',
  path: '/api/admin/mailbox',
  tags,
  summary: 'Mail delivered to the local mailbox (no SMTP_URL, outside production), newest first',
  middleware: [adminOnly] as const,
  responses: { 200: jsonContent(mailboxListSchema, 'The mailbox'), ...errorResponses(401, 403) },
});

export const readMailbox = createRoute({
  method: 'get',
  path: '/api/admin/mailbox/{id}',
  tags,
  summary: 'One message of the local mailbox, with its text and HTML parts',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: { 200: jsonContent(mailboxMessageSchema, 'The message'), ...errorResponses(401, 403, 404) },
});
