import type { FastifyBaseLogger } from 'fastify';
import type { FetchOptions } from '../../core/git/index.js';
import type { Database, Transaction } from '../../db/client.js';
import type { ReadChecks } from './github-checks.js';

/** What the feature's jobs share: the database, the fetch rules, the instance's read slots. */
export interface EvidenceContext {
  db: Database;
  /** One transaction (app.transaction): the opt-in release's. */
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  fetch: FetchOptions;
  log: FastifyBaseLogger;
  /** Waits for one of the instance's read slots (repo-insight's); call the result to free it. */
  slot: () => Promise<() => void>;
  now: () => Date;
  /** The checks adapter; absent: no checks are read. */
  readChecks?: ReadChecks;
  /** Which GitHub repository a delivery's repository link is (the adapter's rule), or null. */
  repositoryOf: (link: string) => { owner: string; repo: string } | null;
}
