import type { Country } from '../../shared/preferences.ts';

/** Flag per header country (spec: a flag per country). */
export const COUNTRY_FLAGS: Record<Country, string> = {
  UAE: '🇦🇪',
  'Saudi Arabia': '🇸🇦',
  Qatar: '🇶🇦',
  Bahrain: '🇧🇭',
  Oman: '🇴🇲',
  Kuwait: '🇰🇼',
  UK: '🇬🇧',
  Singapore: '🇸🇬',
  India: '🇮🇳',
};
