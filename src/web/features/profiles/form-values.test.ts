import { describe, expect, it } from 'vitest';
import { businessProfileSchema, investorProfileSchema } from '#shared/profiles/profiles.ts';
import { stepOfField } from './business/steps.ts';
import { mandateOf } from '../../components/profile/mandate-meter.tsx';
import { businessFormValues, investorFormValues } from './form-values.ts';

describe('the profile forms’ starting values (issue 20)', () => {
  it('tick only the ticket size as an investor’s must-have on a new profile, and keep a saved choice', () => {
    expect(investorFormValues(null).must_have).toEqual(['ticket']);
    const saved = { ...investorFormValues(null), must_have: ['industries', 'stage'] };
    expect(investorProfileSchema.parse(saved).must_have).toEqual(['industries', 'stage']);
  });

  it('tick capacity as the owner’s must-have on a new profile, and send the involvement wanted', () => {
    const values = businessFormValues(null);
    expect(values.investor_preferences).toEqual({ involvement: [], must_have: ['capacity'] });
    const parsed = businessProfileSchema.parse({
      ...values,
      basic_info: { ...values.basic_info, company_name: 'Falcon', industry: 'logistics' },
      investor_preferences: { involvement: ['board_member'], must_have: ['capacity', 'involvement'] },
    });
    expect(parsed.investor_preferences).toEqual({ involvement: ['board_member'], must_have: ['capacity', 'involvement'] });
  });

  it('show the owner’s investor preferences on the funding step, where an error on them leads', () => {
    expect(stepOfField('investor_preferences.must_have')).toBe(2);
    expect(stepOfField('basic_info.company_name')).toBe(1);
  });
});

describe('the minimum mandate meter', () => {
  it('counts each of capacity, industries, regions and stages as a quarter', () => {
    expect(mandateOf(null)).toEqual({ percent: 0, missing: ['capacity', 'industries', 'regions', 'stages'] });
    expect(mandateOf(['capacity', 'regions']).percent).toBe(50);
    expect(mandateOf([]).percent).toBe(100);
  });
});
