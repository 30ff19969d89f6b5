/**
 * `npm run operator -- grant EMAIL | revoke EMAIL | code EMAIL` on the configured database (the
 * embedded data directory, or DATABASE_URL). `grant` also enrols the account's first
 * authenticator, unless two-factor sign-in is on already, and prints it (operators.md). With the
 * embedded database, stop the app first: PGlite has one owner. `code` prints the current
 * two-factor code of a demo account (@demo.finishline.dev), never in production; it needs no
 * database (the secret is derived from SESSION_SECRET), so it runs while the app holds it.
 */
import { CommandLineError, parseCommandLine, runCommand } from '../../command-line.js';
import { loadConfig, type AppConfig } from '../../config.js';
import { databaseOptionsFor, openDatabase } from '../../db/client.js';
import { twoFactorKeys } from '../auth/index.js';
import { demoCode, setOperator, type OperatorEnrolment } from './operator-role.js';

const USAGE = `Usage: npm run operator -- grant EMAIL | revoke EMAIL | code EMAIL

  grant EMAIL    makes the account an operator and, unless its two-factor sign-in is on,
                 turns it on and prints the secret and recovery codes (shown only then)
  revoke EMAIL   takes the role back
  code EMAIL     prints a demo account's current two-factor code (never in production)
The database: DATABASE_URL, or the embedded one in DATA_DIR (stop the app first; code needs none).`;

const COMMANDS = ['grant', 'revoke', 'code'];

await runCommand(async () => {
  const { positionals } = parseCommandLine({ usage: USAGE, positionals: { min: 2, max: 2 } });
  const [command = '', email = ''] = positionals;
  if (!COMMANDS.includes(command)) {
    throw new CommandLineError(
      `Unknown command "${command}": use grant, revoke or code (npm run operator -- --help).`,
      2,
    );
  }
  const config = loadConfig();
  if (command === 'code') {
    // No database: the code comes from SESSION_SECRET, so this runs beside the running app.
    console.log(
      demoCode({
        email,
        sessionSecret: config.sessionSecret,
        production: config.env === 'production',
      }),
    );
  } else {
    await grantOrRevoke(config, command === 'grant', email);
  }
});

async function grantOrRevoke(config: AppConfig, granting: boolean, email: string) {
  const handle = await openDatabase(databaseOptionsFor(config));
  try {
    await handle.migrate();
    const result = await setOperator(handle.db, email, granting, {
      keys: twoFactorKeys(config.sessionSecret),
    });
    console.log(
      result.changed
        ? `${result.email} is ${granting ? 'now an operator' : 'no longer an operator'}.`
        : `${result.email} ${granting ? 'was already an operator' : 'was not an operator'}; nothing changed.`,
    );
    if (result.enrolment) printEnrolment(result.enrolment);
  } finally {
    await handle.close();
  }
}

/** Shown once, here only: the operator adds the secret to their authenticator app. */
function printEnrolment({ secret, uri, recoveryCodes }: OperatorEnrolment) {
  console.log(
    [
      '',
      'Two-factor sign-in is now on for this account. Give these to the operator, in person or',
      'over a channel you trust; they are shown only now.',
      `  Secret for the authenticator app: ${secret}`,
      `  Or as a link (or QR code):        ${uri}`,
      '  Recovery codes (each works once):',
      ...recoveryCodes.map((code) => `    ${code}`),
      '',
    ].join('\n'),
  );
}
