/**
 * Git work in a process of its own (docs/decisions/repo-insight.md, "Apart from the server"):
 * `node` under `nice -n 19` with a capped heap and no environment but PATH, the request as JSON
 * on its standard input, the answer as one JSON line on its output. Why: every process the server
 * starts blocks its event loop while the kernel copies the server's page tables, and a reading
 * that starts a dozen git processes does that a dozen times; git and the reading's own CPU then
 * come after the API and the database (nice 19, the lowest: at nice 10 a burst of 20 snapshots
 * still took a tenth of the cores from a busy API, bench:insight --api); a repository that found
 * a way to exhaust memory ends that process, not the server.
 *
 * The server does not start them itself: one small long-lived launcher (apart-launcher.ts) does,
 * on a message, so that a burst of readings costs the server's event loop one process start.
 *
 * The entries: repo-insight's analysis (repo-analysis.ts) and delivery-evidence's reading
 * (evidence-analysis.ts), each built as `dist/server/<name>.js` beside the server's bundle, as is
 * the launcher.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The V8 heap a process apart may use; the snapshot's measured peak is ~105 MB resident. */
export const APART_HEAP_MB = 384;

/** Where the sources' entries are bundled (development, tests): beside the packages they import. */
const SOURCE_BUNDLES = fileURLToPath(
  new URL('../../../../node_modules/.cache/finishline-apart/', import.meta.url),
);
const bundles = new Map<string, Promise<string[]>>();

/**
 * From the sources, the entry bundled once per process with esbuild (a development dependency),
 * named by its content: node starts it in a tenth of the time tsx takes (0.15 s against 2 s at
 * load 14: tsx's loader and transforms on every start), which a test file reading 40 deliveries
 * feels. Without esbuild, tsx.
 */
