// What other folders may use of modules/admin (lint: no import reaches past this file).

export { pruneSecurityLog, recordAdminRefusals } from './admin-security.queries.ts';
export { adminRouter } from './admin.router.ts';
