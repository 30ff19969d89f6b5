/**
 * The operators' console's face (docs/decisions/boundaries.md): its routes, and what your data
 * uses (the audit trail and an account's operator view). Any other file of this folder is ops' own.
 */
export { opsRoutes } from './ops-routes.js';
export { appendAudit } from './audit.js';
export { getOpsUser } from './ops-users.js';
