// What other folders may use of modules/valuation (lint: no import reaches past this file).

export { valuationRouter } from './valuation.handlers.ts';
export { indicativeValuationOf, lockOwnEstimate, shownValuationColumns, shownValuationJoin } from './valuation.queries.ts';
