// Page sizes of the public listings, apart from the listings' zod schemas (listings.ts) so that the
// listing screens can read them without loading zod.
export const LISTING_PAGE_SIZE_DEFAULT = 24;
export const LISTING_PAGE_SIZE_MAX = 50;
export const HOME_LISTING_SIZE = 6;
