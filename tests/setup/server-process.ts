/**
 * The real server as a separate process (`node dist/server/main.js`, as `npm start` runs it,
 * from the build the API suite's global setup made fresh), for what only a process shows:
 * signals, a kill in the middle of work, a restart. Used by the graceful-stop and crash tests.
 */
import { startPart, type Part } from './processes.js';

export interface ServerProcess extends Part {
  /** http://127.0.0.1:<port>, from the address the server printed. */
  url: string;
  port: number;
}

/** `env` adds to (or, with undefined, removes from) the test's defaults below. */
export async function startServer(
  env: Record<string, string | undefined>,
  { readyTimeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  const settings = { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env };
  const defined = Object.entries(settings).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const server = startPart(
    'server',
    process.execPath,
    ['dist/server/main.js'],
    Object.fromEntries(defined),
  );
  const [, url, port] = await server.waitForOutput(
    /Finishline is ready at (http:\/\/localhost:(\d+))/,
    readyTimeoutMs,
  );
  return { ...server, url: url!.replace('localhost', '127.0.0.1'), port: Number(port) };
}
