import { createRoute, z } from '@hono/zod-openapi';
import { markReadResultSchema, markReadSchema, notificationListSchema, unreadCountSchema } from '#shared/notifications.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['notifications'];

export const NOTIFICATIONS_MAX_LIMIT = 50;

export const list = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags,
  summary: "The signed-in user's notifications, newest first, a page of `limit` at a time, with the number still unread",
  request: {
    query: z.strictObject({
      limit: z.coerce
        .number({ error: 'Please enter a number.' })
        .int('Please enter a whole number.')
        .min(1, `The limit is between 1 and ${NOTIFICATIONS_MAX_LIMIT}.`)
        .max(NOTIFICATIONS_MAX_LIMIT, `The limit is between 1 and ${NOTIFICATIONS_MAX_LIMIT}.`)
        .default(10),
      page: z.coerce.number({ error: 'Please enter a number.' }).int('Please enter a whole number.').min(1).max(1000).default(1),
    }),
  },
  responses: {
    200: jsonContent(notificationListSchema, 'Notifications'),
    ...errorResponses(401, 422),
  },
});

export const markRead = createRoute({
  method: 'post',
  path: '/api/notifications/read',
  tags,
  summary: "Mark the signed-in user's notifications read: those listed in ids, or all of them",
  request: {
    body: jsonBody(markReadSchema),
  },
  responses: {
    200: jsonContent(markReadResultSchema, 'Marked read'),
    ...errorResponses(401, 422),
  },
});

export const unread = createRoute({
  method: 'get',
  path: '/api/notifications/unread-count',
  tags,
  summary: "How many of the signed-in user's notifications are unread (the header's bell)",
  responses: {
    200: jsonContent(unreadCountSchema, 'The unread count'),
    ...errorResponses(401),
  },
});
