/**
 * Running system git on a remote nobody vouched for: fixed arguments (the remote's URL is the one
 * argument that comes from outside, always after `--end-of-options` or as a config value), an
 * environment with none of the app's variables, no credential helper, no hooks, only the allowed
 * transports, no redirects, a deadline that kills the whole process group.
 */
import { spawn } from 'node:child_process';
import type { RemoteProtocol } from './remote-address.js';

export interface GitRun {
  /** The bare repository to run in (git -C), if any. */
  cwd?: string;
  /** The transports this run may use (GIT_ALLOW_PROTOCOL, and protocol.<name>.allow). */
  protocols: readonly RemoteProtocol[];
  /** `-c` settings of the remote (its pinned address). */
  config?: readonly string[];
  /** The wall-clock moment (ms since the epoch) past which git is killed. */
  deadline: number;
  /** Sent to git's standard input, then closed. */
  input?: string;
  /** Each chunk of standard output; return false to stop git (it is killed). */
  onStdout?: (chunk: Buffer) => boolean | void;
  /** Called every 200 ms while git runs; return false to kill it (the size cap). */
  watch?: () => Promise<boolean>;
  /** A home directory of its own: git reads no ~/.gitconfig, and writes nowhere else. */
  home: string;
}

export interface GitResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Why git was killed, if it was. */
  killed: 'deadline' | 'watch' | 'reader' | null;
}

/** Settings every command carries, before its own: nothing from the remote runs or is asked. */
const FIXED_CONFIG = [
  'credential.helper=',
  'core.askPass=',
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'core.symlinks=false',
  'http.followRedirects=false',
  'fetch.recurseSubmodules=false',
  'submodule.recurse=false',
  'protocol.allow=never',
  'gc.auto=0',
  'maintenance.auto=false',
];

const GIT_PATH = '/usr/local/bin:/usr/bin:/bin';

/** The whole environment git gets: nothing of the app's (no secrets, proxies or database URLs). */
export function gitEnvironment(home: string, protocols: readonly RemoteProtocol[]) {
  return {
    PATH: GIT_PATH,
    HOME: home,
    LANG: 'C',
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '/bin/false',
    SSH_ASKPASS: '/bin/false',
    GIT_ALLOW_PROTOCOL: protocols.join(':'),
    GIT_PROTOCOL_FROM_USER: '0',
  } satisfies NodeJS.ProcessEnv;
}

export function gitArguments(run: Pick<GitRun, 'protocols' | 'config' | 'cwd'>, args: string[]) {
  const settings = [
    ...FIXED_CONFIG,
    ...run.protocols.map((protocol) => `protocol.${protocol}.allow=always`),
    ...(run.config ?? []),
  ];
  return [
    ...settings.flatMap((setting) => ['-c', setting]),
    ...(run.cwd ? ['-C', run.cwd] : []),
    ...args,
  ];
}

/** Runs one git command; never throws for git's own failures (the caller reads code and stderr). */
export function runGit(run: GitRun, args: string[]): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', gitArguments(run, args), {
      env: gitEnvironment(run.home, run.protocols),
      // Its own process group, so a kill reaches git's helpers too (remote-https, index-pack).
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let killed: GitResult['killed'] = null;
    const stop = (reason: NonNullable<GitResult['killed']>) => {
      if (killed) return;
      killed = reason;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (run.onStdout) {
        if (run.onStdout(chunk) === false) stop('reader');
      } else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString('utf8');
    });
    child.stdin.on('error', () => {});
    child.stdin.end(run.input ?? '');

    const timer = setTimeout(() => stop('deadline'), Math.max(0, run.deadline - Date.now()));
    let watching = false;
    const watcher = run.watch
      ? setInterval(() => {
          if (watching) return;
          watching = true;
          run.watch!()
            .then((fine) => fine || stop('watch'))
            .catch(() => stop('watch'))
            .finally(() => (watching = false));
        }, 200)
      : undefined;

    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(watcher);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(watcher);
      resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr, killed });
    });
  });
}
