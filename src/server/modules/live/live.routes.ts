import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../../auth/sessions.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorResponses } from '../../http/openapi.ts';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

export const events = createRoute({
  method: 'get',
  path: '/api/events',
  tags: ['live'],
  summary:
    "The signed-in user's live events as server-sent events: `deal` (a message, stage change, deletion or read receipt in one of their deals) " +
    'and `notifications` (the unread count). Each data line is a JSON LiveEvent; comments are heartbeats. Refetch what the event names. ' +
    'A session holds at most 6 open streams and a user 20 (429 beyond, the open ones go on); a stream ends when its session is revoked.',
  middleware: [signedIn] as const,
  responses: {
    200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'An open event stream' },
    ...errorResponses(401, 429),
  },
});
