/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../config.js';
import { databaseOptionsFor, openDatabase } from './client.js';

const handle = await openDatabase(databaseOptionsFor(loadConfig()));
await handle.migrate();
await handle.close();
console.log('Migrations applied.');
