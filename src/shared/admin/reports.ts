import { z } from 'zod';
import { DEAL_STAGES, DEAL_SIDES, REPORT_STATUSES } from '../deals/room.ts';
import { messageText } from '../messages/messages.ts';
import { adminPageQuerySchema, pageOf, personSchema } from './paging.ts';

// Reports (issue 17, section 3): reported deal messages with their context, and the admin's two answers,
// Dismiss and Suspend sender (decision 0115).

/** Messages shown before and after the reported one, from the same deal. */
export const REPORT_CONTEXT_MESSAGES = 3;

export const adminReportQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES, { error: messageText('choose') }).default('open'),
});
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

export const reportContextMessageSchema = z.object({
  id: z.string(),
  /** Empty for a deleted message, except the reported one, which an admin always reads. */
  body: z.string(),
  deleted: z.boolean(),
  sender_name: z.string(),
  side: z.enum(DEAL_SIDES),
  created_at: z.string(),
  /** This is the reported message. */
  reported: z.boolean(),
});
export type ReportContextMessage = z.infer<typeof reportContextMessageSchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.object({ id: z.string(), full_name: z.string() }).nullable(),
  message: z.object({ id: z.string(), body: z.string(), deleted: z.boolean(), created_at: z.string() }),
  sender: personSchema.extend({ suspended: z.boolean(), side: z.enum(DEAL_SIDES) }),
  reporter: personSchema,
  deal: z.object({
    id: z.string(),
    stage: z.enum(DEAL_STAGES),
    company_name: z.string().nullable(),
    owner: z.object({ id: z.string(), full_name: z.string() }),
    investor: z.object({ id: z.string(), full_name: z.string() }),
  }),
  /** Oldest first: a few messages before the reported one, it, and a few after. */
  context: z.array(reportContextMessageSchema),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = pageOf(adminReportSchema);
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;

export const suspendSenderResultSchema = z.object({
  report: adminReportSchema,
  /** Open reports of the sender's messages resolved by this action (this one included). */
  resolved_reports: z.number().int(),
});
export type SuspendSenderResult = z.infer<typeof suspendSenderResultSchema>;
