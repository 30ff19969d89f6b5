/**
 * The path `npm start` takes (`scripts/start.mjs` running `dist/server/main.js`, built by the e2e
 * global setup) on an empty data directory: migrate, seed the demo data once, answer HTTP, stop
 * cleanly on SIGTERM, all without a warning; a second start on the same directory seeds nothing.
 * The demo database passes `npm run ledger:check`; at a terminal the log is readable lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';

const START = path.resolve('scripts/start.mjs');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-boot-'));
const productionDataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-boot-production-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(productionDataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/**
 * `npm start` on a free port; resolves once it says it is ready. Logs at warn level by default,
 * so that anything it logs is a warning or worse.
 */
function start(env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const child = spawn(process.execPath, [START], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Finishline is ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        resolve({ child, baseUrl: `http://127.0.0.1:${ready[1]}`, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ready:\n${output}`)));
  });
}

/** Sends SIGTERM and resolves with how the process ended. */
function stop(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.kill('SIGTERM');
  });
}

async function listedProjects(
  baseUrl: string,
): Promise<{ id: number; status: string; codeLink: string | null }[]> {
  const response = await fetch(`${baseUrl}/api/projects?limit=100`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; status: string; codeLink: string | null }[];
}

/** A warning from the build, npm, node or the server's log (at warn level, any line it logs). */
const WARNING = /SOURCEMAP_BROKEN|EBADENGINE|warn|"level":\d/i;

/** Runs a built command-line entry (`npm run ledger:check`) on the data directory. */
function runEntry(entry: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [START, entry], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the page renderer (dist/web/.render)', () => {
  it('carries its packages inside: a production install has no web packages', () => {
    const code = readFileSync(path.resolve('dist/web/.render/entry-server.js'), 'utf8');
    const specifiers = [
      ...code.matchAll(/^import [^;]*?from\s*["']([^"']+)["']/gm),
      ...code.matchAll(/\brequire\(["']([^"']+)["']\)/g),
    ].map((match) => match[1]!);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((name) => !isBuiltin(name))).toEqual([]);
  });
});

describe('the build', () => {
  // Only when this run built (always in CI, on a fresh checkout); an up-to-date build is reused.
  it.runIf(inject('buildOutput') !== null)('prints no warning', () => {
    expect(inject('buildOutput')).not.toMatch(WARNING);
  });
});

describe('npm start on an empty data directory', () => {
  let firstCount = 0;

  it('migrates, seeds the demo data, answers, and exits 0 on SIGTERM, warning of nothing', async () => {
    const server = await start();
    try {
      expect(server.output()).toContain('Demo data added.');
      const listed = await listedProjects(server.baseUrl);
      firstCount = listed.length;
      expect(listed.filter((project) => project.status === 'open').length).toBeGreaterThanOrEqual(
        12,
      );

      const page = await fetch(`${server.baseUrl}/projects`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      // The stylesheet comes inside the page, so the header painted before any script needs no
      // second request (vite.config.ts, inlineStylesheet).
      expect(html).toMatch(/<style>[^<]*\.container-page\{/);
      expect(html).not.toContain('rel="stylesheet"');

      // The home page comes drawn, with the newest projects in it (core/pages/page-render.ts).
      const [newest] = (await (await fetch(`${server.baseUrl}/api/projects?limit=3`)).json()) as {
        name: string;
      }[];
      const home = await (await fetch(`${server.baseUrl}/`)).text();
      expect(home).toContain(escapeHtml(newest!.name));
      expect(home).toContain('id="page-state"');

      // A demo project's code is a repository in the data directory: the page reads it (the
      // snapshot) but offers no link a browser cannot open, nor the server's path.
      const withLocalCode = (listed as { id: number; codeLink?: string | null }[]).find((project) =>
        project.codeLink?.startsWith('file:'),
      );
      expect(withLocalCode).toBeDefined();
      const projectPage = await (
        await fetch(`${server.baseUrl}/projects/${withLocalCode!.id}`)
      ).text();
      expect(projectPage).toContain('Local repository (no web page)');
      expect(projectPage).not.toContain('href="file:');
      // The built server reads it in its analysis process (dist/server/repo-analysis.js).
      await expect
        .poll(
          async () =>
            (
              (await (
                await fetch(`${server.baseUrl}/api/projects/${withLocalCode!.id}/insight`)
              ).json()) as { status: string }
            ).status,
          { timeout: 20_000, interval: 200 },
        )
        .toBe('ready');
    } finally {
      const exit = await stop(server.child);
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
    }
    expect(server.output()).not.toMatch(WARNING);
  });

  it('leaves a demo database that passes npm run ledger:check', async () => {
    const check = await runEntry('ledger-check-cli');
    expect(check, check.output).toMatchObject({ code: 0 });
    expect(check.output).toContain('Ledger check passed');
  });

  it('does not seed again on the next start, and logs readable lines with LOG_FORMAT=pretty', async () => {
    const server = await start({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' });
    try {
      expect(server.output()).not.toContain('Demo data added.');
      expect((await listedProjects(server.baseUrl)).length).toBe(firstCount);
      await waitFor(() => / 200 in \d+ ms · [0-9a-f]{16}\n/.test(server.output()));
    } finally {
      expect(await stop(server.child)).toEqual({ code: 0, signal: null });
    }
    // One line for the request and its answer, with its id, and no JSON.
    expect(server.output()).toMatch(
      /INFO: GET \/api\/projects\?limit=100 200 in \d+ ms · [0-9a-f]{16}\n/,
    );
    expect(server.output()).not.toMatch(/^\{/m);
  });
});

describe('npm start in production', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
    DATA_DIR: productionDataDir,
    SEED_DEMO: 'false',
  };

  it('refuses to start without Stripe keys, with one message, unless the sandbox is chosen', async () => {
    const child = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...production },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output.trim()).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY: required when NODE_ENV is production[^\n]*PAYMENTS_PROVIDER=sandbox[^\n]*$/,
    );
  });

  it('runs the sandbox when PAYMENTS_PROVIDER=sandbox says so, and says so everywhere', async () => {
    const server = await start({ ...production, PAYMENTS_PROVIDER: 'sandbox' });
    try {
      // The log is written a moment after the ready line, asynchronously.
      const warning = await vi.waitFor(() => {
        const line = server
          .output()
          .split('\n')
          .find((text) => text.includes('Payments run on the SANDBOX'));
        expect(line).toBeDefined();
        return JSON.parse(line!) as { level: number };
      });
      expect(warning.level).toBe(40);
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', payments: 'sandbox' });
      const page = await fetch(`${server.baseUrl}/projects`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('Sandbox payments:</strong> no real money moves.');
    } finally {
      expect(await stop(server.child)).toEqual({ code: 0, signal: null });
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
