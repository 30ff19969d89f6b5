/**
 * The operators' console's face (docs/decisions/boundaries.md): what your data uses (the audit
 * trail and an account's operator view). Any other file of this folder is ops' own; app.ts
 * registers its routes from ops-routes.ts.
 */
export { appendAudit } from './audit.js';
/** For the demo seed: the demo operator's two-factor secret. */
export { demoTotpSecret } from './operator-role.js';
export { getOpsUser } from './ops-users.js';
