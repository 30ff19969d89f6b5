/**
 * The safe fetch (core/git; issue 38, "Fetching safely"): every refused address, spelling and
 * transport is refused before git connects (a canary listener on loopback counts 0 connections);
 * redirects are not followed; the remote is pinned to the checked address; the caps hold; no
 * temporary file survives any ending; git gets none of the app's environment.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GitFetchError,
  isGlobalAddress,
  pinRemote,
  remoteHead,
  removeLeftovers,
  withFetchedRepository,
  type FetchOptions,
} from '../../src/server/core/git/index.js';
import { gitEnvironment } from '../../src/server/core/git/run-git.js';
import {
  addCommit,
  buildRepository,
  canaryListener,
  git,
  gitInput,
  serveGitDaemon,
  serveSmartHttp,
  writeZeroBlob,
} from '../setup/git-repositories.js';

const GIGABYTE = 1024 * 1024 * 1024;

const scratch = await mkdtemp(path.join(os.tmpdir(), 'git-fetch-test-'));
const workRoot = path.join(scratch, 'work');
const served = path.join(scratch, 'served');
const canary = await canaryListener();
const P = canary.port;
const day = 86_400_000;
const now = Date.now();

const repository = await buildRepository(path.join(served, 'app'), [
  {
    files: { 'README.md': '# App\n', 'src/a.ts': 'export const a = 1;\n' },
    at: new Date(now - 200 * day),
  },
  {
    files: { 'src/b.ts': 'export const b = 2;\n' },
    at: new Date(now - 30 * day),
    author: { name: 'Bo', email: 'Bo@Example.test' },
  },
  { files: { 'src/a.ts': 'export const a = 3;\n' }, at: new Date(now - 2 * day) },
]);
const daemon = await serveGitDaemon(served);
const smartHttp = await serveSmartHttp(served);

afterAll(async () => {
  await Promise.all([canary.close(), daemon.close(), smartHttp.close()]);
  await rm(scratch, { recursive: true, force: true });
});

/** Names the tests resolve themselves: each to an address that must be refused (or not). */
const names: Record<string, string[]> = {
  'evil.example': ['127.0.0.1'],
  'mixed.example': ['93.184.216.34', '10.0.0.5'],
  'v6-loopback.example': ['::1'],
  'metadata.example': ['169.254.169.254'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'public.example': ['93.184.216.34'],
  'repo.test': ['127.0.0.1'],
};
const lookup = async (host: string) => {
  const found = names[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found;
};
const production: FetchOptions = { allowLocal: false, lookup, workRoot };
const local: FetchOptions = { allowLocal: true, lookup, workRoot };

async function refusal(link: string, options = production) {
  const error = await remoteHead(link, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, link).toBeInstanceOf(GitFetchError);
  return error as GitFetchError;
}

describe('refused addresses (production rules)', () => {
  const addressCases = [
    `https://127.0.0.1:${P}/app`,
    `https://2130706433:${P}/app`,
    `https://0177.0.0.1:${P}/app`,
    `https://0x7f.0.0.1:${P}/app`,
    `https://0x7f000001:${P}/app`,
    `https://0x7f.0x0.0x0.0x1:${P}/app`,
    `https://017700000001:${P}/app`,
    `https://127.1:${P}/app`,
    `https://%31%32%37.0.0.1:${P}/app`,
    `https://[::1]:${P}/app`,
    `https://[::ffff:127.0.0.1]:${P}/app`,
    `https://[::ffff:7f00:1]:${P}/app`,
    `https://[0:0:0:0:0:ffff:127.0.0.1]:${P}/app`,
    `https://[::127.0.0.1]:${P}/app`,
    `https://[64:ff9b::7f00:1]:${P}/app`,
    `https://[2002:7f00:1::]:${P}/app`,
    `https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]:${P}/app`,
    `https://0.0.0.0:${P}/app`,
    `https://0:${P}/app`,
    `https://[::]:${P}/app`,
    `https://10.0.0.1:${P}/app`,
    `https://172.16.0.1:${P}/app`,
    `https://192.168.1.1:${P}/app`,
    `https://169.254.169.254:${P}/app`,
    `https://100.64.0.1:${P}/app`,
    `https://198.18.0.1:${P}/app`,
    `https://192.0.2.1:${P}/app`,
    `https://[fd00::1]:${P}/app`,
    `https://[fe80::1]:${P}/app`,
    `https://224.0.0.1:${P}/app`,
    `https://[ff02::1]:${P}/app`,
    `https://255.255.255.255:${P}/app`,
    `https://[2001:db8::1]:${P}/app`,
    `https://localhost:${P}/app`,
    `https://evil.example:${P}/app`,
    `https://mixed.example:${P}/app`,
    `https://v6-loopback.example:${P}/app`,
    `https://metadata.example:${P}/app`,
    `https://mapped.example:${P}/app`,
    `https://github.com@127.0.0.1:${P}/app`,
    `git://127.0.0.1:${P}/app`,
    `git://0x7f.1:${P}/app`,
    `git://2130706433:${P}/app`,
    `git://[::1]:${P}/app`,
    `git://evil.example:${P}/app`,
  ];
  it.each(addressCases)('%s is refused before any connection', async (link) => {
    const error = await refusal(link);
    expect(error.failure).toBe('refused');
    expect(canary.connections).toBe(0);
  });

  const formCases: [string, RegExp][] = [
    [`ext::sh -c nc% 127.0.0.1% ${P}`, /characters|transports/],
    [`ext::nc 127.0.0.1 ${P}`, /characters|transports/],
    [`ssh://127.0.0.1:${P}/app`, /transports/],
    [`git@127.0.0.1:app`, /transports/],
    [`fd::17/app`, /transports/],
    [`http::https://127.0.0.1:${P}/app`, /transports/],
    [`/etc`, /transports/],
    [`file:///etc`, /file:\/\//],
    [`-uhttps://github.com/x`, /characters/],
    [`--upload-pack=touch /tmp/pwned`, /characters/],
    [`https://user:secret@github.com/x/y`, /user name or password/],
    [`https://token@github.com/x/y`, /user name or password/],
    [`http://github.com/x/y`, /https/],
    [`https://public.example:22/x/y`, /standard port/],
    [`https://public.example:${P}/x/y`, /standard port/],
    [`https://public.example:0/x/y`, /standard port|port/],
    [`https://github.com:99999/x/y`, /not a valid address/],
    [`https://github.com/x\n--upload-pack=x`, /characters/],
    [`https://github.com/x y`, /characters/],
    [`https://intranet/x`, /real domain/],
    ['', /empty/],
  ];
  it.each(formCases)('%j is refused by its form', async (link, sentence) => {
    const error = await refusal(link);
    expect(error.failure).toBe('refused');
    expect(error.message).toMatch(sentence);
    expect(canary.connections).toBe(0);
  });

  it('judges addresses: only global unicast passes', () => {
    expect(isGlobalAddress('93.184.216.34')).toBe(true);
    expect(isGlobalAddress('2606:4700::1111')).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:8.8.8.8', '10.1.1.1', 'fc00::1', 'nope']) {
      expect(isGlobalAddress(address), address).toBe(false);
    }
  });

  it('pins a name to the address it checked', async () => {
    const pinned = await pinRemote('https://GitHub.COM/owner/repo.git', {
      allowLocal: false,
      lookup: async () => ['140.82.112.3'],
    });
    expect(pinned.url).toBe('https://github.com/owner/repo.git');
    expect(pinned.config).toEqual(['http.curloptResolve=github.com:443:140.82.112.3']);
    const daemonPinned = await pinRemote('git://example.org/owner/repo', {
      allowLocal: false,
      lookup: async () => ['2606:4700::1111'],
    });
    expect(daemonPinned.url).toBe('git://[2606:4700::1111]:9418/owner/repo');
  });

  it('leaves no directory behind a refusal', async () => {
    expect(await readdir(workRoot)).toEqual([]);
  });
});

describe('fetching (local repositories allowed)', () => {
  const transports = [
    ['file://', () => pathToFileURL(repository).href],
    ['git daemon', () => daemon.url('app')],
    ['smart HTTP', () => smartHttp.url('app')],
  ] as const;

  it.each(transports)(
    'reads HEAD, the tree, blobs and recent commits over %s',
    async (_name, link) => {
      const head = await remoteHead(link(), local);
      const read = await withFetchedRepository(link(), local, async (repo) => {
        const tree = await repo.listTree();
        const contents: Record<string, string> = {};
        await repo.readBlobs(tree, (entry, content) => (contents[entry.path] = content.toString()));
        return {
          commit: repo.commit,
          paths: tree.map((entry) => entry.path).sort(),
          contents,
          recent: (await repo.commitsSince(new Date(now - 90 * day))).map((c) => c.authorEmail),
        };
      });
      expect(read.commit).toBe(head);
      expect(read.paths).toEqual(['README.md', 'src/a.ts', 'src/b.ts']);
      expect(read.contents['src/a.ts']).toBe('export const a = 3;\n');
      expect(read.recent).toEqual(['ada@example.test', 'bo@example.test']);
      expect(await readdir(workRoot)).toEqual([]);
    },
  );

  it('connects to the pinned address, never asking DNS for the name', async () => {
    // repo.test exists only in this test's lookup: git can reach it only through the pin.
    const link = smartHttp.url('app').replace('127.0.0.1', 'repo.test');
    const head = await remoteHead(link, local);
    expect(head).toMatch(/^[0-9a-f]{40}$/);
  });

  it('does not follow a redirect, even to an allowed address', async () => {
    const redirector = http.createServer((request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${P}${request.url}` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    const { port } = redirector.address() as AddressInfo;
    const error = await refusal(`http://127.0.0.1:${port}/app`, local);
    expect(['refused', 'not-a-repository']).toContain(error.failure);
    expect(canary.connections).toBe(0);
    await new Promise<void>((resolve) => redirector.close(() => resolve()));
  });

  it('names the cap when the download is too large, and removes what it wrote', async () => {
    const big = await buildRepository(path.join(served, 'big'), [
      {
        files: {
          'blob.bin': Buffer.from(Array.from({ length: 3_000_000 }, () => Math.random() * 256)),
        },
        at: new Date(now),
      },
    ]);
    const error = await withFetchedRepository(
      pathToFileURL(big).href,
      { ...local, limits: { maxBytes: 1024 * 1024 } },
      async () => null,
    ).catch((caught: GitFetchError) => caught);
    expect(error).toBeInstanceOf(GitFetchError);
    expect((error as GitFetchError).failure).toBe('too-large');
    expect((error as GitFetchError).message).toContain('1 MB');
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('stops at the wall-time cap on a server that never answers', async () => {
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    const error = await remoteHead(`git://127.0.0.1:${port}/app`, {
      ...local,
      limits: { timeoutMs: 1500 },
    }).catch((caught: GitFetchError) => caught);
    expect((error as GitFetchError).failure).toBe('too-slow');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await readdir(workRoot)).toEqual([]);
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('refuses a tree with more paths than the cap, and skips blobs over the blob cap', async () => {
    const many = await buildRepository(path.join(served, 'many'), [
      {
        files: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, `${i}\n`])),
        at: new Date(now),
      },
    ]);
    const link = pathToFileURL(many).href;
    const error = await withFetchedRepository(
      link,
      { ...local, limits: { maxPaths: 10 } },
      (repo) => repo.listTree(),
    ).catch((caught: GitFetchError) => caught);
    expect((error as GitFetchError).failure).toBe('too-many-paths');
    const read = await withFetchedRepository(
      link,
      { ...local, limits: { maxBlobBytes: 2 } },
      async (repo) => {
        const seen: string[] = [];
        await repo.readBlobs(await repo.listTree(), (entry) => seen.push(entry.path));
        return seen.sort();
      },
    );
    expect(read).toEqual([
      'f0.txt',
      'f1.txt',
      'f2.txt',
      'f3.txt',
      'f4.txt',
      'f5.txt',
      'f6.txt',
      'f7.txt',
      'f8.txt',
      'f9.txt',
    ]);
  });

  it('calls a repository that is not one not-a-repository', async () => {
    const error = await refusal(pathToFileURL(path.join(scratch, 'nothing')).href, local);
    expect(error.failure).toBe('not-a-repository');
    const viaHttp = await refusal(smartHttp.url('missing'), local);
    expect(viaHttp.failure).toBe('not-a-repository');
  });

  it('removes what a killed run left, once it is older than any run', async () => {
    await mkdir(path.join(workRoot, 'run-killed'), { recursive: true });
    await mkdir(path.join(workRoot, 'run-current'), { recursive: true });
    const old = new Date(Date.now() - 11 * 60_000);
    await utimes(path.join(workRoot, 'run-killed'), old, old);
    expect(await removeLeftovers(workRoot)).toBe(1);
    expect(await readdir(workRoot)).toEqual(['run-current']);
    await rm(path.join(workRoot, 'run-current'), { recursive: true });
  });

  it('sees a new commit at once', async () => {
    const before = await remoteHead(daemon.url('app'), local);
    const after = await addCommit(repository, { files: { 'NEW.md': 'new\n' }, at: new Date() });
    expect(after).not.toBe(before);
    expect(await remoteHead(daemon.url('app'), local)).toBe(after);
  });
});

it("gives git none of the app's environment", () => {
  process.env.SESSION_SECRET = 'x'.repeat(40);
  const environment = gitEnvironment('/tmp/home', ['https']);
  expect(
    Object.keys(environment).filter(
      (key) => key in process.env && !['PATH', 'HOME', 'LANG', 'LC_ALL'].includes(key),
    ),
  ).toEqual([]);
  expect(Object.values(environment)).not.toContain(process.env.SESSION_SECRET);
  expect(environment.GIT_ALLOW_PROTOCOL).toBe('https');
});

describe('hostile repositories (local repositories allowed)', () => {
  /** A bare repository whose one commit has exactly these tree entries (git plumbing). */
  async function plumbedRepository(
    name: string,
    entries: (oid: (content: string) => Promise<string>) => Promise<string[]>,
  ) {
    const directory = path.join(served, name);
    await mkdir(directory, { recursive: true });
    await git(directory, ['init', '--quiet', '--bare']);
    const blob = async (content: string) =>
      (await gitInput(directory, ['hash-object', '-w', '--stdin'], content)).trim();
    const tree = (
      await gitInput(directory, ['mktree', '-z'], (await entries(blob)).join('\0') + '\0')
    ).trim();
    const commit = (
      await gitInput(directory, ['commit-tree', tree, '-m', 'hostile'], '', {
        GIT_AUTHOR_NAME: 'Eve',
        GIT_AUTHOR_EMAIL: 'eve@example.test',
        GIT_COMMITTER_NAME: 'Eve',
        GIT_COMMITTER_EMAIL: 'eve@example.test',
      })
    ).trim();
    await git(directory, ['update-ref', 'refs/heads/main', commit]);
    await git(directory, ['symbolic-ref', 'HEAD', 'refs/heads/main']);
    return pathToFileURL(directory).href;
  }

  it('reads a symlink to a system file, a filter, hooks and odd names as names only', async () => {
    const marker = path.join(scratch, 'filter-ran');
    const link = await plumbedRepository('hostile-names', async (blob) => [
      `120000 blob ${await blob('/etc/passwd')}\tpasswd`,
      `120000 blob ${await blob('/etc')}\tetc`,
      `100644 blob ${await blob(`* filter=evil\n`)}\t.gitattributes`,
      `100644 blob ${await blob('-rf\n')}\t-rf`,
      `100644 blob ${await blob('odd\n')}\tline\nbreak.txt`,
      `100755 blob ${await blob(`#!/bin/sh\ntouch ${marker}\n`)}\tpost-checkout`,
    ]);
    // The served repository's own config names a filter and a hook that would run on a checkout.
    const servedDirectory = new URL(link).pathname;
    await git(servedDirectory, ['config', 'filter.evil.smudge', `touch ${marker}`]);
    await mkdir(path.join(servedDirectory, 'hooks'), { recursive: true });
    const read = await withFetchedRepository(link, local, async (repo) => {
      const tree = await repo.listTree();
      const contents: string[] = [];
      await repo.readBlobs(tree, (_entry, content) => contents.push(content.toString()));
      // Nothing in the run's directory is a link, and no file of the tree is there by its name.
      const written = await readdir(workRoot, { recursive: true, withFileTypes: true });
      return {
        paths: tree.map((entry) => entry.path).sort(),
        contents,
        links: written.filter((entry) => entry.isSymbolicLink()).length,
        named: written.filter((entry) => ['passwd', '-rf', 'post-checkout'].includes(entry.name))
          .length,
      };
    });
    expect(read.paths).toEqual([
      '-rf',
      '.gitattributes',
      'etc',
      'line\nbreak.txt',
      'passwd',
      'post-checkout',
    ]);
    expect(read.contents.some((content) => content.includes('root:'))).toBe(false);
    expect(read.links).toBe(0);
    expect(read.named).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('refuses a tree of 100,001 paths (the cap is 100,000)', async () => {
    const link = await plumbedRepository('hostile-many', async (blob) => {
      const oid = await blob('x\n');
      return Array.from({ length: 100_001 }, (_, i) => `100644 blob ${oid}\tf${i}`);
    });
    const error = await withFetchedRepository(link, local, (repo) => repo.listTree()).catch(
      (caught: GitFetchError) => caught,
    );
    expect((error as GitFetchError).failure).toBe('too-many-paths');
    expect((error as GitFetchError).message).toContain('100,000');
    expect(await readdir(workRoot)).toEqual([]);
  }, 60_000);

  it('lists a 1 GB blob with its size and never reads it', async () => {
    const directory = path.join(served, 'hostile-big');
    await mkdir(directory, { recursive: true });
    await git(directory, ['init', '--quiet', '--bare']);
    const big = await writeZeroBlob(directory, GIGABYTE);
    const small = (await gitInput(directory, ['hash-object', '-w', '--stdin'], 'small\n')).trim();
    const tree = (
      await gitInput(
        directory,
        ['mktree'],
        `100644 blob ${big}\tbig.bin\n100644 blob ${small}\tsmall.txt\n`,
      )
    ).trim();
    const commit = (
      await gitInput(directory, ['commit-tree', tree, '-m', 'big'], '', {
        GIT_AUTHOR_NAME: 'Eve',
        GIT_AUTHOR_EMAIL: 'eve@example.test',
        GIT_COMMITTER_NAME: 'Eve',
        GIT_COMMITTER_EMAIL: 'eve@example.test',
      })
    ).trim();
    await git(directory, ['update-ref', 'refs/heads/main', commit]);
    await git(directory, ['symbolic-ref', 'HEAD', 'refs/heads/main']);
    const read = await withFetchedRepository(pathToFileURL(directory).href, local, async (repo) => {
      const tree = await repo.listTree();
      const seen: string[] = [];
      await repo.readBlobs(tree, (entry) => seen.push(entry.path));
      return { sizes: Object.fromEntries(tree.map((entry) => [entry.path, entry.size])), seen };
    });
    expect(read.sizes).toEqual({ 'big.bin': GIGABYTE, 'small.txt': 6 });
    expect(read.seen).toEqual(['small.txt']);
  }, 60_000);
});
