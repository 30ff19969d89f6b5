/**
 * Health as orchestrators and load balancers see it. Probes for orchestrators and load balancers: `/healthz`,
 * the process is up and serving (no database involved, so a database outage does not get every
 * instance restarted); `/readyz`, the database answers and has every migration this code needs,
 * 503 otherwise and while the process is stopping, so traffic moves elsewhere first. While
 * stopping (`app.stopping()` as a drain begins, then `app.close()`, see main.ts), every response
 * also closes its keep-alive connection: a balancer keeps no connection it could send the next
 * request on as the instance goes, and Node, which closes only the connections idle at that
 * moment, would otherwise wait for the rest.
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { PaymentsProviderName } from '../config.js';
import { migrationsApplied } from '../db/client.js';
import type { App } from './types.js';

const healthSchema = z.object({
  status: z.string(),
  reason: z.string().optional(),
  /** Who takes payments: 'sandbox' means no real money moves (config.ts, PAYMENTS_PROVIDER). */
  payments: z.enum(['stripe', 'sandbox']).optional(),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503 and every answer closes its connection (a drain). */
    stopping(): void;
  }
}

export const healthPlugin = fp(
  async (app: App, options: { paymentsProvider: PaymentsProviderName }) => {
    let stopping = false;
    // Migrations never un-apply: once this code found them all, it need not ask again.
    let migrated = false;
    app.decorate('stopping', () => {
      stopping = true;
    });
    app.addHook('preClose', async () => {
      stopping = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (stopping) reply.header('connection', 'close');
    });

    // Probes come every few seconds: logging each one would drown the real requests.
    app.get(
      '/healthz',
      {
        logLevel: 'warn',
        schema: {
          tags: ['operations'],
          summary: 'The process is up',
          response: { 200: healthSchema },
        },
      },
      async () => ({ status: 'ok' }),
    );

    app.get(
      '/readyz',
      {
        logLevel: 'warn',
        schema: {
          tags: ['operations'],
          summary:
            'The database is reachable and migrated (503 otherwise, and while stopping); ' +
            'which payment provider runs',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const notReady = (reason: string) =>
          reply.status(503).send({ status: 'not ready', reason });
        if (stopping) return notReady('stopping');
        try {
          await app.db.execute(sql`select 1`);
        } catch (error) {
          app.log.warn({ err: error }, 'readiness: database unreachable');
          return notReady('database unreachable');
        }
        migrated ||= await migrationsApplied(app.db);
        if (!migrated) return notReady('migrations pending');
        return { status: 'ready', payments: options.paymentsProvider };
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
