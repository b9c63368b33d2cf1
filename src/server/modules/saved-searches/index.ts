// What other folders may use of modules/saved-searches (lint: no import reaches past this file).

export { alertSavedSearches } from './alerts.service.ts';
export { mailMatchDigests, mailSearchDigests } from './digest.service.ts';
export { savedSearchesRouter } from './saved-searches.handlers.ts';
