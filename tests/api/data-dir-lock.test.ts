/**
 * One owner for the embedded database (issue 36): a second process that opens a data directory
 * already open is refused with a sentence naming the process and the two ways out, exits
 * non-zero and changes nothing; a lock left by a killed process is taken over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { runCli } from '../setup/cli-process.js';
import { copyGoldenPgliteDir } from '../setup/golden-database.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

/** A data directory holding a new, unmigrated embedded database (a copy: initdb takes seconds). */
function freshDataDir() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-lock-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  copyGoldenPgliteDir(inject('goldenPgliteDirs').empty, dataDir);
  return dataDir;
}

/** A process holding the embedded database in `dataDir` open, once it says so. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/setup/hold-database.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding the database')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder ended (${code})`)));
  });
  return child;
}

const migrationsTable = async (dataDir: string) => {
  const database = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = await database.query(
      `select to_regclass('drizzle.__drizzle_migrations') as t`,
    );
    return (rows[0] as { t: string | null }).t;
  } finally {
    await database.close();
  }
};

describe(
  'the embedded database’s lock',
  // Processes, each loading the server: seconds apiece on a loaded machine (CI runs two suites).
  { timeout: 60_000 },
  () => {
    it('refuses a second process with the running one’s pid and the two ways out', async () => {
      const dataDir = freshDataDir();
      const running = await holder(dataDir);
      const second = await runCli('migrate-cli', [], { env: { DATA_DIR: dataDir } });
      expect(second.code).toBe(1);
      const message = second.stderr.trim();
      expect(message).toContain(`is open in another process (pid ${running.pid}`);
      expect(message).toContain('stop that process first, or use PostgreSQL (DATABASE_URL)');
      expect(message.split('\n')).toHaveLength(1);
      expect(second.stdout).not.toContain('Migrations applied');

      // Nothing changed: the database the holder opened empty is still unmigrated.
      running.kill('SIGTERM');
      await new Promise((resolve) => running.once('exit', resolve));
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      expect(await migrationsTable(dataDir)).toBeNull();
    }, 60_000);

    it('takes over the lock a killed process left', async () => {
      const dataDir = freshDataDir();
      const killed = await holder(dataDir);
      killed.kill('SIGKILL');
      await new Promise((resolve) => killed.once('exit', resolve));
      const lock = JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'));
      expect(lock.pid).toBe(killed.pid);

      const next = await runCli('migrate-cli', [], { env: { DATA_DIR: dataDir } });
      expect(next.stderr).toBe('');
      expect(next.code).toBe(0);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      expect(await migrationsTable(dataDir)).toBe('drizzle.__drizzle_migrations');
    }, 60_000);

    it('refuses a second open in the same process too, and frees the lock on close', async () => {
      const dataDir = path.join(freshDataDir(), 'pglite');
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`pid ${process.pid}`);
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir });
      await again.close();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    }, 60_000);
  },
);
