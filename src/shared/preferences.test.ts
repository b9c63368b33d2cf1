import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_VALUES, preferredLanguage } from './preferences.ts';

describe('preferredLanguage', () => {
  it('takes the first of the browser’s languages that we have, by its primary tag', () => {
    expect(preferredLanguage(['fr-FR', 'ar-SA', 'en'])).toBe('ar');
    expect(preferredLanguage(['EN-gb', 'ar'])).toBe('en');
  });

  it('falls back to English when the browser asks for none of ours', () => {
    expect(preferredLanguage(['de', 'fr'])).toBe(DEFAULT_PREFERENCES.language);
    expect(preferredLanguage([])).toBe('en');
  });
});

describe('a stored preference', () => {
  it('is read only when it is one of ours', () => {
    expect(PREFERENCE_VALUES.language('ar')).toBe('ar');
    expect(PREFERENCE_VALUES.language('ar-SA')).toBeNull();
    expect(PREFERENCE_VALUES.country('Saudi Arabia')).toBe('Saudi Arabia');
    expect(PREFERENCE_VALUES.country('Atlantis')).toBeNull();
    expect(PREFERENCE_VALUES.country(null)).toBeNull();
  });
});
