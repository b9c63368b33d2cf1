// What other folders may use of modules/deals (lint: no import reaches past this file).

export { introductionsRouter } from './introductions/introductions.handlers.ts';
export { ndaRouter } from './nda/nda.handlers.ts';
export { dealNdaOf, newVerificationCode } from './nda/nda.service.ts';
export { standardNda } from './nda/standard-nda.ts';
export { dealDocumentsRouter } from './room/deal-documents.handlers.ts';
export { fullAccessLogOf, grantsOf } from './room/deal-documents.queries.ts';
export { revokeForBusiness, revokeForUser } from './room/deal-documents.service.ts';
export { dealsRouter } from './room/deals.handlers.ts';
export { ndaCertificateRouter } from './room/nda-certificate.handlers.ts';
export { offersRouter } from './offers/offers.handlers.ts';
export { dealCloseRouter } from './room/deal-close.handlers.ts';
export { openDealForService, publishDeal } from './room/deals.service.ts';
export { mailUnreadDeals } from './room/unread-mail.ts';
export { remindExclusivity } from './room/exclusivity-reminders.ts';
