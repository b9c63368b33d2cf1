import { createRoute } from '@hono/zod-openapi';
import { adminReportPageSchema, adminReportQuerySchema, adminReportSchema, suspendSenderResultSchema } from '#shared/admin/reports.ts';
import { errorResponses, jsonContent } from '../../http/openapi.ts';
import { adminOnly, idParams, tags } from './admin-shared.ts';

export const listReports = createRoute({
  method: 'get',
  path: '/api/admin/reports',
  tags,
  summary: 'Reported deal messages (open by default), newest first, each with its sender, reporter, deal and context',
  description: 'The context is up to three messages before and three after the reported one in the same deal. Deleted ones show without text; the reported message always shows its text.',
  middleware: [adminOnly] as const,
  request: { query: adminReportQuerySchema },
  responses: {
    200: jsonContent(adminReportPageSchema, 'One page of reports'),
    ...errorResponses(401, 403, 422),
  },
});

export const dismissReport = createRoute({
  method: 'post',
  path: '/api/admin/reports/{id}/dismiss',
  tags,
  summary: 'Dismiss an open report (audited); a resolved one answers 409',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: {
    200: jsonContent(adminReportSchema, 'The report, dismissed'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const suspendSender = createRoute({
  method: 'post',
  path: '/api/admin/reports/{id}/suspend-sender',
  tags,
  summary: "Suspend the reported message's sender: no more sign-in, every session ended, every open report of their messages resolved",
  description:
    'One transaction, audited. A resolved report answers 409, and so does a sender who is an administrator. ' +
    'POST /api/admin/users/{id}/unsuspend reverses the suspension (the reports stay resolved).',
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: {
    200: jsonContent(suspendSenderResultSchema, 'The report after the action, and how many reports it resolved'),
    ...errorResponses(401, 403, 404, 409),
  },
});
