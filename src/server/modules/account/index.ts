// What other folders may use of modules/account (lint: no import reaches past this file).

export { accountRouter } from './account.handlers.ts';
export { queueVerification } from './email.service.ts';
