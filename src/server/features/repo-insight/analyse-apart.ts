/**
 * Fetching and reading a repository in a process of its own (repo-analysis.ts), with a heap cap.
 * Why apart from the server: one analysis starts about fifteen git processes, and starting a
 * process from the server (hundreds of MB resident) blocks its event loop for milliseconds each
 * time (4 s of a 20-project burst, measured); and a hostile repository that found a way to
 * exhaust memory ends that process, not the server. It runs at the lowest CPU priority (nice 19,
 * which its git processes inherit), so the API and the database come first: at nice 10 a burst of
 * 20 projects still took a tenth of the cores from a busy API (bench:insight --api). The remote is
 * checked and pinned here, so the address rules (and tests' own name resolution) hold as before.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RepoFacts } from '@shared/contract/repo-insight.js';
import {
  DEFAULT_FETCH_LIMITS,
  GitFetchError,
  pinRemote,
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

/** The V8 heap the analysis may use; its largest measured peak is ~220 MB resident in all. */
export const ANALYSIS_HEAP_MB = 384;

/**
 * The built entry beside the server's bundle (dist/server/repo-analysis.js); from the sources
 * (development, tests), the TypeScript file through tsx.
 */
function entryArguments(): string[] {
  const built = new URL('./repo-analysis.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return [fileURLToPath(built)];
  return ['--import', 'tsx', fileURLToPath(new URL('./repo-analysis.ts', import.meta.url))];
}

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
  const answer = await new Promise<AnalysisAnswer>((resolve, reject) => {
    const child = spawn(
      'nice',
      [
        '-n',
        '19',
        process.execPath,
        `--max-old-space-size=${ANALYSIS_HEAP_MB}`,
        ...entryArguments(),
      ],
      // None of the app's settings: the process needs only to find git and node's modules.
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString('utf8');
    });
    // The process holds itself to the wall-time cap; this is for one that stopped answering.
    const deadline = setTimeout(() => child.kill('SIGKILL'), request.limits.timeoutMs + 15_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(deadline);
      if (code === 0 && stdout.trim()) resolve(JSON.parse(stdout) as AnalysisAnswer);
      else reject(new Error(`the analysis process ended (${signal ?? code}): ${stderr.trim()}`));
    });
    child.stdin.end(JSON.stringify(request));
  });
  if ('failure' in answer) throw new GitFetchError(answer.failure, answer.message);
  return answer;
}
