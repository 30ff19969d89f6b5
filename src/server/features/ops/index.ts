/**
 * The operators' console's face (docs/decisions/boundaries.md): what your data uses (the audit
 * trail and an account's operator view). Any other file of this folder is ops' own; app.ts
 * registers its routes from ops-routes.ts.
 */
export { appendAudit } from './audit.js';
export { getOpsUser } from './ops-users.js';
