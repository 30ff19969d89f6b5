/**
 * `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, or
 * the embedded one in DATA_DIR) and says which it applied.
 */
import { parseCommandLine, runCommand } from '../command-line.js';
import { loadConfig } from '../config.js';
import { databaseOptionsFor, openDatabase, pendingMigrations } from './client.js';

const USAGE = `Usage: npm run db:migrate

Applies the migrations the database has not had yet (the server does it at every start too),
then lists them. The database: DATABASE_URL, or the embedded one in DATA_DIR (stop the app
first). Settings come from the environment and .env.`;

await runCommand(async () => {
  parseCommandLine({ usage: USAGE });
  const config = loadConfig();
  const handle = await openDatabase(databaseOptionsFor(config));
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length === 0) {
      console.log('Nothing to apply: the database has every migration.');
      return;
    }
    console.log(`Applying ${pending.length} migration${pending.length === 1 ? '' : 's'}…`);
    const started = performance.now();
    await handle.migrate();
    for (const name of pending) console.log(`  applied ${name}`);
    console.log(`Migrations applied in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await handle.close();
  }
});
