/**
 * Prometheus metrics at /metrics, only when METRICS_TOKEN is set, and then only for a request
 * carrying `Authorization: Bearer <token>` (the scheme in any case). Requests are counted and
 * timed by route pattern (`/api/projects/:id`, never the raw URL, so the series stay few), method
 * and status; the database pool and the process are sampled when scraped. `app.metrics.observeEventLag()` is the
 * hook for real-time delivery to report how late events reach sockets; it does nothing when
 * metrics are off, so callers never check.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PaymentsProviderName } from '../config.js';
import { unauthenticated } from './errors.js';

export interface Metrics {
  /** Seconds between an event's commit and its delivery to a socket. */
  observeEventLag(seconds: number): void;
}

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
      app.decorate('metrics', { observeEventLag: () => undefined } satisfies Metrics);
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
    app.decorate('metrics', {
      observeEventLag: (seconds: number) => eventLag.set(seconds),
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
