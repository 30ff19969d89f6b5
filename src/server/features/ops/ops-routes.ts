/**
 * The operator console's API (decisions.md, Operators): every route is under /api/ops/ and
 * guarded by operator() (ops-route-kit.ts). Every write needs a reason (400 without), is refused
 * cross-origin like every write (core/security.ts), counts against its own limit per operator,
 * and appends its audit entry in the transaction of its change (audit.ts). The routes sit by
 * area, one file each.
 */
import type { App } from '../../core/types.js';
import { opsAuditRoutes } from './ops-audit-routes.js';
import { opsCaseRoutes } from './ops-case-routes.js';
import { opsProjectRoutes } from './ops-project-routes.js';
import { opsQueueRoutes } from './ops-queue-routes.js';
import { opsRouteKit, type OpsRoutesOptions } from './ops-route-kit.js';
import { opsUserRoutes } from './ops-user-routes.js';

export type { OpsRoutesOptions };

export async function opsRoutes(app: App, options: OpsRoutesOptions = {}) {
  const kit = opsRouteKit(options);
  opsQueueRoutes(app, kit);
  opsCaseRoutes(app, kit);
  opsAuditRoutes(app, kit);
  opsUserRoutes(app, kit);
  opsProjectRoutes(app, kit);
}
