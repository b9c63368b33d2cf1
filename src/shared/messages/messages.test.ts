import { describe, expect, it } from 'vitest';
import { message, messageFor, messages, messageText } from './messages.ts';
import { PROFILE_LIMITS, profileMessages, investorProfileSchema } from '../profiles/profiles.ts';
import { MAX_ESTIMATED_COST } from '../services/service-request-workflow.ts';

describe('the message catalogue', () => {
  it('gives each message a text of its own, since a form finds the key from the text (messageFor)', () => {
    const texts = Object.values(messages);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    expect(messageFor(messages.invalidDate).code).toBe('invalidDate');
  });

  it('fills values into a text and keeps its key and values beside it', () => {
    expect(message('tooLong', { max: 200 })).toEqual({ code: 'tooLong', message: 'Please use at most 200 characters.', params: { max: 200 } });
    expect(message('invalidLogin')).toEqual({ code: 'invalidLogin', message: 'Invalid email or password. Please try again.' });
  });

  it('finds the key of a text the shared modules wrote by exact match only', () => {
    expect(messageFor(messages.passwordTooShort)).toEqual({ code: 'passwordTooShort', message: messages.passwordTooShort });
    expect(messageFor(profileMessages.percentRange(0, 100))).toEqual({ code: 'percentRange', message: 'Please enter a percentage between 0 and 100.', params: { min: 0, max: 100 } });
    expect(messageFor(`${messages.passwordTooShort} `).code).toBe('verbatim');
    expect(messageFor('Too big: expected string to have <=254 characters')).toEqual({
      code: 'verbatim', message: 'Too big: expected string to have <=254 characters', params: { text: 'Too big: expected string to have <=254 characters' },
    });
  });

  it('gives the shared schemas’ zod issues their keys', () => {
    const result = investorProfileSchema.safeParse({ investment_capacity: { min_amount: -1 } });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'investment_capacity.min_amount');
    expect(messageFor(issue?.message ?? '')).toMatchObject({ code: 'notNegative' });
  });

  it('states the limits the schemas enforce', () => {
    expect(messageText('costRange')).toBe(`Please enter an amount between 0 and ${MAX_ESTIMATED_COST.toLocaleString('en-US')}.`);
    expect(messageText('tooMany')).toBe(`Please list at most ${PROFILE_LIMITS.listItems} items.`);
    expect(messageText('yearTooEarly')).toBe(`Please enter a year from ${PROFILE_LIMITS.minYear} on.`);
    expect(messageText('experienceRange')).toBe(`Please enter between 0 and ${PROFILE_LIMITS.maxYearsExperience} years.`);
  });
});
