/**
 * Two named commits of possibly two remotes (a project's baseline and a delivery, perhaps from
 * the developer's fork), fetched with the same rules and caps as a snapshot (fetch-repository.ts)
 * into one bare repository, and compared there from git's object store only: no checkout, no
 * working tree, the remote's URL only ever after `--end-of-options`.
 *
 *   const head = await resolveRef(link, options, 'feature/cart');   // one `git ls-remote`
 *   await withFetchedCommits({ base, head }, options, async ({ changes, descends }) => { … });
 */
import path from 'node:path';
import { REF_PATTERN } from '@shared/contract/delivery-evidence-rules.js';
import { GitFetchError } from './git-errors.js';
import {
  COMMIT_PATTERN,
  failureOf,
  fetchInto,
  initBare,
  run,
  startSession,
  withRunDirectory,
  type FetchOptions,
  type Session,
} from './fetch-repository.js';
import { createObjectStore, type ObjectStore, type TreeEntry } from './object-store.js';
import type { PinnedRemote } from './remote-address.js';

/** A commit of a remote (its link, or the remote already checked and pinned: pinRemote). */
export interface CommitSource {
  link: string | PinnedRemote;
  commit: string;
}

const sameRemote = (a: string | PinnedRemote, b: string | PinnedRemote) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.url === b.url && a.config.join('\n') === b.config.join('\n');

/** One path changed between the two commits (`diff-tree -M`: a rename is one change). */
export interface ChangedPath {
  status: 'added' | 'deleted' | 'modified' | 'renamed' | 'type-changed';
  /** The path in the head commit (the old one for a deletion). */
  path: string;
  /** The path in the base commit when renamed, else the same as `path`. */
  oldPath: string;
  /** Lines added and removed; 0 and 0 for a binary file. */
  additions: number;
  deletions: number;
  binary: boolean;
}

export interface FetchedCommits {
  base: ObjectStore;
  head: ObjectStore;
  /** Every path that differs, in git's order. */
  changes: ChangedPath[];
  /**
   * Whether the head commit descends from the base (or is it): a commits-only fetch of the
   * head's history (no trees, no blobs), then `merge-base --is-ancestor`.
   */
  descends(): Promise<boolean>;
}

/**
 * The commit a branch, tag or full commit id names at the remote: a commit id is taken as it is
 * (whether the remote has it shows when it is fetched); a branch or tag costs one `git ls-remote`.
 * `ref` null: the remote's HEAD. Throws GitFetchError ('no-such-ref' when nothing matches).
 */
export async function resolveRef(
  link: string | PinnedRemote,
  options: FetchOptions,
  ref: string | null,
): Promise<string> {
  if (ref !== null && COMMIT_PATTERN.test(ref)) return ref;
  const wanted = ref ?? 'HEAD';
  if (ref !== null && !REF_PATTERN.test(ref)) {
    throw new GitFetchError('no-such-ref', 'The branch or tag name is not one git allows.');
  }
  return withRunDirectory(options.workRoot, async (directory) => {
    const session = await startSession(link, options, directory);
    const listed = await run(session, {}, [
      'ls-remote',
      '--end-of-options',
      session.remote.url,
      wanted,
      // An annotated tag's commit: ls-remote matches patterns by the name's tail.
      ...(wanted === 'HEAD' ? [] : [`${wanted}^{}`]),
    ]);
    if (listed.code !== 0) throw failureOf(listed, session.limits);
    const refs = new Map<string, string>();
    for (const line of listed.stdout.split('\n')) {
      const [commit = '', name = ''] = line.trim().split('\t');
      if (COMMIT_PATTERN.test(commit)) refs.set(name, commit);
    }
    // A branch before a tag of the same name; an annotated tag by the commit it points at.
    const found =
      wanted === 'HEAD'
        ? refs.get('HEAD')
        : (refs.get(`refs/heads/${wanted}`) ??
          refs.get(`refs/tags/${wanted}^{}`) ??
          refs.get(`refs/tags/${wanted}`) ??
          (wanted.startsWith('refs/')
            ? (refs.get(`${wanted}^{}`) ?? refs.get(wanted))
            : undefined));
    if (!found) {
      throw new GitFetchError(
        'no-such-ref',
        wanted === 'HEAD'
          ? 'The repository has no commits to read (no HEAD).'
          : `The repository has no branch or tag named “${wanted}”.`,
      );
    }
    return found;
  });
}

const STATUS: Record<string, ChangedPath['status']> = {
  A: 'added',
  D: 'deleted',
  M: 'modified',
  R: 'renamed',
  C: 'added',
  T: 'type-changed',
};

