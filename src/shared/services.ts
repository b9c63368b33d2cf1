import { z } from 'zod';
import { DEFAULT_URGENCY, SERVICE_REQUEST_STATUSES, SERVICE_TYPES, URGENCIES, type ServiceType } from './enums.ts';
import { messages } from './messages.ts';

// The professional services offering (spec sections 2, 3 and 9).

/** The spec's service names (section 9 table) and the service_type each is stored as. */
export const SERVICE_TYPE_BY_NAME = {
  valuation: 'valuation',
  'due diligence': 'due_diligence',
  'legal drafting': 'legal_drafting',
  'review and advice': 'review_advice',
  'SOP services': 'sop_services',
  'digital transformation': 'digital_transformation',
  'project reports': 'project_reports',
  'financial audit': 'audit',
  'financial statement preparation': 'financial_statements',
} as const satisfies Record<string, ServiceType>;
export type ServiceName = keyof typeof SERVICE_TYPE_BY_NAME;

export interface ServiceOffering {
  name: ServiceName;
  service_type: ServiceType;
  /** Starting price in US dollars. */
  price_from: number;
  timeline: string;
}

const offering = (name: ServiceName, price_from: number, timeline: string): ServiceOffering => ({
  name,
  service_type: SERVICE_TYPE_BY_NAME[name],
  price_from,
  timeline,
});

/** The catalogue in the spec's order, prices and timelines as its section 9 table gives them. */
export const SERVICE_CATALOGUE: readonly ServiceOffering[] = [
  offering('valuation', 2500, '7-14 days'),
  offering('due diligence', 7500, '2-6 weeks'),
  offering('legal drafting', 3000, '1-2 weeks'),
  offering('review and advice', 1500, '5-10 days'),
  offering('SOP services', 4000, '2-4 weeks'),
  offering('digital transformation', 10000, '4-12 weeks'),
  offering('project reports', 5000, '3-6 weeks'),
  offering('financial audit', 5000, '3-4 weeks'),
  offering('financial statement preparation', 1500, '1-2 weeks'),
];

export function serviceOffering(serviceType: ServiceType): ServiceOffering {
  const found = SERVICE_CATALOGUE.find((s) => s.service_type === serviceType);
  if (!found) throw new Error(`No catalogue entry for ${serviceType}`);
  return found;
}

export const SERVICE_DESCRIPTION_MAX_LENGTH = 2000;

/** A new service request as a client may send it; user, status and cost are never the client's to set. */
export const createServiceRequestSchema = z.strictObject({
  service_type: z.enum(SERVICE_TYPES),
  description: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(SERVICE_DESCRIPTION_MAX_LENGTH, messages.serviceDescriptionTooLong),
  urgency: z.enum(URGENCIES).default(DEFAULT_URGENCY),
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
  created_at: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const SERVICE_REQUESTS_PAGE_SIZE = 20;
export const SERVICE_REQUESTS_MAX_PAGE_SIZE = 50;

export const serviceRequestPageSchema = z.object({
  items: z.array(serviceRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ServiceRequestPage = z.infer<typeof serviceRequestPageSchema>;
