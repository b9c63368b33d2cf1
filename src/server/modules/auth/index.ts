// What other folders may use of modules/auth (lint: no import reaches past this file).

export { authRouter } from './auth.handlers.ts';
export { passwordResetRouter } from './password-reset.handlers.ts';
export { twoFactorRouter } from './two-factor.handlers.ts';
