/**
 * Helpers for the opt-in release's tests (issue 39): a waiting delivery given, row by row, the
 * evidence a read would have left (a commit id as its ref, so no network is asked), and the
 * owner's required checks; each part can be made to fall short.
 */
import { eq } from 'drizzle-orm';
import { deliveries, deliveryCheckSettings, deliveryEvidence } from '../../src/server/db/schema.js';
import type { EvidenceChecks, TamperFlag } from '../../src/shared/contract/delivery-evidence.js';
import type { Queryable } from '../../src/server/db/client.js';

export const HEAD = 'c'.repeat(40);
export const BASE = 'b'.repeat(40);

export interface EvidenceState {
  status?: 'pending' | 'ready' | 'failed';
  stale?: boolean;
  flags?: TamperFlag[];
  checks?: EvidenceChecks;
  required?: string[];
  releaseOnChecks?: boolean;
}

export const passing = (...names: string[]): EvidenceChecks => ({
  source: 'github',
  state: 'passing',
  runs: names.map((name) => ({ name, conclusion: 'success', url: null })),
});

/** Writes the delivery's evidence and the project's settings as `state` has them. */
export async function setEvidence(
  db: Queryable,
  { deliveryId, projectId }: { deliveryId: number; projectId: number },
  state: EvidenceState = {},
) {
  await db
    .update(deliveries)
    .set({ repository: 'https://github.com/ada/till', ref: HEAD })
    .where(eq(deliveries.id, deliveryId));
  const evidence = {
    status: state.status ?? 'ready',
    baseCommit: BASE,
    headCommit: HEAD,
    diff: { files: 1, additions: 1, deletions: 0, byLanguage: [] },
    todos: { before: 0, after: 0 },
    flags: state.flags ?? [],
    checks: state.checks ?? passing('test', 'build'),
    stale: state.stale ?? false,
    error: null,
  };
  await db
    .insert(deliveryEvidence)
    .values({ deliveryId, ...evidence })
    .onConflictDoUpdate({ target: deliveryEvidence.deliveryId, set: evidence });
  const settings = {
    requiredChecks: state.required ?? ['test', 'build'],
    releaseOnChecks: state.releaseOnChecks ?? true,
  };
  await db
    .insert(deliveryCheckSettings)
    .values({ projectId, ...settings })
    .onConflictDoUpdate({ target: deliveryCheckSettings.projectId, set: settings });
}
