/**
 * Verified delivery (issue 39; docs/decisions/verified-delivery.md): a project's baseline commit
 * read when a bid is accepted, and each delivery's commit read against it by one job per
 * delivery through the safe fetch (core/git, the same rules and caps as repo-insight's
 * snapshots): what changed, what is left, the tamper flags; a recurring check (and GitHub's check
 * webhook) marks evidence stale when its ref moves and reads pending checks again; the checks the
 * owner requires and the per-project opt-in release when they all pass.
 */
import os from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FetchLimits, RemoteRules } from '../../core/git/index.js';
import { createSlots } from '../repo-insight/index.js';
import { BASELINE_JOB, recordBaseline, requestBaseline } from './baseline.js';
import {
  createGithubChecks,
  githubRepositoryOf,
  type GithubChecksOptions,
} from './github-checks.js';
import {
  askRelease,
  checkStaleness,
  STALENESS_EVERY_MS,
  STALENESS_JOB,
} from './check-staleness.js';
import { checkWebhookRoutes, GITHUB_EVENT_JOB } from './check-webhook.js';
import {
  processGithubEvent,
  PRUNE_GITHUB_EVENTS_EVERY_MS,
  PRUNE_GITHUB_EVENTS_JOB,
  pruneGithubEvents,
} from './github-events.js';
import { releaseOnChecks, type ReleaseOutcome } from './release-on-checks.js';
import type { EvidenceContext } from './evidence-context.js';
import { recordDisputeEvidence } from './dispute-record.js';
import { evidenceRoutes } from './evidence-routes.js';
import {
  EVIDENCE_JOB,
  requestEvidence,
  requestMilestoneEvidence,
  runEvidence,
  type EvidenceSubject,
} from './run-evidence.js';

export { BASELINE_JOB, EVIDENCE_JOB, GITHUB_EVENT_JOB, STALENESS_JOB };
export type { ReleaseOutcome };
// An operator's case record carries its deliveries' evidence (features/ops).
export { evidenceOfDeliveries } from './get-evidence.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The opt-in release, asked for one delivery (the jobs ask it; tests ask it directly). */
    deliveryEvidence: { releaseOnChecks(deliveryId: number): Promise<ReleaseOutcome> };
  }
}

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
  /** GITHUB_WEBHOOK_SECRET; unset, the check webhook refuses every event. */
  webhookSecret?: string;
  /** Per address (RateLimits.webhookRequestsPerMinute). */
  webhookRequestsPerMinute?: number;
}

export const deliveryEvidencePlugin = fp(
  async (app, options: DeliveryEvidenceOptions) => {
    const context: EvidenceContext = {
      db: app.db,
      transaction: (work) => app.transaction(work),
      log: app.log,
      slot: createSlots(READS_AT_ONCE),
      now: () => new Date(),
      readChecks:
        options.githubChecks === false ? undefined : createGithubChecks(options.githubChecks),
      repositoryOf:
        (options.githubChecks !== false && options.githubChecks?.repositoryOf) ||
        githubRepositoryOf,
      fetch: {
        allowLocal: options.allowLocal,
        workRoot: options.workRoot ?? path.join(os.tmpdir(), 'finishline-delivery-evidence'),
        limits: options.limits,
        lookup: options.lookup,
      },
    };

    app.decorate('deliveryEvidence', {
      releaseOnChecks: (deliveryId: number) => releaseOnChecks(context, deliveryId),
    });

    app.events.onEmit(async (tx, event) => {
      if (event.type === 'bid.accepted') {
        await requestBaseline(tx, (event.data as { projectId: number }).projectId);
      } else if (event.type === 'delivery.submitted') {
        await requestEvidence(tx, (event.data as { deliveryId: number }).deliveryId);
      } else if (event.type === 'dispute.opened') {
        await recordDisputeEvidence(tx, event.data as { disputeId: number; projectId: number });
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
        // A delivery read and passing every required check: the opt-in release may act at once.
        if ((await runEvidence(context, subject)) === 'ready' && 'deliveryId' in subject) {
          await askRelease(context, subject.deliveryId);
        }
      },
    });
    app.jobs.define(GITHUB_EVENT_JOB, {
      retryBaseMs: 5000,
      run: async ({ deliveryId }: { deliveryId: string }) => {
        await processGithubEvent(context, deliveryId);
      },
    });
    app.jobs.define(PRUNE_GITHUB_EVENTS_JOB, {
      everyMs: PRUNE_GITHUB_EVENTS_EVERY_MS,
      run: async () => {
        await pruneGithubEvents(context);
      },
    });
    app.jobs.define(STALENESS_JOB, {
      everyMs: STALENESS_EVERY_MS,
      run: async () => {
        await checkStaleness(context);
      },
    });

    await app.register(evidenceRoutes, { context });
    await app.register(checkWebhookRoutes, {
      secret: options.webhookSecret,
      requestsPerMinute: options.webhookRequestsPerMinute ?? 1000,
    });
  },
  { name: 'delivery-evidence', dependencies: ['events', 'jobs', 'milestones'] },
);
