/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { runCommand } from '../command-line.js';
import { loadConfig } from '../config.js';
import { databaseOptionsFor, openDatabase } from './client.js';

await runCommand(async () => {
  const handle = await openDatabase(databaseOptionsFor(loadConfig()));
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  console.log('Migrations applied.');
});
