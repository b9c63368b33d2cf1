// What other folders may use of modules/users (lint: no import reaches past this file).

export { toCurrentUser } from './user-dto.ts';
export { usersRouter } from './users.handlers.ts';