async function bundleOf(source: string): Promise<string[]> {
  try {
    const esbuild = await import('esbuild');
    const built = await esbuild.build({
      entryPoints: [source],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      packages: 'external',
      tsconfig: fileURLToPath(new URL('../../../../tsconfig.server.json', import.meta.url)),
      logLevel: 'silent',
    });
    const code = built.outputFiles[0]!.contents;
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    const file = path.join(SOURCE_BUNDLES, `${path.basename(source, '.ts')}-${hash}.mjs`);
    if (!existsSync(file)) {
      await mkdir(SOURCE_BUNDLES, { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, code);
      await rename(partial, file);
    }
    return [file];
  } catch {
    return ['--import', 'tsx', source];
  }
}

/**
 * `built` is the entry's bundle beside the caller's (`new URL('./x.js', import.meta.url)`: in
 * dist/server that is dist/server/x.js); from the sources it does not exist, and the TypeScript
 * file of the same name is bundled (bundleOf).
 */
async function entryArguments(built: URL): Promise<string[]> {
  const file = fileURLToPath(built);
  if (existsSync(file)) return [file];
  const source = file.replace(/\.js$/, '.ts');
  let bundle = bundles.get(source);
  if (!bundle) bundles.set(source, (bundle = bundleOf(source)));
  return bundle;
}

/** What the server asks of the launcher (apart-launcher.ts): start a process, or kill one. */
export type LaunchOrder =
  | {
      kind: 'start';
      id: number;
      command: string;
      args: string[];
      env: Record<string, string>;
      input: string;
    }
  | { kind: 'kill'; id: number };

/** How a process the launcher started ended; `code` null and no signal: it never started. */
export interface LaunchOutcome {
  id: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

interface Launcher {
  process: ChildProcess;
  waiting: Map<number, (outcome: LaunchOutcome) => void>;
  /** Takes it out of use (it is dead, or dying, though its exit has not come yet). */
  retire: () => void;
}

/** None of the app's settings: the launcher and its processes need only to find git and node. */
const apartEnvironment = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin' });

let launcher: Promise<Launcher> | null = null;
let nextOrder = 1;

/** Starts the launcher; `onEnd` once it has ended, with what it was still asked answered. */
async function startLauncher(onEnd: () => void): Promise<Launcher> {
  const entryArgs = await entryArguments(new URL('./apart-launcher.js', import.meta.url));
  const child = spawn(process.execPath, entryArgs, {
    env: apartEnvironment(),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const started: Launcher = {
    process: child,
    waiting: new Map(),
    retire: () => {
      onEnd();
      child.kill('SIGKILL');
    },
  };
  child.on('message', (outcome: LaunchOutcome) => {
    const settle = started.waiting.get(outcome.id);
    started.waiting.delete(outcome.id);
    if (started.waiting.size === 0) child.channel?.unref();
    settle?.(outcome);
  });
  const ended = (reason: string) => {
    onEnd();
    for (const [id, settle] of started.waiting)
      settle({ id, code: null, signal: null, stdout: '', stderr: reason });
    started.waiting.clear();
  };
  child.on('error', (error) => ended(`the launcher could not start: ${error.message}`));
  child.on('exit', (code, signal) => ended(`the launcher ended (${signal ?? code})`));
  // Its channel holds the event loop open only while an answer is awaited (launch), and the
  // process never does: a command that ran one analysis still exits when its work is done.
  child.unref();
  child.channel?.unref();
  return started;
}

/** The launcher, started on first use and again after it ended. */
function theLauncher(): Promise<Launcher> {
  if (!launcher) {
    const starting = startLauncher(() => {
      if (launcher === starting) launcher = null;
    });
    launcher = starting;
  }
  return launcher;
}

/**
 * Sends one start order to `to` and resolves with how the process ended, or with 'undelivered'
 * when the launcher could not take the order (it died before its exit was seen): nothing started.
 */
function order(
  to: Launcher,
  command: string,
  args: string[],
  input: string,
  timeoutMs: number,
): Promise<LaunchOutcome | 'undelivered'> {
  const { process: child, waiting } = to;
  const id = nextOrder++;
  return new Promise((resolve) => {
    // The process holds itself to its own cap; this is for one that stopped answering (a dead
    // launcher has killed what it started, and its exit answers).
    const deadline = setTimeout(() => {
      if (child.connected) child.send({ kind: 'kill', id } satisfies LaunchOrder, () => {});
    }, timeoutMs);
    waiting.set(id, (outcome) => {
      clearTimeout(deadline);
      resolve(outcome);
    });
    const undelivered = () => {
      if (!waiting.delete(id)) return;
      clearTimeout(deadline);
      to.retire();
      resolve('undelivered');
    };
    if (!child.connected) return undelivered();
    child.channel?.ref();
    const start: LaunchOrder = { kind: 'start', id, command, args, env: apartEnvironment(), input };
    child.send(start, (error) => error && undelivered());
  });
}

/**
 * Starts `command` through the launcher with `input` on its standard input; an order a dead
 * launcher could not take goes to a new one, once.
 */
async function launch(
  command: string,
  args: string[],
  input: string,
  timeoutMs: number,
): Promise<LaunchOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await order(await theLauncher(), command, args, input, timeoutMs);
    if (outcome !== 'undelivered') return outcome;
    if (attempt === 2)
      return { id: 0, code: null, signal: null, stdout: '', stderr: 'the launcher ended' };
  }
}

/**
 * Runs `entry` apart with `request` and resolves with its answer. The process holds itself to its
 * wall-time cap; it is killed `timeoutMs` after the start (one that stopped answering). A process
 * that ends without an answer rejects with its standard error (an error on our side).
 */
export async function runApart<Answer>(entry: URL, request: unknown, timeoutMs: number) {
  const entryArgs = await entryArguments(entry);
  const { code, signal, stdout, stderr } = await launch(
    'nice',
    ['-n', '19', process.execPath, `--max-old-space-size=${APART_HEAP_MB}`, ...entryArgs],
    JSON.stringify(request),
    timeoutMs,
  );
  if (code === 0 && stdout.trim()) return JSON.parse(stdout) as Answer;
  throw new Error(`the process apart ended (${signal ?? code}): ${stderr.trim()}`);
}

/** Inside the process apart: the request read whole from standard input. */
export async function readRequest<Request>(): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Request;
}

/** Inside the process apart: the answer as one line, then the exit once it is written. */
export function answer(value: unknown) {
  process.stdout.write(JSON.stringify(value) + '\n', () => process.exit(0));
}
