/**
 * Fetching a remote repository safely into a temporary bare repository, and reading it from git's
 * object store only (docs/decisions/repo-insight.md). No checkout ever happens: symlinks,
 * filters, hooks and huge files never touch the disk as files. Shared by every feature that
 * reads a code link (repo-insight; verified delivery after it).
 *
 *   const head = await remoteHead(link, options);          // one `git ls-remote`
 *   const facts = await withFetchedRepository(link, options, async (repo) => { … });
 */
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { GitFetchError } from './git-errors.js';
import {
  pinRemote,
  type PinnedRemote,
  type RemoteProtocol,
  type RemoteRules,
} from './remote-address.js';
import { runGit, type GitResult, type GitRun } from './run-git.js';
import { createObjectStore, type ObjectStore } from './object-store.js';

export interface FetchLimits {
  /** Bytes git may write for one fetch (content and history together): the transfer cap. */
  maxBytes: number;
  /** Wall time of one whole fetch and read, from the first command. */
  timeoutMs: number;
  /** Paths in the tree; a bigger tree is not read at all. */
  maxPaths: number;
  /** Blobs larger than this are listed with their size and never read. */
  maxBlobBytes: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  maxBytes: 50 * 1024 * 1024,
  timeoutMs: 60_000,
  maxPaths: 100_000,
  maxBlobBytes: 1024 * 1024,
};

export interface FetchOptions extends RemoteRules {
  /** Where temporary repositories go; leftovers of killed runs are removed from it. */
  workRoot: string;
  limits?: Partial<FetchLimits>;
}

export interface FetchedRepository extends ObjectStore {
  /** The commit HEAD named when fetched. */
  commit: string;
  /** The commits (and their authors' addresses) since a moment, from a commits-only fetch. */
  commitsSince(since: Date): Promise<{ commit: string; authorEmail: string; at: Date }[]>;
}

/** A run's directory older than this is a leftover (well past the wall-time cap). */
const LEFTOVER_AGE_MS = 10 * 60_000;
export const COMMIT_PATTERN = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

function protocolsFor(remote: PinnedRemote): RemoteProtocol[] {
  return [remote.protocol];
}

/** What git said, as a sentence for people; the cap's name when one stopped it. */
export function failureOf(result: GitResult, limits: FetchLimits): GitFetchError {
  if (result.killed === 'deadline') {
    return new GitFetchError(
      'too-slow',
      `The repository could not be read within ${limits.timeoutMs / 1000} seconds.`,
    );
  }
  if (result.killed === 'watch') {
    return new GitFetchError(
      'too-large',
      `The repository is larger than ${limits.maxBytes / 1024 / 1024} MB to download, the most that is read.`,
    );
  }
  const said = result.stderr.toLowerCase();
  if (
    /could not resolve host|failed to connect|connection refused|connection timed out|unable to connect|network is unreachable|couldn't connect/.test(
      said,
    )
  ) {
    return new GitFetchError('unreachable', 'The repository’s server could not be reached.');
  }
  if (/redirect/.test(said)) {
    return new GitFetchError(
      'refused',
      'The code link redirects elsewhere; redirects are not followed.',
    );
  }
  if (/transport .* not allowed|unsupported protocol/.test(said)) {
    return new GitFetchError('refused', 'The code link uses a transport that is not read.');
  }
  if (/not our ref|couldn't find remote ref|no such remote ref|unadvertised object/.test(said)) {
    return new GitFetchError('no-such-ref', 'The commit is not in the repository.');
  }
  return new GitFetchError(
    'not-a-repository',
    'The code link is not a public git repository (it does not exist, is private, or is empty).',
  );
}

async function directoryBytes(directory: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    try {
      total += (await stat(path.join(entry.parentPath, entry.name))).size;
    } catch {
      // Renamed or removed by git between the listing and the stat.
    }
  }
  return total;
}

/** Removes run directories that a killed process left behind (older than any run can be). */
export async function removeLeftovers(workRoot: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(workRoot);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('run-')) continue;
    const directory = path.join(workRoot, name);
    try {
      if (now - (await stat(directory)).mtimeMs < LEFTOVER_AGE_MS) continue;
      await rm(directory, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Another instance removed it first.
    }
  }
  return removed;
}

export interface Session {
  remote: PinnedRemote;
  limits: FetchLimits;
  deadline: number;
  home: string;
}

export function run(session: Session, extra: Partial<GitRun>, args: string[]) {
  return runGit(
    {
      protocols: protocolsFor(session.remote),
      config: session.remote.config,
      deadline: session.deadline,
      home: session.home,
      ...extra,
    },
    args,
  );
}

async function lsRemoteHead(session: Session): Promise<string> {
  const result = await run(session, {}, [
    'ls-remote',
    '--end-of-options',
    session.remote.url,
    'HEAD',
  ]);
  if (result.code !== 0) throw failureOf(result, session.limits);
  const commit = result.stdout.split('\t')[0]?.trim() ?? '';
  if (!COMMIT_PATTERN.test(commit)) {
    throw new GitFetchError('not-a-repository', 'The repository has no commits to read (no HEAD).');
  }
  return commit;
}

