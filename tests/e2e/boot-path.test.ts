/**
 * The path `npm start` takes, on the compiled server (`dist/server/main.js`, built by the e2e
 * global setup) and an empty data directory: migrate, seed the demo data once, answer HTTP, stop
 * cleanly on SIGTERM; a second start on the same directory seeds nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const MAIN = path.resolve('dist/server/main.js');
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

/** Starts the built server on a free port and resolves once it says it is ready. */
function start(settings: NodeJS.ProcessEnv = {}): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...settings,
  };
  const child = spawn(process.execPath, [MAIN], { env });
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

async function projectCount(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/projects?limit=100`);
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
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

describe('npm start on an empty data directory', () => {
  let firstCount = 0;

  it('migrates, seeds the demo data, answers, and exits 0 on SIGTERM', async () => {
    const server = await start();
    try {
      expect(server.output()).toContain('Demo data added.');
      firstCount = await projectCount(server.baseUrl);
      expect(firstCount).toBeGreaterThan(0);

      const page = await fetch(`${server.baseUrl}/projects`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      // The stylesheet comes inside the page, so the header painted before any script needs no
      // second request (vite.config.ts, inlineStylesheet).
      expect(html).toMatch(/<style>[^<]*\.container-page\{/);
      expect(html).not.toContain('rel="stylesheet"');

      // The home page comes drawn, with the newest projects in it (core/page-render.ts).
      const [newest] = (await (await fetch(`${server.baseUrl}/api/projects?limit=3`)).json()) as {
        name: string;
      }[];
      const home = await (await fetch(`${server.baseUrl}/`)).text();
      expect(home).toContain(escapeHtml(newest!.name));
      expect(home).toContain('id="page-state"');
    } finally {
      const exit = await stop(server.child);
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
    }
  });

  it('does not seed again on the next start', async () => {
    const server = await start();
    try {
      expect(server.output()).not.toContain('Demo data added.');
      expect(await projectCount(server.baseUrl)).toBe(firstCount);
    } finally {
      expect(await stop(server.child)).toEqual({ code: 0, signal: null });
    }
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
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...production },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output.trim()).toMatch(
      /^Invalid configuration:\n {2}- STRIPE_SECRET_KEY: required when NODE_ENV is production[^\n]*PAYMENTS_PROVIDER=sandbox[^\n]*$/,
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
