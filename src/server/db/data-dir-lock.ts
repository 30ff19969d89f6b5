/**
 * One owner for an embedded database. PGlite does not guard its data directory: two processes
 * opening the same one (`npm start` and `npm run seed` beside it) can corrupt it
 * (electric-sql/pglite#1106). So every process that opens it first creates `<dataDir>.lock`
 * (exclusively: O_EXCL) holding its pid and command, and removes it when it closes the database
 * or exits. A second process finds the lock, sees that its process is alive and stops with a
 * sentence naming it. A lock left by a process that was killed (its pid no longer runs) is stale
 * and taken over; the takeover itself is guarded by a second exclusive file, so that of two
 * processes finding the same stale lock, one takes it and the other then finds it held.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CommandLineError } from '../command-line.js';

interface LockOwner {
  pid: number;
  command: string;
  startedAt: string;
}

export class DatabaseLockedError extends CommandLineError {}

export interface DataDirLock {
  release(): void;
}

/** The locks this process holds: a second open of one of them here is refused too. */
const held = new Set<string>();

/** Takes the lock of `dataDir` or throws DatabaseLockedError naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    command: commandOf(process.argv),
    startedAt: new Date().toISOString(),
  };
  if (held.has(file)) throw lockedError(dataDir, readOwner(file) ?? me);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (createExclusive(file, me)) return ownedLock(file);
    const owner = readOwner(file);
    if (owner && isRunning(owner.pid)) throw lockedError(dataDir, owner);
    takeOverStale(file, owner);
  }
  throw new CommandLineError(`Could not take the lock ${file}; remove it if no process uses it.`);
}

function ownedLock(file: string): DataDirLock {
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    // Only our own lock: never one another process took over meanwhile.
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  // A process that ends without closing the database (an error, process.exit) leaves no lock.
  process.on('exit', release);
  return { release };
}

/**
 * Removes the stale lock found, under `<lock>.takeover` (one process at a time), and only if it
 * is still the one found: another process may have taken it over and be running with it already.
 */
function takeOverStale(file: string, found: LockOwner | null) {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, { pid: process.pid, command: 'takeover', startedAt: '' })) {
    // Someone is taking it over now; a guard left by a takeover that was killed is removed.
    const holder = readOwner(guard);
    if (!holder || !isRunning(holder.pid)) rmSync(guard, { force: true });
    return;
  }
  try {
    const now = readOwner(file);
    if (JSON.stringify(now) === JSON.stringify(found)) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

function createExclusive(file: string, owner: LockOwner): boolean {
  try {
    writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The lock's owner; null for a file half written or unreadable (treated as stale). */
function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Whether a node process with this pid runs (ours excepted: we do not hold the lock yet; after
 * a restart in a container the killed process may have had our pid). Where /proc tells, a pid
 * reused by a program that is not node does not count.
 */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** `npm start`, `npm run seed`, …: the entry point's file name, as the person typed it. */
function commandOf(argv: string[]): string {
  const entry = path.basename(argv[1] ?? 'node', '.js').replace(/\.ts$/, '');
  const npm: Record<string, string> = {
    main: 'npm start',
    'seed-cli': 'npm run seed',
    'migrate-cli': 'npm run db:migrate',
    'operator-cli': 'npm run operator',
    'ledger-check-cli': 'npm run ledger:check',
  };
  return npm[entry] ?? argv.slice(1).join(' ');
}

function lockedError(dataDir: string, owner: LockOwner): DatabaseLockedError {
  return new DatabaseLockedError(
    `The embedded database in ${dataDir} is open in another process (pid ${owner.pid}, ` +
      `${owner.command}, since ${owner.startedAt}), and only one process may open it: stop ` +
      'that process first, or use PostgreSQL (DATABASE_URL), which any number of processes share.',
  );
}
