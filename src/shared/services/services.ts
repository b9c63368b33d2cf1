import { z } from 'zod';
import { DEFAULT_URGENCY, SERVICE_REQUEST_STATUSES, SERVICE_TYPES, URGENCIES } from '../enums.ts';
import { messages, messageText } from '../messages/messages.ts';
import { SERVICE_DESCRIPTION_MAX_LENGTH } from './service-catalogue.ts';

// Service requests on the wire (spec section 9); the catalogue itself is in service-catalogue.ts.

/** A new service request as a client may send it; user, status and cost are never the client's to set. */
export const createServiceRequestSchema = z.strictObject({
  service_type: z.enum(SERVICE_TYPES),
  description: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(SERVICE_DESCRIPTION_MAX_LENGTH, messages.serviceDescriptionTooLong),
  urgency: z.enum(URGENCIES).default(DEFAULT_URGENCY),
  /** The deal the service is for (either party of an open deal may link one; issue 17). */
  deal_id: z.uuid(messageText('dealUnknown')).optional(),
  /** A saved valuation estimate of the requester's own, attached to a Valuation request (issue 22). */
  valuation_estimate_id: z.uuid(messageText('valuationUnknown')).optional(),
});
export type CreateServiceRequestInput = z.input<typeof createServiceRequestSchema>;
export type CreateServiceRequest = z.output<typeof createServiceRequestSchema>;

/** A service request as the API returns it to its owner. */
export const serviceRequestSchema = z.object({
  id: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  description: z.string(),
  urgency: z.enum(URGENCIES),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  estimated_cost: z.number().nullable(),
  /** The deal it was requested from, if any. */
  deal_id: z.string().nullable().optional(),
  /** The valuation estimate attached, if any. */
  valuation_estimate_id: z.string().nullable().optional(),
  created_at: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const serviceRequestPageSchema = z.object({
  items: z.array(serviceRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ServiceRequestPage = z.infer<typeof serviceRequestPageSchema>;
