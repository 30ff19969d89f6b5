/**
 * The GitHub checks adapter (docs/decisions/verified-delivery.md, "Checks"): the check runs and
 * commit statuses of exactly the delivered commit, read with `@octokit/rest` (a `GITHUB_TOKEN`
 * when set, else unauthenticated and rate-limited), mapped to one state. A repository that is not
 * on GitHub gets no checks read ("none"); so does a fork, by its own commit.
 */
import { Octokit } from '@octokit/rest';
import { NO_CHECKS, type EvidenceChecks } from '@shared/contract/delivery-evidence.js';
import { FAILING_RESULTS, PASSING_RESULTS } from '@shared/contract/delivery-evidence-rules.js';

export interface GithubChecksOptions {
  /** GITHUB_TOKEN: more requests an hour, and private repositories it may read. */
  token?: string;
  /** The API's address (tests: a local stand-in speaking GitHub's payloads). */
  baseUrl?: string;
  /** Which GitHub repository a delivery's repository is; default: github.com links only. */
  repositoryOf?: (link: string) => { owner: string; repo: string } | null;
  /** Per request; past it the checks are "none" for this read. */
  timeoutMs?: number;
}

export type ReadChecks = (link: string, commit: string) => Promise<EvidenceChecks>;

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** `https://github.com/{owner}/{repo}` (with or without `.git` or a trailing slash), else null. */
export function githubRepositoryOf(link: string): { owner: string; repo: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname.toLowerCase() !== 'github.com') return null;
  const [owner, name, ...rest] = url.pathname.replace(/^\/|\/$/g, '').split('/');
  const repo = name?.replace(/\.git$/, '');
  if (!owner || !repo || rest.length > 0 || !NAME.test(owner) || !NAME.test(repo)) return null;
  return { owner, repo };
}

/** A commit status's state: success, failure, error, pending. */
const STATUS_FAILS = new Set(['failure', 'error']);

export interface CheckRunPayload {
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string | null;
}
export interface CommitStatusPayload {
  context: string;
  state: string;
  target_url?: string | null;
}

/**
 * One state from the runs and statuses: failing if any failed, else pending if any is not done,
 * else passing; "none" when there are none at all (GitHub's combined status says "pending" for
 * a commit with no statuses: that is no checks, not checks waiting).
 */
export function checksFrom(
  runs: readonly CheckRunPayload[],
  statuses: readonly CommitStatusPayload[],
): EvidenceChecks {
  const outcomes: ('pass' | 'fail' | 'pending')[] = [
    ...runs.map((run) =>
      run.status !== 'completed'
        ? ('pending' as const)
        : PASSING_RESULTS.has(run.conclusion ?? '')
          ? ('pass' as const)
          : FAILING_RESULTS.has(run.conclusion ?? '')
            ? ('fail' as const)
            : ('pending' as const),
    ),
    ...statuses.map((status) =>
      status.state === 'success'
        ? ('pass' as const)
        : STATUS_FAILS.has(status.state)
          ? ('fail' as const)
          : ('pending' as const),
    ),
  ];
  const state =
    outcomes.length === 0
      ? 'none'
      : outcomes.includes('fail')
        ? 'failing'
        : outcomes.includes('pending')
          ? 'pending'
          : 'passing';
  return {
    source: 'github',
    state,
    runs: [
      ...runs.map((run) => ({
        name: run.name,
        conclusion: run.status === 'completed' ? run.conclusion : run.status,
        url: run.html_url ?? null,
      })),
      ...statuses.map((status) => ({
        name: status.context,
        conclusion: status.state,
        url: status.target_url ?? null,
      })),
    ],
  };
}

const quiet = () => {};

export function createGithubChecks(options: GithubChecksOptions = {}): ReadChecks {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: 'finishline-verified-delivery',
    request: { timeout: options.timeoutMs ?? 10_000, retries: 0 },
    // A failed read is logged once by the evidence job (run-evidence.ts, readChecks), not here.
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  });
  const repositoryOf = options.repositoryOf ?? githubRepositoryOf;
  return async (link, commit) => {
    const repository = repositoryOf(link);
    if (!repository) return NO_CHECKS;
    const [runs, combined] = await Promise.all([
      octokit.rest.checks.listForRef({ ...repository, ref: commit, per_page: 100 }),
      octokit.rest.repos.getCombinedStatusForRef({ ...repository, ref: commit, per_page: 100 }),
    ]);
    return checksFrom(runs.data.check_runs, combined.data.statuses);
  };
}
