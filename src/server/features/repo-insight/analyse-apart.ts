/**
 * Fetching and reading a repository in a process of its own (repo-analysis.ts, started by
 * core/git's runApart: nice 19, a heap cap, PATH only). Why apart from the server: one analysis
 * starts about fifteen git processes, and starting a process from the server (hundreds of MB
 * resident) blocks its event loop for milliseconds each time (4 s of a 20-project burst,
 * measured). The remote is checked and pinned here, so the address rules (and tests' own name
 * resolution) hold as before.
 */
import type { RepoFacts } from '@shared/contract/repo-insight.js';
import {
  DEFAULT_FETCH_LIMITS,
  GitFetchError,
  pinRemote,
  runApart,
  type FetchLimits,
  type FetchOptions,
  type GitFetchFailure,
  type PinnedRemote,
} from '../../core/git/index.js';

export interface AnalysisRequest {
  remote: PinnedRemote;
  workRoot: string;
  limits: FetchLimits;
  /** ISO time: "the last 90 days" are counted from it. */
  now: string;
}

export type AnalysisAnswer =
  { commit: string; facts: RepoFacts } | { failure: GitFetchFailure; message: string };

export async function analyseApart(
  link: string,
  options: FetchOptions,
  now: Date,
): Promise<{ commit: string; facts: RepoFacts }> {
  const remote = await pinRemote(link, options);
  const request: AnalysisRequest = {
    remote,
    workRoot: options.workRoot,
    limits: { ...DEFAULT_FETCH_LIMITS, ...options.limits },
    now: now.toISOString(),
  };
  const answer = await runApart<AnalysisAnswer>(
    new URL('./repo-analysis.js', import.meta.url),
    request,
    // The process holds itself to the wall-time cap; this is for one that stopped answering.
    request.limits.timeoutMs + 15_000,
  );
  if ('failure' in answer) throw new GitFetchError(answer.failure, answer.message);
  return answer;
}
