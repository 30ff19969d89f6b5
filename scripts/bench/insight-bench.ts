/**
 * `npm run bench:insight [-- --files 2000 --megabytes 20 --runs 10]`
 *
 * Repository snapshots (issue 38): a repository of `files` files and about `megabytes` MB of
 * text (TypeScript with TODOs, tests, a package.json, a history of 30 commits), served over
 * smart HTTP (git http-backend) on loopback. Reports:
 * - end to end: the safe fetch (ls-remote, the shallow fetch, the commits-only fetch) and the
 *   analysis, `runs` times (p50, p95);
 * - the unchanged commit: one `git ls-remote` (p50, p95), what a refresh costs when nothing moved;
 * - the analysis's peak memory: this process's maximum resident set (the git processes are apart).
 * Not measured here: the API's p99 while 20 projects are posted at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteHead, withFetchedRepository } from '../../src/server/core/git/index.js';
import { analyzeRepository } from '../../src/server/features/repo-insight/analyze-repository.js';
import { addCommit, buildRepository, serveSmartHttp } from '../../tests/setup/git-repositories.js';
import { percentile } from './bench-support.js';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '2000' },
    megabytes: { type: 'string', default: '20' },
    runs: { type: 'string', default: '10' },
  },
});
const FILES = Number(values.files);
const BYTES = Number(values.megabytes) * 1024 * 1024;
const RUNS = Number(values.runs);

const scratch = await mkdtemp(path.join(os.tmpdir(), 'insight-bench-'));
const served = path.join(scratch, 'served');
const workRoot = path.join(scratch, 'work');
const options = { allowLocal: true, workRoot };

/** A file of text that compresses like code does (not random bytes, not one repeated line). */
function sourceFile(index: number, size: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let line = 0; length < size; line += 1) {
    const text =
      line % 40 === 0
        ? `// TODO: finish part ${index}.${line}`
        : `export const value${index}_${line} = ${(index * 7919 + line * 104_729) % 1_000_003};`;
    lines.push(text);
    length += text.length + 1;
  }
  return lines.join('\n') + '\n';
}

const started = Date.now();
const perFile = Math.floor(BYTES / FILES);
const files: Record<string, string> = {
  'package.json': JSON.stringify({ devDependencies: { vitest: '^4.0.0', typescript: '^5.9.0' } }),
  'README.md': '# Bench\n\n- [x] One\n- [ ] Two\n',
};
for (let index = 0; index < FILES - 2; index += 1) {
  const folder = `src/module${index % 50}`;
  const name = index % 10 === 0 ? `file${index}.test.ts` : `file${index}.ts`;
  files[`${folder}/${name}`] = sourceFile(index, perFile);
}
const DAY = 86_400_000;
const repository = await buildRepository(path.join(served, 'bench'), [
  { files, at: new Date(Date.now() - 60 * DAY) },
]);
for (let commit = 1; commit < 30; commit += 1) {
  await addCommit(repository, {
    files: { [`src/module0/change${commit}.ts`]: sourceFile(commit, 200) },
    at: new Date(Date.now() - (60 - commit * 2) * DAY),
  });
}
const server = await serveSmartHttp(served);
const link = server.url('bench');
console.log(
  `Built ${FILES} files, ~${values.megabytes} MB, 30 commits in ${Date.now() - started} ms`,
);

const endToEnd: number[] = [];
let facts: Awaited<ReturnType<typeof analyzeRepository>> | null = null;
for (let run = 0; run < RUNS; run += 1) {
  const begin = performance.now();
  await remoteHead(link, options);
  facts = await withFetchedRepository(link, options, (repo) => analyzeRepository(repo, new Date()));
  endToEnd.push(performance.now() - begin);
}
const unchanged: number[] = [];
for (let run = 0; run < RUNS * 2; run += 1) {
  const begin = performance.now();
  await remoteHead(link, options);
  unchanged.push(performance.now() - begin);
}
endToEnd.sort((a, b) => a - b);
unchanged.sort((a, b) => a - b);
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `Facts: ${facts!.files} files, ${facts!.lines} lines, ${facts!.tests.files} test files, ` +
    `${facts!.todos.count} TODOs, ${facts!.commits90d} commits in 90 days`,
);
console.log(
  `End to end (${RUNS} runs): p50 ${ms(percentile(endToEnd, 50))}, p95 ${ms(percentile(endToEnd, 95))}`,
);
console.log(
  `Unchanged commit, one ls-remote (${RUNS * 2} runs): p50 ${ms(percentile(unchanged, 50))}, p95 ${ms(percentile(unchanged, 95))}`,
);
console.log(`Peak memory of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
await server.close();
await rm(scratch, { recursive: true, force: true });
