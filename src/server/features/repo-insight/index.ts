/**
 * Repository snapshots (issue 38; docs/decisions/repo-insight.md): a project's code link is read
 * when the project is created and when its owner refreshes, by one job per project through the
 * safe fetch (core/git), and the facts are kept per (code link, commit).
 */
import os from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FetchLimits, RemoteRules } from '../../core/git/index.js';
import { repoInsightRoutes } from './repo-insight-routes.js';
import { ANALYZE_JOB, requestAnalysisOfNewProject } from './request-analysis.js';
import { createSlots, runAnalysis, type AnalysisOutcome } from './run-analysis.js';

// requestAnalysis: the seed asks for its demo projects' snapshots.
export { ANALYZE_JOB, requestAnalysis } from './request-analysis.js';
// Delivery evidence holds its reads to an instance's slots the same way.
export { createSlots } from './run-analysis.js';

/** Analyses at once per instance: each holds git processes and up to 50 MB on disk. */
const ANALYSES_AT_ONCE = 2;

export interface RepoInsightOptions {
  /** file://, plain http and local addresses (REPO_INSIGHT_ALLOW_LOCAL). */
  allowLocal: boolean;
  /** Where the temporary repositories go; default a folder of the system's temporary directory. */
  workRoot?: string;
  /** Lower caps (tests). */
  limits?: Partial<FetchLimits>;
  /** Resolves host names (tests give names addresses of their choosing). */
  lookup?: RemoteRules['lookup'];
  /** Told after each analysis (the benchmark times it). */
  onAnalyzed?: (projectId: number, outcome: AnalysisOutcome) => void;
}

export const repoInsightPlugin = fp(
  async (app, options: RepoInsightOptions) => {
    const context = {
      db: app.db,
      log: app.log,
      slot: createSlots(ANALYSES_AT_ONCE),
      fetch: {
        allowLocal: options.allowLocal,
        workRoot: options.workRoot ?? path.join(os.tmpdir(), 'finishline-repo-insight'),
        limits: options.limits,
        lookup: options.lookup,
      },
    };

    app.events.onEmit(async (tx, event) => {
      if (event.type !== 'project.created') return;
      const { projectId } = event.data as { projectId: number };
      await requestAnalysisOfNewProject(tx, projectId);
    });

    app.jobs.define(ANALYZE_JOB, {
      retryBaseMs: 5000,
      async run({ projectId }: { projectId: number }) {
        const outcome = await runAnalysis(context, projectId);
        options.onAnalyzed?.(projectId, outcome);
      },
    });

    await app.register(repoInsightRoutes);
  },
  { name: 'repo-insight', dependencies: ['events', 'jobs'] },
);
