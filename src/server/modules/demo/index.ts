// What other folders may use of modules/demo (lint: no import reaches past this file).

export { ADMIN_EMAIL, DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, hasDemoData, isSeeded, seedDemo } from './seed.ts';
