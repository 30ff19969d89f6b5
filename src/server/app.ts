/**
 * The application as a Fastify instance, built from a configuration and an open database.
 * Plugins load in tiers: core (database, sessions, security, errors, OpenAPI), then feature
 * routes, then the web app. Tests build it with their own database and call `inject()`.
 */
import Fastify, { LogController, type FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { daysToMs } from '@shared/contract/disputes-rules.js';
import type { AppConfig, RateLimits } from './config.js';
import { databasePlugin } from './core/database.js';
import { jobsPlugin } from './core/jobs/index.js';
import { mailPlugin } from './core/mail/index.js';
import { metricsPlugin } from './core/metrics.js';
import { registerErrorHandler } from './core/error-handler.js';
import { apiNotFound, routesPlugin } from './core/routes.js';
import { validatorCompiler } from './core/validation.js';
import { eventsPlugin } from './core/events/index.js';
import { healthPlugin } from './core/health.js';
import { httpCachePlugin } from './core/http-cache.js';
import { logSerializers, requestIdOf, requestLog } from './core/logging.js';
import { openApiPlugin } from './core/openapi.js';
import { pushEvent, realtimePlugin } from './core/realtime/index.js';
import type { SocketHubOptions } from './core/realtime/socket-hub.js';
import { securityPlugin, trustedProxies } from './core/security.js';
import { sessionsPlugin } from './core/sessions.js';
import { uploadsPlugin } from './core/uploads/index.js';
import type { App } from './core/types.js';
import { webPlugin } from './core/pages/web.js';
import type { DatabaseHandle } from './db/client.js';
import { accountSecurityRoutes } from './features/auth/account-security-routes.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { signInAttemptsPlugin } from './features/auth/sign-in-attempts.js';
import { twoFactorRoutes } from './features/auth/two-factor-routes.js';
import { emailPagesPlugin, emailPlugin, unsubscribeMailbox } from './features/email/index.js';
import { devOutboxRoutes } from './features/dev-outbox/index.js';
import { createProjectReadCaches } from './features/projects/project-read-caches.js';
import { projectsRoutes } from './features/projects/projects-routes.js';
import { bidsPlugin } from './features/bids/index.js';
import { conversationsPlugin } from './features/conversations/index.js';
import { developersRoutes } from './features/developers/index.js';
import { disputesPlugin } from './features/disputes/index.js';
import { milestonesPlugin } from './features/milestones/index.js';
import { notificationsRoutes } from './features/notifications/index.js';
import { opsRoutes } from './features/ops/ops-routes.js';
import {
  paymentsPlugin,
  providerFor,
  SANDBOX_BANNER,
  type PaymentProvider,
} from './features/payments/index.js';
import { profileRoutes } from './features/profile/index.js';
import { repoInsightPlugin, type RepoInsightOptions } from './features/repo-insight/index.js';
import {
  deliveryEvidencePlugin,
  type DeliveryEvidenceOptions,
} from './features/delivery-evidence/index.js';
import { reviewsRoutes } from './features/reviews/index.js';
import { safetyRoutes } from './features/safety/index.js';
import { returnOriginOf } from './core/return-origin.js';
import { yourDataRoutes } from './features/your-data/index.js';
import { savedSearchesPlugin, type SavedSearchesOptions } from './features/saved-searches/index.js';

export type { RateLimits } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin of links the app sends out (config.siteUrl): mail, payment return URLs. */
    siteUrl: string;
    /** Where the payment provider sends this request's browser back (core/return-origin.ts). */
    returnOrigin: (request: FastifyRequest) => string;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the database when the app closes (the process entry owns it; tests may share one). */
  closeDatabase?: boolean;
  /** How long a plugin or an onReady hook may take to start (Fastify's 10 s by default). */
  pluginTimeoutMs?: number;
  /** Overrides the configured limits (tests lower or raise them). */
  rateLimits?: Partial<RateLimits>;
  /** The payment provider; by default Stripe with keys, otherwise the sandbox (tests pass their own). */
  paymentProvider?: PaymentProvider;
  /**
   * Run the background jobs (core/jobs: sending transfers and refunds, approving what owners
   * left unanswered, mail); by default as configured (BACKGROUND_JOBS). Off in tests, which run
   * them with app.jobs.runDue() or the features' own runOnce, at a moment they choose.
   */
  backgroundJobs?: boolean;
  /** Socket timings (tests shorten them). */
  realtime?: Partial<SocketHubOptions>;
  /**
   * How long after the sandbox delivered a payment by its chargeback card the card network
   * disputes it; default 3 s, so that a person sees the payment go through first (tests: 0).
   */
  sandboxChargebackDelayMs?: number;
  /** How long a public project list page may be served from memory; default 1 s. */
  projectListCacheTtlMs?: number;
  /** How long a project detail's row may be kept in memory (its events clear it); default 30 s. */
  projectDetailCacheTtlMs?: number;
  /** Saved searches' hooks (the alerts benchmark times each project's matching). */
  savedSearches?: SavedSearchesOptions;
  /** Repository snapshots' caps and hooks (tests lower the caps; the benchmark times each). */
  repoInsight?: Omit<RepoInsightOptions, 'allowLocal'>;
  deliveryEvidence?: Omit<DeliveryEvidenceOptions, 'allowLocal'>;
  /** false: silent; otherwise pino options (tests send errors to console.error, where they fail the test). */
  logger?: false | { level: string; stream?: { write(line: string): void } };
}

