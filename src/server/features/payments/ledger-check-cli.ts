/** `npm run ledger:check`: verifies the configured database's ledger; exits 1 on any problem. */
import { parseCommandLine, runCommand } from '../../command-line.js';
import { loadConfig } from '../../config.js';
import { databaseOptionsFor, openDatabase } from '../../db/client.js';
import { checkLedger } from './ledger-check.js';

const USAGE = `Usage: npm run ledger:check

Checks the ledger (docs/spec/money.md): every transaction sums to zero, and it agrees with the
payments, transfers and refunds. Exits 1, listing each problem, when it does not.
The database: DATABASE_URL, or the embedded one in DATA_DIR (stop the app first).`;

await runCommand(async () => {
  parseCommandLine({ usage: USAGE });
  const handle = await openDatabase(databaseOptionsFor(loadConfig()));
  try {
    console.log('Checking the ledger…');
    const started = performance.now();
    const problems = await checkLedger(handle.db);
    const ms = Math.round(performance.now() - started);
    if (problems.length === 0) {
      console.log(
        `Ledger check passed: every transaction balances and agrees with payments, releases and refunds (${ms} ms).`,
      );
    } else {
      console.error(`Ledger check found ${problems.length} problem(s):`);
      for (const problem of problems) {
        console.error(`  - ${problem.check}: ${problem.subject} (${problem.value})`);
      }
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
});
