/**
 * `npm run seed [-- --projects N]`: adds demo data to an empty database, then N generated
 * projects (default 24). With the embedded database, stop the app first: PGlite has one owner.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { databaseOptionsFor, openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';
import { generateProjects } from './generate-projects.js';

const { values } = parseArgs({
  options: { projects: { type: 'string', default: '24' }, seed: { type: 'string', default: '42' } },
});
const config = loadConfig();
const handle = await openDatabase(databaseOptionsFor(config));
await handle.migrate();
const demo = await seedDemoIfEmpty(handle, {
  sessionSecret: config.sessionSecret,
  dataDir: config.dataDir,
});
if (demo) console.log(`Demo accounts added (password "${DEMO_PASSWORD}").`);
const started = performance.now();
const added = await generateProjects(handle.db, Number(values.projects), {
  seed: Number(values.seed),
});
console.log(`Added ${added} projects in ${Math.round(performance.now() - started)} ms.`);
await handle.close();
