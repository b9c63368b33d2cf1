// What other folders may use of modules/listings (lint: no import reaches past this file).

export { shareMetaFor, type ShareMeta } from './listing-meta.ts';
export { listingsRouter } from './listings.handlers.ts';
export { businessFilterConditions, businessPublished, investorFilterConditions, investorPublished } from './listings.queries.ts';
export { searchCondition, searchMatches, searchRelevance, searchable, type SearchedTable } from './search.ts';
