/**
 * The application as a Fastify instance, built from a configuration and an open database.
 * Plugins load in tiers: core (database, sessions, security, errors, OpenAPI), then feature
 * routes, then the web app. Tests build it with their own database and call `inject()`.
 */
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { databasePlugin } from './core/database.js';
import { registerErrorHandler } from './core/error-handler.js';
import { openApiPlugin } from './core/openapi.js';
import { securityPlugin } from './core/security.js';
import { sessionsPlugin } from './core/sessions.js';
import { uploadsPlugin } from './core/uploads/index.js';
import type { App } from './core/types.js';
import { webPlugin } from './core/web.js';
import type { DatabaseHandle } from './db/client.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { projectsRoutes } from './features/projects/projects-routes.js';
import { bidsRoutes } from './features/bids/bids-routes.js';
import { developersRoutes } from './features/developers/developers-routes.js';
import { profileRoutes } from './features/profile/profile-routes.js';

export interface RateLimits {
  authAttemptsPerMinute: number;
  writesPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { authAttemptsPerMinute: 20, writesPerMinute: 120 };

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the database when the app closes (the process entry owns it; tests may share one). */
  closeDatabase?: boolean;
  rateLimits?: Partial<RateLimits>;
  /** How long a public project list page may be served from memory; default 1 s. */
  projectListCacheTtlMs?: number;
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const production = config.env === 'production';

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: production,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(databasePlugin, {
    handle: options.database,
    closeOnShutdown: options.closeDatabase ?? true,
  });
  await app.register(sessionsPlugin, {
    secret: config.sessionSecret,
    secureCookie: production || Boolean(config.publicUrl?.startsWith('https://')),
  });
  await app.register(securityPlugin, {
    production,
    publicUrl: config.publicUrl,
    writesPerMinute: rateLimits.writesPerMinute,
  });
  await app.register(openApiPlugin);
  await app.register(uploadsPlugin, { dataDir: config.dataDir });

  await app.register(authRoutes, { attemptsPerMinute: rateLimits.authAttemptsPerMinute });
  await app.register(projectsRoutes, { listCacheTtlMs: options.projectListCacheTtlMs ?? 1000 });
  await app.register(bidsRoutes);
  await app.register(developersRoutes);
  await app.register(profileRoutes);

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
