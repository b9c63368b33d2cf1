// What other folders may use of modules/profiles (lint: no import reaches past this file).

export { runListingFreshness } from './freshness.service.ts';
export { businessCardColumns, businessMatchColumns, businessProfileColumns, businessProfileOf, investorCardColumns, investorMatchColumns, investorProfileColumns, investorProfileOf } from './profile-rows.ts';
export { profilesRouter } from './profiles.handlers.ts';
export { isPaused } from './profiles.service.ts';
