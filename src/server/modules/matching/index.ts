// What other folders may use of modules/matching (lint: no import reaches past this file).

export { businessMissesOf, businessRowFilter, investorMissesOf, investorRowFilter, type SearchFinder } from './match-filters.ts';
export { snapshotsFor, type MatchSnapshot } from './match-snapshot.ts';
export { cachedRanking, keepRanking, keptExplanation, profileFingerprint, rankingKey, textMemoOf } from './ranking-cache.ts';
export { covers, explanationOf, guessedIds, rankBusinesses, rankInvestors } from './ranking.ts';
export { suggestionsRouter } from './suggestions.handlers.ts';
export { recomputeSuggestions } from './suggestions.service.ts';