function zodSchemasOnly(): never {
  throw new Error("Fastify's JSON-schema compilers are not loaded: every route's schema is zod");
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const rateLimits = { ...config.rateLimits, ...options.rateLimits };
  const production = config.env === 'production';
  const secureCookie = production || Boolean(config.publicUrl?.startsWith('https://'));

  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    pluginTimeout: options.pluginTimeoutMs ?? 10_000,
    // Every logged error and request line goes through these (core/logging.ts: no secrets).
    logger: logger && { ...logger, serializers: logSerializers },
    // One line per request, written by requestLog below, with the request's id (core/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For).
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Every schema is zod (compilers set below). Naming factories here spares loading Fastify's
    // default JSON-schema compilers (ajv, fast-json-stringify) on every start; they never run.
    schemaController: {
      compilersFactory: { buildValidator: zodSchemasOnly, buildSerializer: zodSchemasOnly },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  requestLog(app);
  app.decorate('siteUrl', config.siteUrl);
  app.decorate(
    'returnOrigin',
    returnOriginOf(app, { production: config.env === 'production', publicUrl: config.publicUrl }),
  );
  // First, so that it sees every route registered after it.
  await app.register(routesPlugin);

  await app.register(databasePlugin, {
    handle: options.database,
    closeOnShutdown: options.closeDatabase ?? true,
  });
  const paymentProvider = options.paymentProvider ?? providerFor(config, app.db);
  await app.register(eventsPlugin);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    paymentsProvider: paymentProvider.name,
  });
  await app.register(healthPlugin, { paymentsProvider: paymentProvider.name });
  await app.register(sessionsPlugin, {
    secret: config.sessionSecret,
    secureCookie,
  });
  await app.register(httpCachePlugin);
  await app.register(securityPlugin, {
    production,
    publicUrl: config.publicUrl,
    writesPerMinute: rateLimits.writesPerMinute,
    imageOrigins: config.s3 ? [new URL(config.s3.publicUrl).origin] : [],
    redis: config.redis,
  });
  await app.register(openApiPlugin);
  await app.register(realtimePlugin, { hub: options.realtime });
  await app.register(uploadsPlugin, { dataDir: config.dataDir, s3: config.s3 });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(jobsPlugin, {
    background: options.backgroundJobs ?? config.backgroundJobs,
  });
  // Before the features that mail: each registers its events' mail with it.
  await app.register(emailPlugin, {
    secret: config.sessionSecret,
    unsubscribeMailto: config.unsubscribeMailto ?? unsubscribeMailbox(config),
  });

  await app.register(signInAttemptsPlugin, {
    secret: config.sessionSecret,
    secureCookie,
    attemptsPerMinute: rateLimits.authAttemptsPerMinute,
    codesPerHour: rateLimits.secondFactorCodesPerHour,
  });
  await app.register(authRoutes, { attemptsPerMinute: rateLimits.authAttemptsPerMinute });
  await app.register(accountSecurityRoutes, {
    attemptsPerMinute: rateLimits.authAttemptsPerMinute,
  });
  await app.register(twoFactorRoutes, {
    secret: config.sessionSecret,
    attemptsPerMinute: rateLimits.authAttemptsPerMinute,
  });
  const projectReads = createProjectReadCaches({
    pageTtlMs: options.projectListCacheTtlMs ?? 1000,
    detailTtlMs: options.projectDetailCacheTtlMs ?? 30_000,
  });
  const disputeResponseMs = daysToMs(config.disputeResponseDays);
  await app.register(projectsRoutes, {
    caches: projectReads,
    disputeResponseMs,
    allowLocalCodeLinks: config.repoInsightAllowLocal,
  });
  await app.register(bidsPlugin);
  await app.register(developersRoutes);
  await app.register(profileRoutes);
  await app.register(conversationsPlugin, {
    messageDelaySeconds: config.messageEmailDelaySeconds ?? 600,
  });
  await app.register(paymentsPlugin, {
    provider: paymentProvider,
    production,
    sandboxChargebackDelayMs: options.sandboxChargebackDelayMs,
    webhookRequestsPerMinute: rateLimits.webhookRequestsPerMinute,
  });
  await app.register(milestonesPlugin, {
    autoApproveDays: config.autoReleaseDays,
    allowLocalRepositories: config.repoInsightAllowLocal,
  });
  await app.register(disputesPlugin, { responseMs: disputeResponseMs });
  await app.register(notificationsRoutes);
  await app.register(emailPagesPlugin, { secret: config.sessionSecret });
  await app.register(savedSearchesPlugin, options.savedSearches ?? {});
  await app.register(repoInsightPlugin, {
    allowLocal: config.repoInsightAllowLocal,
    ...options.repoInsight,
  });
  await app.register(deliveryEvidencePlugin, {
    allowLocal: config.repoInsightAllowLocal,
    githubChecks: { token: config.githubToken },
    webhookSecret: config.githubWebhookSecret,
    webhookRequestsPerMinute: rateLimits.webhookRequestsPerMinute,
    ...options.deliveryEvidence,
  });
  await app.register(reviewsRoutes);
  await app.register(safetyRoutes);
  await app.register(opsRoutes);
  await app.register(yourDataRoutes, {
    secret: config.sessionSecret,
    attemptsPerMinute: rateLimits.authAttemptsPerMinute,
    disputeResponseMs,
  });
  if (!production) await app.register(devOutboxRoutes);
  // After every API route and hook: the API's own 404 and 405; the web's fallback takes the rest.
  await app.register(apiNotFound, { prefix: '/api' });

  await app.register(webPlugin, {
    distDir: config.webDistDir,
    production,
    pageNotice: paymentProvider.name === 'sandbox' ? SANDBOX_BANNER : undefined,
  });

  // Every subscriber to the marketplace's events, in one place (core/events).
  app.events.subscribe(projectReads.onEvent);
  app.events.subscribe((event) => pushEvent(app.realtime, event));
  // How late events reach this instance's sockets, from their commit (metrics, when on).
  app.events.subscribe((event) =>
    app.metrics.observeEventLag((Date.now() - Date.parse(event.at)) / 1000),
  );
  return app;
}
