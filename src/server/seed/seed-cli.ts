/**
 * `npm run seed [-- --projects N]`: adds demo data to an empty database, then N generated
 * projects (default 24), saying how far it got on long runs. With the embedded database, stop
 * the app first: PGlite has one owner (the data directory's lock refuses a second process).
 */
import { parseCommandLine, runCommand, wholeNumberOption } from '../command-line.js';
import { loadConfig } from '../config.js';
import { databaseOptionsFor, openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';
import { generateProjects } from './generate-projects.js';

const USAGE = `Usage: npm run seed -- [--projects N] [--seed S]

Adds the demo data to an empty database, then N generated projects.
  --projects N   how many projects to generate (0 to 10,000,000; default 24)
  --seed S       the generator's seed: the same seed makes the same projects (default 42)
The database: DATABASE_URL, or the embedded one in DATA_DIR (stop the app first).`;

const MAX_PROJECTS = 10_000_000;

await runCommand(async () => {
  const { values } = parseCommandLine({
    usage: USAGE,
    options: {
      projects: { type: 'string', default: '24' },
      seed: { type: 'string', default: '42' },
    },
  });
  const count = wholeNumberOption('projects', String(values.projects), {
    min: 0,
    max: MAX_PROJECTS,
  });
  const seed = wholeNumberOption('seed', String(values.seed), { min: 0, max: 2 ** 32 - 1 });
  const config = loadConfig();
  const handle = await openDatabase(databaseOptionsFor(config));
  try {
    await handle.migrate();
    const demo = await seedDemoIfEmpty(handle, {
      sessionSecret: config.sessionSecret,
      dataDir: config.dataDir,
    });
    if (demo) console.log(`Demo accounts added (password "${DEMO_PASSWORD}").`);
    const started = performance.now();
    const added = await generateProjects(handle.db, count, {
      seed,
      // Batches of 2,000, or a tenth of a shorter run, so that every tenth gets its line.
      batchSize: Math.max(1, Math.min(2000, Math.ceil(count / 10))),
      onProgress: progressPrinter(count, started),
    });
    console.log(
      `Added ${added.toLocaleString('en-US')} projects in ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await handle.close();
  }
});

/** A line at every tenth of a long run (more than one batch), with an estimate of what is left. */
function progressPrinter(total: number, started: number) {
  let shown = 0;
  return (done: number) => {
    const tenth = Math.floor((done / total) * 10);
    if (total <= 1000 || done === total || tenth <= shown) return;
    shown = tenth;
    const elapsed = performance.now() - started;
    const left = Math.round(((total - done) * elapsed) / done / 1000);
    console.log(
      `  ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} projects (${tenth * 10}%), about ${left} s left`,
    );
  };
}
