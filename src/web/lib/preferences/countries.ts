import type { Country } from '#shared/preferences.ts';

/** Each header country's flag (spec: a flag per country), a file of public/flags named by its ISO 3166 code. */
const FLAG_CODES: Record<Country, string> = {
  UAE: 'ae',
  'Saudi Arabia': 'sa',
  Qatar: 'qa',
  Bahrain: 'bh',
  Oman: 'om',
  Kuwait: 'kw',
  UK: 'gb',
  Singapore: 'sg',
  India: 'in',
};

/** Where the country's flag is: drawn as a small SVG, since many systems draw no emoji flags (Windows among them). */
export const flagOf = (country: Country): string => `/flags/${FLAG_CODES[country]}.svg`;
