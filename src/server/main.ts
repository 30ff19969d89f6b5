/** Process entry: read the environment, open and migrate the database, seed, listen, close cleanly. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseOptionsFor, openDatabase } from './db/client.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './db/seed/demo.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const startedAt = performance.now();
const database = await openDatabase(databaseOptionsFor(config));
await database.migrate();

const app = await buildApp({ config, database });

// Demo data only on an empty embedded database: a real PostgreSQL is never filled by surprise.
if (config.seedDemo && database.kind === 'pglite') {
  const demo = await seedDemoIfEmpty(database.db);
  if (demo) {
    // Printed plainly (not as a JSON log line): this is for the person who just ran `npm start`.
    console.log(
      `\nDemo data added. Sign in with password "${DEMO_PASSWORD}" as any of:\n` +
        demo.map((user) => `  ${(user.role ?? 'creator').padEnd(9)} ${user.email}`).join('\n') +
        '\n',
    );
  }
}

await app.listen({ port: config.port, host: config.host });
console.log(
  `Finishline is ready at ${config.publicUrl ?? `http://localhost:${config.port}`} ` +
    `(${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}, ` +
    `started in ${Math.round(performance.now() - startedAt)} ms)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
