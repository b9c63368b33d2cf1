// What other folders may use of modules/health (lint: no import reaches past this file).

export { healthRouter } from './health.handlers.ts';
export { metricsHandler, watchDatabase } from './metrics.ts';
