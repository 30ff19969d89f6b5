/**
 * Reading a fetched commit from git's object store: the tree's paths (`ls-tree`), blobs
 * (`cat-file --batch`) and the commit's date. Nothing is checked out; a path is only a name here,
 * so a symlink, `../` or a name like `.git/config` reads nothing outside the store.
 */
import { GitFetchError } from './git-errors.js';
import type { FetchLimits } from './fetch-repository.js';
import type { GitResult, GitRun } from './run-git.js';

export interface TreeEntry {
  path: string;
  /** git's mode: 100644 or 100755 a file, 120000 a symlink, 160000 a submodule. */
  mode: string;
  oid: string;
  /** Bytes of a blob (a symlink's is its target's length); 0 for a submodule. */
  size: number;
}

export interface ObjectStore {
  /** Every blob and submodule of the commit's tree, recursively (at most `maxPaths`). */
  listTree(): Promise<TreeEntry[]>;
  /**
   * Reads the given blobs one after another and hands each to `onBlob`; blobs over
   * `maxBlobBytes` are skipped. Nothing is kept: memory holds one blob at a time.
   */
  readBlobs(
    entries: TreeEntry[],
    onBlob: (entry: TreeEntry, content: Buffer) => void,
  ): Promise<void>;
  /** The commit's committer date. */
  commitDate(): Promise<Date>;
  readonly limits: FetchLimits;
}

interface StoreOptions {
  repository: string;
  commit: string;
  limits: FetchLimits;
  run: (extra: Partial<GitRun>, args: string[]) => Promise<GitResult>;
}

export const isRegularFile = (entry: TreeEntry) =>
  entry.mode === '100644' || entry.mode === '100755';

export function createObjectStore({ commit, limits, run }: StoreOptions): ObjectStore {
  const failed = (result: GitResult) =>
    result.killed === 'deadline'
      ? new GitFetchError(
          'too-slow',
          `The repository could not be read within ${limits.timeoutMs / 1000} seconds.`,
        )
      : new Error(`git failed: ${result.stderr.slice(0, 500)}`);

  async function listTree(): Promise<TreeEntry[]> {
    const entries: TreeEntry[] = [];
    let rest = '';
    let tooMany = false;
    const result = await run(
      {
        onStdout: (chunk) => {
          const records = (rest + chunk.toString('utf8')).split('\0');
          rest = records.pop() ?? '';
          for (const record of records) {
            // "<mode> <type> <oid> <size>\t<path>"
            const tab = record.indexOf('\t');
            const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
            if (type === 'tree') continue;
            entries.push({ path: record.slice(tab + 1), mode, oid, size: Number(size) || 0 });
            if (entries.length > limits.maxPaths) {
              tooMany = true;
              return false;
            }
          }
        },
      },
      ['ls-tree', '-r', '-l', '-z', '--full-tree', '--end-of-options', commit],
    );
    if (tooMany) {
      throw new GitFetchError(
        'too-many-paths',
        `The repository has more than ${limits.maxPaths.toLocaleString('en-US')} files, the most that is read.`,
      );
    }
    if (result.code !== 0 || result.killed) throw failed(result);
    return entries;
  }

  async function readBlobs(
    wanted: TreeEntry[],
    onBlob: (entry: TreeEntry, content: Buffer) => void,
  ): Promise<void> {
    const queue = wanted.filter(
      (entry) => isRegularFile(entry) && entry.size <= limits.maxBlobBytes,
    );
    if (queue.length === 0) return;
    let index = 0;
    let chunks: Buffer[] = [];
    let buffered = 0;
    let header: { size: number } | null = null;
    let problem: Error | null = null;

    const take = (length: number) => {
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
      const taken = all.subarray(0, length);
      const left = all.subarray(length);
      chunks = left.length > 0 ? [left] : [];
      buffered = left.length;
      return taken;
    };
    const result = await run(
      {
        input: queue.map((entry) => entry.oid).join('\n') + '\n',
        onStdout: (chunk) => {
          chunks.push(chunk);
          buffered += chunk.length;
          for (;;) {
            if (!header) {
              const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
              chunks = [all];
              const newline = all.indexOf(10);
              if (newline < 0) return;
              const line = take(newline + 1)
                .toString('utf8')
                .trim();
              const [, type, size] = line.split(' ');
              if (type !== 'blob') {
                problem = new Error(`cat-file answered "${line}"`);
                return false;
              }
              header = { size: Number(size) };
            }
            if (buffered < header.size + 1) return;
            const content = take(header.size + 1).subarray(0, header.size);
            header = null;
            onBlob(queue[index]!, content);
            index += 1;
          }
        },
      },
      ['cat-file', '--batch'],
    );
    if (problem) throw problem;
    if (result.code !== 0 || result.killed) throw failed(result);
  }

  async function commitDate(): Promise<Date> {
    const result = await run({}, ['log', '-1', '--format=%ct', '--end-of-options', commit]);
    if (result.code !== 0) throw failed(result);
    return new Date(Number(result.stdout.trim()) * 1000);
  }

  return { listTree, readBlobs, commitDate, limits };
}
