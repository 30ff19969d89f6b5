/** Process entry: read the environment, open and migrate the database, seed, listen, close cleanly. */
import { buildApp } from './app.js';
import { runCommand } from './command-line.js';
import { loadConfig } from './config.js';
import { prettyLogStream } from './core/logging.js';
import { databaseOptionsFor, openDatabase } from './db/client.js';
import { DEMO_OPERATOR, DEMO_PASSWORD, seedDemoIfEmpty } from './seed/demo.js';

await runCommand(start);

async function start() {
  const config = loadConfig();
  const startedAt = performance.now();
  const database = await openDatabase(databaseOptionsFor(config));
  await database.migrate();

  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      stream: config.logFormat === 'pretty' ? await prettyLogStream() : undefined,
    },
  });

  // Demo data only on an empty embedded database: a real PostgreSQL is never filled by surprise.
  if (config.seedDemo && database.kind === 'pglite') {
    const demo = await seedDemoIfEmpty(database, {
      sessionSecret: config.sessionSecret,
      dataDir: config.dataDir,
    });
    if (demo) {
      // Printed plainly (not as a JSON log line): this is for the person who just ran `npm start`.
      console.log(
        `\nDemo data added. Sign in with password "${DEMO_PASSWORD}" as any of:\n` +
          demo
            .map((user) => {
              const role = user.isOperator ? 'operator' : (user.role ?? 'creator');
              return `  ${role.padEnd(9)} ${user.email}`;
            })
            .join('\n') +
          `\nThe operator signs in with a code too: npm run operator -- code ${DEMO_OPERATOR.email}\n`,
      );
    }
  }

  const address = await app.listen({ port: config.port, host: config.host });
  // The port actually bound (PORT=0 picks a free one).
  console.log(
    `Finishline is ready at ${config.publicUrl ?? `http://localhost:${new URL(address).port}`} ` +
      `(${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}, ` +
      `${config.backgroundJobs ? '' : 'background jobs left to the other instances, '}` +
      `started in ${Math.round(performance.now() - startedAt)} ms)`,
  );

  /**
   * Graceful stop (SIGTERM from an orchestrator, Ctrl-C): first, for SHUTDOWN_DRAIN_MS, answer
   * /readyz with 503 while serving as before, so a load balancer's health check moves traffic
   * elsewhere; then stop accepting connections, let requests in flight finish, and close the
   * database and queued mail. Requests still running at the deadline have their sockets closed so
   * the stop always ends.
   */
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.stopping();
      const { shutdownDrainMs: drainMs, shutdownTimeoutMs: deadlineMs } = config;
      app.log.info(
        { signal, drainMs, deadlineMs },
        drainMs > 0 ? 'stopping: draining' : 'stopping: finishing requests in flight',
      );
      // Should closing itself hang (a database that never answers), leave anyway.
      setTimeout(() => process.exit(1), drainMs + deadlineMs + 5_000).unref();
      setTimeout(() => {
        if (drainMs > 0) app.log.info('stopping: drained, finishing requests in flight');
        const deadline = setTimeout(() => {
          app.log.warn('stopping: deadline passed, closing the connections still open');
          app.server.closeAllConnections();
        }, deadlineMs);
        deadline.unref();
        app.close().then(
          () => {
            app.log.info('stopped');
            process.exit(0);
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'stopping failed');
            process.exit(1);
          },
        );
      }, drainMs);
    });
  }
}
