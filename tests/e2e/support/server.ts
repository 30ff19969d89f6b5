import { inject } from 'vitest';

/** What a test file needs of its server (tests/setup/e2e-server.ts). */
export interface E2eServer {
  baseUrl: string;
  /** The GitHub stand-in's control endpoint: tests/setup/github-stand-in-control.ts. */
  githubStandInControl: string;
}

/** The word an e2e server prints before its E2eServer as JSON, once listening. */
export const E2E_SERVER_READY = 'E2E_SERVER';

/** The e2e server of this worker's files: one per worker (tests/setup/e2e-global-setup.ts). */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(pool - 1) % servers.length]!;
}
