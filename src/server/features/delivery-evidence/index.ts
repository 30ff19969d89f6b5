/**
 * Verified delivery (issue 39; docs/decisions/verified-delivery.md): a project's baseline commit
 * read when a bid is accepted, and each delivery's commit read against it by one job per
 * delivery through the safe fetch (core/git, the same rules and caps as repo-insight's
 * snapshots): what changed, what is left, the tamper flags; a recurring check marks evidence
 * stale when its ref moves.
 */
import os from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FetchLimits, RemoteRules } from '../../core/git/index.js';
import { createSlots } from '../repo-insight/index.js';
import { BASELINE_JOB, recordBaseline, requestBaseline } from './baseline.js';
import { createGithubChecks, type GithubChecksOptions } from './github-checks.js';
import { checkStaleness, STALENESS_EVERY_MS, STALENESS_JOB } from './check-staleness.js';
import type { EvidenceContext } from './evidence-context.js';
import { evidenceRoutes } from './evidence-routes.js';
import {
  EVIDENCE_JOB,
  requestEvidence,
  requestMilestoneEvidence,
  runEvidence,
  type EvidenceSubject,
} from './run-evidence.js';

export { BASELINE_JOB, EVIDENCE_JOB, STALENESS_JOB };
// An operator's case record carries its deliveries' evidence (features/ops).
export { evidenceOfDeliveries } from './get-evidence.js';

/** Reads at once per instance: each holds git processes and up to 50 MB on disk. */
const READS_AT_ONCE = 2;

export interface DeliveryEvidenceOptions {
  /** file://, plain http and local addresses (REPO_INSIGHT_ALLOW_LOCAL). */
  allowLocal: boolean;
  workRoot?: string;
  limits?: Partial<FetchLimits>;
  lookup?: RemoteRules['lookup'];
  /** The GitHub checks adapter's settings; false: no checks are read (tests by default). */
  githubChecks?: GithubChecksOptions | false;
}

export const deliveryEvidencePlugin = fp(
  async (app, options: DeliveryEvidenceOptions) => {
    const context: EvidenceContext = {
      db: app.db,
      log: app.log,
      slot: createSlots(READS_AT_ONCE),
      now: () => new Date(),
      readChecks:
        options.githubChecks === false ? undefined : createGithubChecks(options.githubChecks),
      fetch: {
        allowLocal: options.allowLocal,
        workRoot: options.workRoot ?? path.join(os.tmpdir(), 'finishline-delivery-evidence'),
        limits: options.limits,
        lookup: options.lookup,
      },
    };

    app.events.onEmit(async (tx, event) => {
      if (event.type === 'bid.accepted') {
        await requestBaseline(tx, (event.data as { projectId: number }).projectId);
      } else if (event.type === 'delivery.submitted') {
        await requestEvidence(tx, (event.data as { deliveryId: number }).deliveryId);
      } else if (event.type === 'milestone.completed') {
        await requestMilestoneEvidence(tx, (event.data as { milestoneId: number }).milestoneId);
      }
    });

    app.jobs.define(BASELINE_JOB, {
      retryBaseMs: 5000,
      run: async ({ projectId }: { projectId: number }) => {
        await recordBaseline(context, projectId);
      },
    });
    app.jobs.define(EVIDENCE_JOB, {
      retryBaseMs: 5000,
      // A delivery's ({ deliveryId }) or a milestone's completion's ({ milestoneId }).
      run: async (subject: EvidenceSubject) => {
        await runEvidence(context, subject);
      },
    });
    app.jobs.define(STALENESS_JOB, {
      everyMs: STALENESS_EVERY_MS,
      run: async () => {
        await checkStaleness(context);
      },
    });

    await app.register(evidenceRoutes);
  },
  { name: 'delivery-evidence', dependencies: ['events', 'jobs'] },
);
