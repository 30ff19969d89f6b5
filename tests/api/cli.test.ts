/**
 * The command-line tools talk (issue 36): `--help` on each, a bad argument or setting as one
 * sentence and a non-zero exit (2 for usage, 1 for configuration), `db:migrate` listing what it
 * applied, and the seed saying how far a long run got.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/db/client.js';
import { runCli, type CliEntry } from '../setup/cli-process.js';
import { copyGoldenPgliteDir } from '../setup/golden-database.js';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'finishline-cli-'));
  dataDirs.push(dir);
  return dir;
};

const CLIS: [CliEntry, string][] = [
  ['migrate-cli', 'npm run db:migrate'],
  ['seed-cli', 'npm run seed'],
  ['ledger-check-cli', 'npm run ledger:check'],
  ['operator-cli', 'npm run operator'],
];

const oneLine = (text: string) => {
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /);
  return text.trim();
};

// Each test starts processes, each loading the server's modules: on a loaded machine (CI runs two
// suites at once) that is seconds a process, beyond the in-process tests' 20 s.
const PROCESSES = { timeout: 60_000 };

describe.each(CLIS)('%s', PROCESSES, (entry, command) => {
  it('prints its usage with --help and exits 0', async () => {
    const help = await runCli(entry, ['--help'], { env: { DATA_DIR: freshDataDir() } });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(new RegExp(`^Usage: ${command}`));
    expect(help.stderr).toBe('');
  });

  it('refuses an unknown option in one sentence, exit 2', async () => {
    const bad = await runCli(entry, ['--no-such-option'], { env: { DATA_DIR: freshDataDir() } });
    expect(bad.code).toBe(2);
    expect(oneLine(bad.stderr)).toBe(
      `Unknown option '--no-such-option': run \`${command} -- --help\` for the usage.`,
    );
  });

  it('stops at a bad setting in one sentence, exit 1, before opening anything', async () => {
    const args = entry === 'operator-cli' ? ['grant', 'someone@example.com'] : [];
    const dataDir = freshDataDir();
    const bad = await runCli(entry, args, {
      env: { DATA_DIR: dataDir, DATABASE_POOL_MAX: 'many' },
    });
    expect(bad.code).toBe(1);
    expect(oneLine(bad.stderr)).toBe('Invalid configuration: DATABASE_POOL_MAX: must be a number');
  });
});

describe('npm run seed', PROCESSES, () => {
  it('refuses a count that is not a whole number', async () => {
    const counts = ['abc', '-5', '1.5', '99999999'];
    const answers = await Promise.all(
      counts.map((count) =>
        runCli('seed-cli', [`--projects=${count}`], { env: { DATA_DIR: freshDataDir() } }),
      ),
    );
    answers.forEach((bad, index) => {
      expect(bad.code, counts[index]).toBe(2);
      expect(oneLine(bad.stderr)).toBe(
        `--projects must be a whole number from 0 to 10,000,000, not "${counts[index]}".`,
      );
    });
  });

  it('says how far a long run got, then what it added', async () => {
    const dataDir = freshDataDir();
    // From the migrated golden database: the migrations are not what this test is about.
    copyGoldenPgliteDir(inject('goldenPgliteDirs').migrated, dataDir);
    const seeded = await runCli('seed-cli', ['--projects', '3000'], {
      env: { DATA_DIR: dataDir },
    });
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    const progress = seeded.stdout.match(
      /^ {2}[\d,]+ of 3,000 projects \(\d+%\), about \d+ s left$/gm,
    );
    // A line at every tenth but the last (the summary says that one).
    expect(progress).toHaveLength(9);
    expect(seeded.stdout).toMatch(/^Added 3,000 projects in \d+ ms\.$/m);
  }, 120_000);
});

describe('npm run db:migrate', () => {
  it('lists the migrations it applied, and says when there were none', async () => {
    // A new embedded database (initdb is not what this test is about), none of them applied.
    const dataDir = freshDataDir();
    copyGoldenPgliteDir(inject('goldenPgliteDirs').empty, dataDir);
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const first = await runCli('migrate-cli', [], { env: { DATA_DIR: dataDir } });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const applied = [...first.stdout.matchAll(/^ {2}applied (\S+)$/gm)].map((match) => match[1]);
    expect(applied).toEqual(journal.entries.map((entry) => entry.tag));
    expect(first.stdout).toMatch(/^Migrations applied in \d+ ms\.$/m);

    const again = await runCli('migrate-cli', [], { env: { DATA_DIR: dataDir } });
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe('Nothing to apply: the database has every migration.');
  }, 120_000);
});

describe('npm run operator', PROCESSES, () => {
  it('refuses an unknown command and a missing email, exit 2', async () => {
    const unknown = await runCli('operator-cli', ['promote', 'a@example.com']);
    expect(unknown.code).toBe(2);
    expect(oneLine(unknown.stderr)).toMatch(/^Unknown command "promote"/);
    const missing = await runCli('operator-cli', ['grant']);
    expect(missing.code).toBe(2);
    expect(oneLine(missing.stderr)).toMatch(/^npm run operator takes 2 arguments, not 1/);
  });
});
