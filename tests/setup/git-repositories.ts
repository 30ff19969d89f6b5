/**
 * Repositories the tests build with system git, and the two network transports that serve them on
 * loopback: `git daemon` (git://) and smart HTTP (`git http-backend` behind a Node server).
 * Each served repository allows partial fetches (uploadpack.allowFilter), as GitHub and GitLab do.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDeflate } from 'node:zlib';

const exec = promisify(execFile);
const GIT_ENV = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/nonexistent',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  LC_ALL: 'C',
};

export function git(cwd: string, args: string[], env: Record<string, string> = {}) {
  return exec('git', args, { cwd, env: { ...GIT_ENV, ...env }, maxBuffer: 64 * 1024 * 1024 });
}

/** git with standard input (plumbing: hash-object, mktree, commit-tree); its output. */
export function gitInput(
  cwd: string,
  args: string[],
  input: string | Buffer,
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: { ...GIT_ENV, ...env } });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`git ${args.join(' ')}: ${errors}`)),
    );
    // A command that reads nothing (commit-tree with -m) may end before its input is written:
    // the EPIPE says nothing its exit code does not.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/**
 * A blob of `size` zero bytes in the bare repository `gitDir`, written as git writes a loose
 * object (a header, then the content, deflated; named by the SHA-1 of both): a 1 GB blob in about
 * 2 s and 5 MB on disk, where `git hash-object` of a 1 GB input took 36 s. Its id.
 */
export async function writeZeroBlob(gitDir: string, size: number): Promise<string> {
  const chunk = Buffer.alloc(Math.min(size, 64 * 1024 * 1024));
  const header = Buffer.from(`blob ${size}\0`);
  const chunks = function* () {
    yield header;
    for (let left = size; left > 0; left -= chunk.length) {
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    }
  };
  const hash = createHash('sha1');
  for (const part of chunks()) hash.update(part);
  const id = hash.digest('hex');
  const directory = path.join(gitDir, 'objects', id.slice(0, 2));
  await mkdir(directory, { recursive: true });
  const file = createWriteStream(path.join(directory, id.slice(2)));
  const deflate = createDeflate({ level: 1 });
  deflate.pipe(file);
  for (const part of chunks()) {
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await new Promise<void>((resolve, reject) => file.once('finish', resolve).once('error', reject));
  return id;
}

export interface CommitSpec {
  /** Files written (a string or bytes) before this commit; null removes one. */
  files: Record<string, string | Buffer | null>;
  message?: string;
  author?: { name: string; email: string };
  /** When the commit was made (author and committer date). */
  at: Date;
}

/** A new non-bare repository at `directory` with these commits, in order. */
export async function buildRepository(directory: string, commits: CommitSpec[]) {
  await mkdir(directory, { recursive: true });
  await git(directory, ['init', '--quiet', '--initial-branch=main']);
  await git(directory, ['config', 'uploadpack.allowFilter', 'true']);
  await git(directory, ['config', 'http.receivepack', 'true']);
  for (const commit of commits) await addCommit(directory, commit);
  return directory;
}

export async function addCommit(directory: string, commit: CommitSpec) {
  for (const [file, content] of Object.entries(commit.files)) {
    const target = path.join(directory, file);
    if (content === null) {
      await git(directory, ['rm', '--quiet', '--', file]);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  await git(directory, ['add', '--all']);
  const author = commit.author ?? { name: 'Ada', email: 'ada@example.test' };
  const date = `@${Math.floor(commit.at.getTime() / 1000)} +0000`;
  await git(directory, ['commit', '--quiet', '--allow-empty', '-m', commit.message ?? 'Change'], {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
  const { stdout } = await git(directory, ['rev-parse', 'HEAD']);
  return stdout.trim();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, deadline = Date.now() + 10_000) {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() === socket));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface GitServer {
  /** The URL of the repository at `base/<name>`. */
  url(name: string): string;
  close(): Promise<void>;
}

/** `git daemon` serving every repository under `base` on a loopback port. */
export async function serveGitDaemon(base: string): Promise<GitServer> {
  const port = await freePort();
  const daemon: ChildProcess = spawn(
    'git',
    [
      'daemon',
      '--reuseaddr',
      '--export-all',
      '--listen=127.0.0.1',
      `--port=${port}`,
      `--base-path=${base}`,
      base,
    ],
    { env: GIT_ENV, stdio: 'ignore' },
  );
  await waitForPort(port);
  return {
    url: (name) => `git://127.0.0.1:${port}/${name}`,
    close: () =>
      new Promise((resolve) => {
        daemon.once('exit', () => resolve());
        daemon.kill();
      }),
  };
}

/** Smart HTTP: `git http-backend` as CGI behind a Node server on loopback. */
export async function serveSmartHttp(base: string): Promise<GitServer & { requests: number }> {
  const state = { requests: 0 };
  const server = http.createServer((request, response) => {
    state.requests += 1;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const backend = spawn('git', ['http-backend'], {
      env: {
        ...GIT_ENV,
        GIT_PROJECT_ROOT: base,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: String(request.headers['content-encoding'] ?? ''),
        GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
        REMOTE_ADDR: '127.0.0.1',
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    request.pipe(backend.stdin);
    let head = Buffer.alloc(0);
    let headersDone = false;
    backend.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) return void response.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else response.setHeader(name, value);
      }
      response.statusCode = status;
      response.write(head.subarray(end + 4));
    });
    backend.stdout.on('end', () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get requests() {
      return state.requests;
    },
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A TCP listener that counts connections (a refused address must get none). */
export async function canaryListener() {
  const state = { connections: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get connections() {
      return state.connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
