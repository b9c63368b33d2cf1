import type { ServiceType } from '../enums.ts';

// The professional services offering (spec sections 2, 3 and 9). Plain data without zod, so that the
// services page loads none: the request schemas are in services.ts, for the lazily loaded dialog.

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

export const SERVICE_REQUESTS_PAGE_SIZE = 20;
export const SERVICE_REQUESTS_MAX_PAGE_SIZE = 50;
