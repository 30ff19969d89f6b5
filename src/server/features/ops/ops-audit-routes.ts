/** The audit log: read with filters, and exported as CSV. */
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '@shared/contract/ops.js';
import { refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { auditCsv, listAudit, toAuditEntry } from './audit.js';
import type { App } from '../../core/types.js';
import type { OpsRouteKit } from './ops-route-kit.js';

export function opsAuditRoutes(app: App, { tags, read }: OpsRouteKit) {
  app.get(
    '/api/ops/audit',
    {
      ...read,
      schema: {
        tags,
        operationId: 'listAuditEntries',
        summary: 'The audit log, newest first (by operator, target, action)',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const rows = await listAudit(app.db, request.query);
      return sendPage(request, reply, rows, request.query.limit, toAuditEntry);
    },
  );

  app.get(
    '/api/ops/audit.csv',
    {
      ...read,
      config: { openapi: { download: ['text/csv'] } },
      schema: {
        tags,
        operationId: 'exportAuditEntries',
        summary: 'The audit log as CSV, with the same filters (newest first)',
        querystring: auditQuerySchema.omit({ limit: true, cursor: true }),
        // A download: the CSV text as it is (documented as text/csv, not JSON).
        response: { 200: z.unknown(), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const csv = await auditCsv(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="finishline-audit-${day}.csv"`)
        .send(csv);
    },
  );
}
