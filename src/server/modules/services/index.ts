// What other folders may use of modules/services (lint: no import reaches past this file).

export { servicesRouter } from './services.handlers.ts';
