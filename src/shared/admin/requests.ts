import { z } from 'zod';
import { CURRENCIES, SERVICE_REQUEST_STATUSES } from '../enums.ts';
import { message, messageText } from '../messages/messages.ts';
import { serviceRequestSchema } from '../services/services.ts';
import { MAX_ESTIMATED_COST, requiresEstimatedCost } from '../services/service-request-workflow.ts';
import { pageOf, personSchema } from './paging.ts';

// Service Requests (spec section 2 "Admin panel", section 7 admin calls).

/** Spec: a service type shows with its underscores as spaces. */
export const serviceTypeText = (serviceType: string): string => serviceType.replaceAll('_', ' ');

function illegalTransition(from: string, to: string) {
  return message('illegalTransition', { from: serviceTypeText(from), to: serviceTypeText(to) });
}

export const requestMessages = {
  costRequired: messageText('costRequired'),
  costRange: messageText('costRange'),
  costOnlyWhenAssigning: messageText('costOnlyWhenAssigning'),
  /** The key and values too, as the API sends them: a status reads with its underscores as spaces. */
  illegalTransitionMessage: illegalTransition,
  illegalTransition: (from: string, to: string) => illegalTransition(from, to).message,
} as const;

/** A service request as the admin sees it: the requester's own view, with who asked and the last change. */
export const adminServiceRequestSchema = serviceRequestSchema.extend({
  updated_at: z.string(),
  requester: personSchema,
  /** The deal the request was made from, if any (issue 17): the admin sees the link. */
  deal_id: z.string().nullable(),
  /** The requester's saved valuation estimate attached (issue 22): its range; the report is
   *  GET /api/valuation/estimates/{id}/report.pdf. */
  valuation_estimate: z
    .object({ id: z.string(), low: z.number(), mid: z.number(), high: z.number(), currency: z.enum(CURRENCIES), created_at: z.string() })
    .nullable(),
});
export type AdminServiceRequest = z.infer<typeof adminServiceRequestSchema>;
export const adminServiceRequestPageSchema = pageOf(adminServiceRequestSchema);
export type AdminServiceRequestPage = z.infer<typeof adminServiceRequestPageSchema>;

/** Admin request update (spec section 7): a status, and the quote when assigning. */
export const updateServiceRequestSchema = z
  .strictObject({
    status: z.enum(SERVICE_REQUEST_STATUSES),
    estimated_cost: z
      .number({ error: requestMessages.costRequired })
      .min(0, requestMessages.costRange)
      .max(MAX_ESTIMATED_COST, requestMessages.costRange)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (requiresEstimatedCost(value.status) && value.estimated_cost === undefined) {
      ctx.addIssue({ code: 'custom', path: ['estimated_cost'], message: requestMessages.costRequired });
    }
    if (!requiresEstimatedCost(value.status) && value.estimated_cost !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['estimated_cost'], message: requestMessages.costOnlyWhenAssigning });
    }
  });
export type UpdateServiceRequest = z.infer<typeof updateServiceRequestSchema>;
