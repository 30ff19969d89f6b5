/**
 * The command-line entry points as the person runs them, each a process of its own: the
 * production build's (`node dist/server/<entry>.js`, what `npm run db:migrate` and the others
 * run), made fresh by the API suite's global setup. What they print, and how they exit.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The entry points of `scripts/start.mjs`, each `dist/server/<name>.js`. */
export type CliEntry = 'main' | 'migrate-cli' | 'seed-cli' | 'ledger-check-cli' | 'operator-cli';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `env` replaces the test's environment but for PATH and HOME; `cwd` defaults to the root. */
export function runCli(
  entry: CliEntry,
  args: string[] = [],
  { env = {}, cwd = ROOT }: { env?: Record<string, string>; cwd?: string } = {},
): Promise<CliResult> {
  const file = path.join(ROOT, 'dist/server', `${entry}.js`);
  const child = spawn(process.execPath, [file, ...args], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
