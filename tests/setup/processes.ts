/**
 * A real process the tests start and watch (an app instance, a command, Caddy): its output as it
 * comes, a wait for a line, and a stop that always ends. Used by the API suite's process tests
 * (server-process.ts, cli-process.ts' callers) and by `npm run test:stack`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Part {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the output, now or when it appears. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL if it has not ended within `graceMs`. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Only PATH and HOME from the caller: nothing of the machine's own settings reaches a part. */
export function startPart(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Part {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const watcher of watchers) watcher();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      for (const watcher of watchers) watcher();
      resolve({ code, signal });
    }),
  );
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    child,
    output: () => output,
    exited,
    waitForOutput: (pattern, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            done();
            resolve(match);
          } else if (ended()) {
            done();
            reject(new Error(`${name} ended before printing ${pattern}:\n${output}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name} printed no ${pattern} within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          watchers.delete(check);
        };
        watchers.add(check);
        check();
      }),
    async stop(graceMs = 15_000) {
      if (!ended()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

/** A loopback port nothing listens on now, as the system picks one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
