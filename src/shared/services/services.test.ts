import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '../enums.ts';
import { messages } from '../messages/messages.ts';
import { SERVICE_CATALOGUE, SERVICE_DESCRIPTION_MAX_LENGTH, SERVICE_TYPE_BY_NAME, serviceOffering } from './service-catalogue.ts';
import { createServiceRequestSchema } from './services.ts';

const fieldErrors = (input: unknown) => {
  const result = createServiceRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || i.code, i.message]));
};

describe('service catalogue (spec section 9)', () => {
  it('lists the nine services in the spec order with their prices and timelines', () => {
    expect(SERVICE_CATALOGUE.map((s) => [s.name, s.service_type, s.price_from, s.timeline])).toEqual([
      ['valuation', 'valuation', 2500, '7-14 days'],
      ['due diligence', 'due_diligence', 7500, '2-6 weeks'],
      ['legal drafting', 'legal_drafting', 3000, '1-2 weeks'],
      ['review and advice', 'review_advice', 1500, '5-10 days'],
      ['SOP services', 'sop_services', 4000, '2-4 weeks'],
      ['digital transformation', 'digital_transformation', 10000, '4-12 weeks'],
      ['project reports', 'project_reports', 5000, '3-6 weeks'],
      ['financial audit', 'audit', 5000, '3-4 weeks'],
      ['financial statement preparation', 'financial_statements', 1500, '1-2 weeks'],
    ]);
  });

  it('offers every service type exactly once', () => {
    expect([...SERVICE_CATALOGUE.map((s) => s.service_type)].sort()).toEqual([...SERVICE_TYPES].sort());
    expect(new Set(Object.values(SERVICE_TYPE_BY_NAME)).size).toBe(SERVICE_TYPES.length);
  });

  it('finds an offering by its service type', () => {
    expect(serviceOffering('audit')).toMatchObject({ name: 'financial audit', price_from: 5000 });
  });
});

describe('a new service request (spec section 5)', () => {
  it('needs a description and defaults the urgency to medium', () => {
    expect(createServiceRequestSchema.parse({ service_type: 'valuation', description: '  Value my firm  ' })).toEqual({
      service_type: 'valuation',
      description: 'Value my firm',
      urgency: 'medium',
    });
  });

  it('refuses an empty or blank description with a message', () => {
    expect(fieldErrors({ service_type: 'valuation', description: '' }).description).toBe(messages.required);
    expect(fieldErrors({ service_type: 'valuation', description: '   \n ' }).description).toBe(messages.required);
    expect(fieldErrors({ service_type: 'valuation' }).description).toBeDefined();
  });

  it('limits the description length', () => {
    const at = 'x'.repeat(SERVICE_DESCRIPTION_MAX_LENGTH);
    expect(fieldErrors({ service_type: 'audit', description: at }).description).toBeUndefined();
    expect(fieldErrors({ service_type: 'audit', description: `${at}x` }).description).toBe(messages.serviceDescriptionTooLong);
  });

  it('accepts only the enumerated service types and urgencies', () => {
    expect(fieldErrors({ service_type: 'tax_advice', description: 'x' }).service_type).toBeDefined();
    expect(fieldErrors({ service_type: 'audit', description: 'x', urgency: 'asap' }).urgency).toBeDefined();
    expect(fieldErrors({ service_type: 'audit', description: 'x', urgency: 'high' })).toEqual({});
  });

  it('refuses keys the client may not set: user, status and estimated cost', () => {
    for (const extra of [{ status: 'completed' }, { user: 'someone' }, { estimated_cost: 1 }]) {
      expect(createServiceRequestSchema.safeParse({ service_type: 'audit', description: 'x', ...extra }).success).toBe(false);
    }
  });
});
