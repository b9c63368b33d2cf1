// English texts of the listings screens (namespace 'listings' of the catalogue).
export const listings = {
} as const;