/** `diff-tree -r -z -M --raw --numstat` read into one record per path. */
function parseDiff(raw: string, numstat: string): ChangedPath[] {
  const changes: ChangedPath[] = [];
  const fields = raw.split('\0');
  for (let index = 0; index < fields.length;) {
    const header = fields[index++] ?? '';
    if (!header.startsWith(':')) continue;
    const letter = header.split(' ')[4]?.[0] ?? 'M';
    const first = fields[index++] ?? '';
    const second = letter === 'R' || letter === 'C' ? (fields[index++] ?? '') : first;
    changes.push({
      status: STATUS[letter] ?? 'modified',
      path: second,
      oldPath: first,
      additions: 0,
      deletions: 0,
      binary: false,
    });
  }
  // numstat -z: "adds\tdels\tpath\0", or for a rename "adds\tdels\t\0old\0new\0".
  const counts = new Map<string, { additions: number; deletions: number; binary: boolean }>();
  const parts = numstat.split('\0');
  for (let index = 0; index < parts.length;) {
    const record = parts[index++] ?? '';
    if (!record) continue;
    const [adds = '', dels = '', name = ''] = record.split('\t');
    let target = name;
    if (name === '') {
      index += 1; // the old path
      target = parts[index++] ?? '';
    }
    counts.set(target, {
      additions: adds === '-' ? 0 : Number(adds),
      deletions: dels === '-' ? 0 : Number(dels),
      binary: adds === '-',
    });
  }
  for (const change of changes) Object.assign(change, counts.get(change.path) ?? {});
  return changes;
}

/**
 * Fetches the two commits (depth 1 each, from their own remotes, every address checked and
 * pinned) into one bare repository of the run and hands them to `read`; every file the run wrote
 * is removed however it ends. The caps hold for the whole run. Throws GitFetchError.
 */
export async function withFetchedCommits<T>(
  { base, head }: { base: CommitSource; head: CommitSource },
  options: FetchOptions,
  read: (commits: FetchedCommits) => Promise<T>,
): Promise<T> {
  for (const source of [base, head]) {
    if (!COMMIT_PATTERN.test(source.commit)) {
      throw new GitFetchError('no-such-ref', 'A commit is named by its full 40-character id.');
    }
  }
  return withRunDirectory(options.workRoot, async (directory) => {
    const headSession = await startSession(head.link, options, directory);
    const baseSession: Session = sameRemote(base.link, head.link)
      ? headSession
      : {
          ...(await startSession(base.link, options, directory)),
          deadline: headSession.deadline,
        };
    const content = path.join(directory, 'content.git');
    await initBare(headSession, content);
    const fetchCommits = async (session: Session, commits: string[]) => {
      try {
        await fetchInto(session, content, [
          '--depth=1',
          '--end-of-options',
          session.remote.url,
          ...commits.map((commit) => `+${commit}:refs/commits/${commit}`),
        ]);
      } catch (error) {
        if (error instanceof GitFetchError && error.failure === 'no-such-ref') {
          throw new GitFetchError(
            'no-such-ref',
            `The commit ${commits[0]!.slice(0, 7)} is not in the repository.`,
          );
        }
        throw error;
      }
    };
    // One fetch each, so that a commit the remote does not have is named.
    await fetchCommits(baseSession, [base.commit]);
    if (head.commit !== base.commit) await fetchCommits(headSession, [head.commit]);
    const inContent = (extra: Parameters<typeof run>[1], args: string[]) =>
      run(headSession, { cwd: content, ...extra }, args);
    const storeOf = (commit: string) =>
      createObjectStore({
        repository: content,
        commit,
        limits: headSession.limits,
        run: inContent,
      });

    const diffArgs = ['diff-tree', '-r', '-z', '-M', '--no-textconv', '--no-ext-diff'];
    const raw = await inContent({}, [...diffArgs, '--raw', base.commit, head.commit]);
    if (raw.code !== 0 || raw.killed) throw failureOf(raw, headSession.limits);
    const numstat = await inContent({}, [...diffArgs, '--numstat', base.commit, head.commit]);
    if (numstat.code !== 0 || numstat.killed) throw failureOf(numstat, headSession.limits);

    const descends = async () => {
      if (base.commit === head.commit) return true;
      const history = path.join(directory, 'history.git');
      await initBare(headSession, history);
      for (const [key, value] of [
        ['remote.origin.url', headSession.remote.url],
        ['remote.origin.promisor', 'true'],
        ['extensions.partialClone', 'origin'],
      ] as const) {
        const set = await run(headSession, { cwd: history }, [
          'config',
          '--end-of-options',
          key,
          value,
        ]);
        if (set.code !== 0) throw new Error(`git config failed: ${set.stderr}`);
      }
      await fetchInto(headSession, history, [
        '--filter=tree:0',
        'origin',
        `+${head.commit}:refs/commits/head`,
      ]);
      // No lazy fetch from here on: a base missing from the head's history is an answer.
      for (const key of ['extensions.partialClone', 'remote.origin.promisor']) {
        await run(headSession, { cwd: history }, ['config', '--unset', '--end-of-options', key]);
      }
      // Exit 0: an ancestor; 1: not; 128: the base is not in the head's history at all.
      const ancestor = await run(headSession, { cwd: history }, [
        'merge-base',
        '--is-ancestor',
        base.commit,
        head.commit,
      ]);
      if (ancestor.killed) throw failureOf(ancestor, headSession.limits);
      return ancestor.code === 0;
    };

    return read({
      base: storeOf(base.commit),
      head: storeOf(head.commit),
      changes: parseDiff(raw.stdout, numstat.stdout),
      descends,
    });
  });
}

export type { TreeEntry };
