// What other folders may use of modules/trust (lint: no import reaches past this file).

export { refreshResponsiveness } from './responsiveness.ts';
export { trustOf, type TrustKind } from './trust.queries.ts';
export { findRegistrationVerification } from './verification.queries.ts';
