// What other folders may use of modules/rates (lint: no import reaches past this file).

export { ratesRouter } from './rates.handlers.ts';
export { loadRates } from './rates.queries.ts';
