import { LISTING_PAGE_SIZE_DEFAULT } from '#shared/listings/listing-sizes.ts';
import { businessesPath } from './features/listings/api/get-businesses.ts';
import { investorsPath } from './features/listings/api/get-investors.ts';
import { RATES_PATH } from './lib/preferences/use-rates.ts';

/** Routes that get a first-paint shell (prerender.tsx): those a signed-out visitor browses; forms (login, register) do not. */
export const SHELL_ROUTES = ['/', '/home', '/businesses', '/investors', '/services', '/privacy', '/terms'];

/**
 * The API answers a shell route's page asks for first at its bare URL, by path, as its queries name them: the server
 * reads them and draws the page with them, cards and all, in place of the shell's skeletons (decision 0168).
 */
export const SHELL_DATA: Record<string, string[]> = {
  '/businesses': [businessesPath({ page: 1, page_size: LISTING_PAGE_SIZE_DEFAULT }), RATES_PATH],
  '/investors': [investorsPath({ page: 1, page_size: LISTING_PAGE_SIZE_DEFAULT }), RATES_PATH],
};
