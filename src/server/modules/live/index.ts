// What other folders may use of modules/live (lint: no import reaches past this file).

export { liveRouter } from './live.handlers.ts';
