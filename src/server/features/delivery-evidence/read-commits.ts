/**
 * The facts of a delivery from its two fetched commits: what changed (files, lines, by
 * language), the TODO markers before and after, and the tamper flags. Every blob is read once by
 * its object id (a file unchanged between the commits is one read), kept only while it is
 * counted, except the few files the flags compare.
 */
import { isRegularFile, type FetchedCommits, type TreeEntry } from '../../core/git/index.js';
import type { EvidenceDiff, TamperFlag } from '@shared/contract/delivery-evidence.js';
import { isVendored, languageOf, TODO } from '../../core/code/index.js';
import { pathsToRead, tamperFlags } from './tamper-flags.js';

export interface CommitFacts {
  diff: EvidenceDiff;
  todos: { before: number; after: number };
  flags: TamperFlag[];
}

const isBinary = (content: Buffer) => content.subarray(0, 8000).includes(0);

function todoCount(text: string): number {
  if (!TODO.test(text)) return 0;
  return text.split('\n').filter((line) => TODO.test(line)).length;
}

export function diffOf(changes: FetchedCommits['changes']): EvidenceDiff {
  const languages = new Map<string, { files: number; additions: number; deletions: number }>();
  let additions = 0;
  let deletions = 0;
  for (const change of changes) {
    additions += change.additions;
    deletions += change.deletions;
    const name = languageOf(change.path)?.name ?? 'Other';
    const entry = languages.get(name) ?? { files: 0, additions: 0, deletions: 0 };
    entry.files += 1;
    entry.additions += change.additions;
    entry.deletions += change.deletions;
    languages.set(name, entry);
  }
  const byLanguage = [...languages]
    .map(([name, figures]) => ({ name, ...figures }))
    .sort(
      (a, b) =>
        b.additions + b.deletions - (a.additions + a.deletions) || a.name.localeCompare(b.name),
    );
  return { files: changes.length, additions, deletions, byLanguage };
}

export async function readCommits(commits: FetchedCommits): Promise<CommitFacts> {
  const [baseTree, headTree] = await Promise.all([
    commits.base.listTree(),
    commits.head.listTree(),
  ]);
  const own = (tree: TreeEntry[]) =>
    tree.filter((entry) => isRegularFile(entry) && !isVendored(entry.path));
  const baseFiles = own(baseTree);
  const headFiles = own(headTree);
  const wanted = pathsToRead(commits.changes);
  const keepBase = new Map(
    baseFiles.filter((entry) => wanted.base.has(entry.path)).map((entry) => [entry.oid, entry]),
  );
  const keepHead = new Map(
    headFiles.filter((entry) => wanted.head.has(entry.path)).map((entry) => [entry.oid, entry]),
  );

  // Each object once, whichever commit has it.
  const byOid = new Map<string, TreeEntry>();
  for (const entry of [...baseFiles, ...headFiles]) byOid.set(entry.oid, entry);
  const todosOf = new Map<string, number>();
  const texts = new Map<string, string>();
  await commits.head.readBlobs([...byOid.values()], (entry, content) => {
    if (isBinary(content)) return;
    const text = content.toString('utf8');
    todosOf.set(entry.oid, todoCount(text));
    if (keepBase.has(entry.oid) || keepHead.has(entry.oid)) texts.set(entry.oid, text);
  });

  const sum = (files: TreeEntry[]) =>
    files.reduce((total, entry) => total + (todosOf.get(entry.oid) ?? 0), 0);
  const textAt = (files: TreeEntry[]) => {
    const oidByPath = new Map(files.map((entry) => [entry.path, entry.oid]));
    return (path: string) => {
      const oid = oidByPath.get(path);
      return oid === undefined ? undefined : texts.get(oid);
    };
  };
  const flags = tamperFlags({
    changes: commits.changes,
    baseText: textAt(baseFiles),
    headText: textAt(headFiles),
    descends: await commits.descends(),
  });
  return {
    diff: diffOf(commits.changes),
    todos: { before: sum(baseFiles), after: sum(headFiles) },
    flags,
  };
}
