/**
 * A process that opens the embedded database in DATA_DIR and keeps it open until killed, as a
 * running `npm start` does (the lock tests, tests/api/data-dir-lock.test.ts).
 */
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.js';

const database = await openDatabase({
  kind: 'pglite',
  dataDir: path.join(process.env.DATA_DIR!, 'pglite'),
});
// Stopped as main.ts stops: the database closed, the lock with it.
process.on('SIGTERM', () => void database.close().then(() => process.exit(0)));
console.log(`holding the database (pid ${process.pid})`);
setInterval(() => undefined, 60_000);
