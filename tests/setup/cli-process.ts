/**
 * The command-line entry points as the person runs them, each a process of its own (through
 * tsx, from the sources): what they print, and how they exit.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const CLI_ENTRIES = {
  main: 'src/server/main.ts',
  'migrate-cli': 'src/server/db/migrate-cli.ts',
  'seed-cli': 'src/server/seed/seed-cli.ts',
  'ledger-check-cli': 'src/server/features/payments/ledger-check-cli.ts',
  'operator-cli': 'src/server/features/ops/operator-cli.ts',
} as const;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `env` replaces the test's environment but for PATH and HOME; `cwd` defaults to the root. */
export function runCli(
  entry: keyof typeof CLI_ENTRIES | string,
  args: string[] = [],
  { env = {}, cwd = ROOT }: { env?: Record<string, string>; cwd?: string } = {},
): Promise<CliResult> {
  const file = path.join(ROOT, CLI_ENTRIES[entry as keyof typeof CLI_ENTRIES] ?? entry);
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.server.json'),
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