export async function startSession(
  link: string | PinnedRemote,
  options: FetchOptions,
  home: string,
): Promise<Session> {
  const limits = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
  const deadline = Date.now() + limits.timeoutMs;
  const remote = typeof link === 'string' ? await pinRemote(link, options) : link;
  return { remote, limits, deadline, home };
}

export async function withRunDirectory<T>(
  workRoot: string,
  work: (directory: string) => Promise<T>,
) {
  await mkdir(workRoot, { recursive: true });
  await removeLeftovers(workRoot);
  const directory = await mkdtemp(path.join(workRoot, 'run-'));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The commit the remote's HEAD names: one `git ls-remote`, nothing fetched. */
export function remoteHead(link: string, options: FetchOptions): Promise<string> {
  return withRunDirectory(options.workRoot, async (directory) =>
    lsRemoteHead(await startSession(link, options, directory)),
  );
}

/** A fetch into a bare repository of the run, held to the transfer cap while and after it runs. */
export async function fetchInto(session: Session, repository: string, fetchArgs: string[]) {
  // Everything the run wrote (both repositories) counts against the cap.
  const withinCap = async () => (await directoryBytes(session.home)) <= session.limits.maxBytes;
  const result = await run(session, { cwd: repository, watch: withinCap }, [
    'fetch',
    '--quiet',
    '--no-tags',
    '--no-write-fetch-head',
    '--no-recurse-submodules',
    ...fetchArgs,
  ]);
  if (result.code !== 0 || result.killed) throw failureOf(result, session.limits);
  // A fetch quicker than the watch's first look is measured once it is done.
  if (!(await withinCap())) throw failureOf({ ...result, killed: 'watch' }, session.limits);
}

export async function initBare(session: Session, repository: string) {
  const init = await run(session, {}, ['init', '--bare', '--quiet', '--template=', repository]);
  if (init.code !== 0) throw new Error(`git init failed: ${init.stderr}`);
}

/**
 * Fetches the remote's HEAD (a shallow fetch of its content, depth 1) and hands the repository to
 * `read`; removes every file it wrote when `read` is done, however it ends. Throws GitFetchError.
 * `link` may be a remote already checked and pinned (pinRemote) by a process that then hands the
 * fetch to another (features/repo-insight: the analysis process).
 */
export async function withFetchedRepository<T>(
  link: string | PinnedRemote,
  options: FetchOptions,
  read: (repository: FetchedRepository) => Promise<T>,
): Promise<T> {
  return withRunDirectory(options.workRoot, async (directory) => {
    const session = await startSession(link, options, directory);
    const content = path.join(directory, 'content.git');
    const ref = 'refs/heads/snapshot';
    await initBare(session, content);
    await fetchInto(session, content, [
      '--depth=1',
      '--end-of-options',
      session.remote.url,
      `+HEAD:${ref}`,
    ]);
    const parsed = await run(session, { cwd: content }, [
      'rev-parse',
      '--verify',
      '--end-of-options',
      `${ref}^{commit}`,
    ]);
    const commit = parsed.stdout.trim();
    if (parsed.code !== 0 || !COMMIT_PATTERN.test(commit)) {
      throw new GitFetchError(
        'not-a-repository',
        'The repository has no commits to read (no HEAD).',
      );
    }
    const store = createObjectStore({
      repository: content,
      commit,
      limits: session.limits,
      run: (extra, args) => run(session, { cwd: content, ...extra }, args),
    });

    const commitsSince: FetchedRepository['commitsSince'] = async (since) => {
      // The tip is already here: when it is older than `since`, there is nothing to fetch.
      if ((await store.commitDate()) < since) return [];
      const activity = path.join(directory, 'activity.git');
      await initBare(session, activity);
      // A partial fetch needs a promisor remote; commits only (no trees, no blobs), by date.
      for (const [key, value] of [
        ['remote.origin.url', session.remote.url],
        ['remote.origin.promisor', 'true'],
        ['extensions.partialClone', 'origin'],
      ] as const) {
        const set = await run(session, { cwd: activity }, [
          'config',
          '--end-of-options',
          key,
          value,
        ]);
        if (set.code !== 0) throw new Error(`git config failed: ${set.stderr}`);
      }
      const sinceSeconds = Math.floor(since.getTime() / 1000);
      await fetchInto(session, activity, [
        '--filter=tree:0',
        `--shallow-since=@${sinceSeconds}`,
        'origin',
        `+HEAD:${ref}`,
      ]);
      const log = await run(session, { cwd: activity }, [
        'log',
        '--no-textconv',
        '--format=%H%x09%ae%x09%ct',
        `--since=@${sinceSeconds}`,
        ref,
      ]);
      if (log.code !== 0) throw failureOf(log, session.limits);
      return log.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [hash = '', authorEmail = '', seconds = '0'] = line.split('\t');
          return {
            commit: hash,
            authorEmail: authorEmail.toLowerCase(),
            at: new Date(Number(seconds) * 1000),
          };
        });
    };
    return read({ ...store, commit, commitsSince });
  });
}
