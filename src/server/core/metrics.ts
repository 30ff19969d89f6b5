/**
 * Prometheus metrics at /metrics, only when METRICS_TOKEN is set, and then only for a request
 * carrying `Authorization: Bearer <token>` (the scheme in any case). Requests are counted and
 * timed by route pattern (`/api/projects/:id`, never the raw URL, so the series stay few), method
 * and status; the database pool and the process are sampled when scraped. `app.metrics.observeEventLag()` is the
 * hook for real-time delivery to report how late events reach sockets; it does nothing when
 * metrics are off, so callers never check.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PaymentsProviderName } from '../config.js';
import { unauthenticated } from './errors.js';
import { rowsOf } from '../db/rows.js';

export interface Metrics {
  /** Seconds between an event's commit and its delivery to a socket. */
  observeEventLag(seconds: number): void;
  /** A job run ended (core/jobs): done, retried later, or failed for good. */
  jobFinished(name: string, outcome: 'done' | 'retried' | 'failed', seconds: number): void;
  /** A mail was handed to the SMTP server or the outbox (`sent`), or could not be (`failed`). */
  mailDelivered(kind: string, outcome: 'sent' | 'failed'): void;
}

const NO_METRICS: Metrics = {
  observeEventLag: () => undefined,
  jobFinished: () => undefined,
  mailDelivered: () => undefined,
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** Absent: no /metrics route and nothing collected. */
  token?: string;
  /** Reported as finishline_payments_sandbox: an alert on 1 in production catches a demo setup. */
  paymentsProvider: PaymentsProviderName;
}

/** Latency buckets in seconds: fine below the 200 ms target, coarse above it. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];

export const metricsPlugin = fp(
  async (app, options: MetricsOptions) => {
    const { token } = options;
    if (!token) {
      app.decorate('metrics', NO_METRICS);
      return;
    }

    // One registry per app: tests build several apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'finishline_' });
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'finishline_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'finishline_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its response, by route pattern',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'finishline_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'finishline_payments_sandbox',
      help: '1 when payments run on the built-in sandbox (no real money moves), 0 with Stripe',
      registers: [registry],
    }).set(options.paymentsProvider === 'sandbox' ? 1 : 0);
    const eventLag = new Gauge({
      name: 'finishline_event_lag_seconds',
      help: 'Seconds between a real-time event being committed and reaching a socket (last seen)',
      registers: [registry],
    });
    new Gauge({
      name: 'finishline_jobs',
      help: 'Jobs in the queue by name and state (due, scheduled, running, failed), read when scraped',
      labelNames: ['name', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await rowsOf<{ name: string; state: string; count: number }>(
          app.db,
          sql`
          select name,
                 case when failed_at is not null then 'failed'
                      when locked_until > now() then 'running'
                      when run_at <= now() then 'due'
                      else 'scheduled' end as state,
                 count(*)::int as count
          from jobs where done_at is null
          group by 1, 2`,
        );
        for (const row of rows) this.set({ name: row.name, state: row.state }, row.count);
      },
    });
    const jobRuns = new Counter({
      name: 'finishline_job_runs_total',
      help: 'Job runs by name and outcome (done, retried, failed for good)',
      labelNames: ['name', 'outcome'] as const,
      registers: [registry],
    });
    const jobSeconds = new Histogram({
      name: 'finishline_job_duration_seconds',
      help: 'How long a job run took, by name',
      labelNames: ['name'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const mail = new Counter({
      name: 'finishline_mail_total',
      help: 'Mail handed over (sent) or not (failed; its job retries), by kind',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    });
    app.decorate('metrics', {
      observeEventLag: (seconds: number) => eventLag.set(seconds),
      jobFinished(name, outcome, seconds) {
        jobRuns.inc({ name, outcome });
        jobSeconds.observe({ name }, seconds);
      },
      mailDelivered: (kind, outcome) => mail.inc({ kind, outcome }),
    } satisfies Metrics);

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        // Unmatched paths (404s, probes of random URLs) share one series.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    const expected = Buffer.from(token);
    app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      // The scheme is case-insensitive (RFC 9110): `bearer` is as good as `Bearer`.
      const [, scheme = '', credentials = ''] =
        /^(\S+) +(\S+)$/.exec(request.headers.authorization ?? '') ?? [];
      const given = Buffer.from(credentials);
      if (
        scheme.toLowerCase() !== 'bearer' ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthenticated('A valid metrics token is required');
      }
      reply.header('content-type', registry.contentType);
      reply.header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
