// What other folders may use of modules/notifications (lint: no import reaches past this file).

export { notificationsRouter } from './notifications.handlers.ts';
export { notify } from './notifications.service.ts';
