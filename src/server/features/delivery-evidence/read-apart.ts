/**
 * A delivery's commits read in a process of its own (evidence-analysis.ts, started by core/git's
 * runApart: nice 19, a heap cap, PATH only, JSON in and out), as repo-insight's snapshot is: the
 * refs resolved, both commits fetched, the diff figures, the TODOs and the tamper flags. One
 * process per evidence; the server keeps the job, the database writes and the answers. Both
 * remotes are checked and pinned here, so the address rules (and tests' own name resolution) hold
 * as for every fetch.
 */
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
import type { CommitFacts } from './read-commits.js';

export interface EvidenceRequest {
  /** The baseline's remote, and its commit when recorded (null: resolve its HEAD first). */
  base: { remote: PinnedRemote; commit: string | null };
  /** The delivery's remote and ref (null: its HEAD). */
  head: { remote: PinnedRemote; ref: string | null };
  workRoot: string;
  limits: FetchLimits;
}

/** What was read; on a GitFetchError, its failure and sentence and which side could not be read. */
export type EvidenceAnswer =
  | { baseCommit: string; headCommit: string; facts: CommitFacts }
  | {
      failure: GitFetchFailure;
      message: string;
      /** 'base': the baseline's HEAD could not be resolved (the baseline is not read). */
      side: 'base' | 'head';
      baseCommit: string | null;
      headCommit: string | null;
    };

export async function readEvidenceApart(
  options: FetchOptions,
  base: { link: string; commit: string | null },
  head: { link: string; ref: string | null },
): Promise<EvidenceAnswer> {
  let side: 'base' | 'head' = 'base';
  try {
    const baseRemote = await pinRemote(base.link, options);
    side = 'head';
    const headRemote = await pinRemote(head.link, options);
    const limits = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
    const request: EvidenceRequest = {
      base: { remote: baseRemote, commit: base.commit },
      head: { remote: headRemote, ref: head.ref },
      workRoot: options.workRoot,
      limits,
    };
    // Each of its three steps (the two refs, the fetch and the reading) holds itself to the
    // wall-time cap; this is for a process that stopped answering.
    return await runApart<EvidenceAnswer>(
      new URL('./evidence-analysis.js', import.meta.url),
      request,
      limits.timeoutMs * 3 + 15_000,
    );
  } catch (error) {
    if (!(error instanceof GitFetchError)) throw error;
    return {
      failure: error.failure,
      message: error.message,
      side,
      baseCommit: base.commit,
      headCommit: null,
    };
  }
}
