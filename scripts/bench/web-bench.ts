/**
 * `npm run bench:web [-- --runs 3 --pages /,/auth --methods devtools,simulate]`
 *
 * Lighthouse 12 (its mobile preset: a mid-range phone on a slow 4G link) on the main pages of the
 * built app, in Debian's Chromium (/usr/bin/chromium, never a downloaded browser), with both
 * throttling methods: `devtools` (applied: the preset's CPU slowdown and network conditions
 * applied to the real browser; the one pages are judged by) and `simulate` (Lighthouse's model
 * of the same phone, computed from an unthrottled load). With several runs, each row is the
 * median of the runs (each figure on its own).
 * Builds when the build is stale, starts `dist/server/main.js` in production mode on a fresh
 * embedded database with the demo data, signs in a demo developer for the pages that need an
 * account (the session cookie is set in the browser before each of their runs: Chromium drops a
 * Cookie given as an extra header, and a signed-out run of /dashboard measures /auth), and prints the scores, the main timings and the compressed JavaScript each page loads
 * as a Markdown table for docs/benchmarks.md.
 * Lighthouse and its browser driver (~150 packages) are not in the project's install: they live in
 * scripts/bench/web-tools, installed from its own lockfile by `npm run bench:web:install`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../build/ensure-build.mjs';
import type { ChromeLauncher, Lighthouse, Puppeteer } from './web-tools/types.js';

const { chromeLauncher, lighthouse, lighthouseVersion, puppeteer } = await loadWebTools();

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    methods: { type: 'string', default: 'devtools,simulate' },
    pages: { type: 'string' },
    /** Write each page's full Lighthouse report (JSON) into this folder. */
    reports: { type: 'string' },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const runs = Math.max(1, Number(values.runs));
const methods = values.methods.split(',') as ('devtools' | 'simulate')[];
const loadBefore = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-web-bench-'));
const { DATABASE_URL: _unused, ...environment } = process.env;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...environment,
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'sandbox',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  const port = await listeningPort();
  // `localhost` is a secure context, as https is in production (Secure cookies, HSTS).
  const origin = `http://localhost:${port}`;
  const cookie = await signIn(origin, 'lena@demo.finishline.dev');
  const [project] = (await (await fetch(`${origin}/api/projects?limit=1`)).json()) as {
    id: number;
  }[];
  const [developer] = (await (await fetch(`${origin}/api/developers?limit=1`)).json()) as {
    username: string;
  }[];
  const pages = [
    { path: '/' },
    { path: '/auth' },
    { path: '/developers' },
    { path: `/developers/${developer!.username}` },
    { path: '/projects', signedIn: true },
    { path: `/projects/${project!.id}` },
    { path: '/dashboard', signedIn: true },
  ].filter((p) => !values.pages || values.pages.split(',').includes(p.path));

  const chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Figures[] = [];
  // Only to set the session cookie; Lighthouse drives the browser itself.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const cookieTab = (await browser.pages())[0] ?? (await browser.newPage());
  try {
    for (const method of methods)
      for (const page of pages) {
        for (let run = 1; run <= runs; run += 1) {
          const audit = async () => {
            // Every run starts from an empty HTTP cache. A visitor's run has no session cookie
            // (Lighthouse's storage reset keeps cookies); a signed-in run has the session cookie set
            // just before it. (Through a page: a `__Host-` cookie names its URL, never a domain.)
            const session = await cookieTab.createCDPSession();
            await session.send('Network.clearBrowserCache');
            await session.detach();
            await cookieTab.deleteCookie({ name: cookie.name, url: origin });
            if (page.signedIn) {
              await cookieTab.setCookie({
                ...cookie,
                url: origin,
                path: '/',
                secure: true,
                httpOnly: true,
              });
            }
            return lighthouse(`${origin}${page.path}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              disableStorageReset: page.signedIn,
              throttlingMethod: method,
            });
          };
          let result = await audit();
          // A failure of Lighthouse's own recording (NO_NAVSTART and the like, "run Lighthouse
          // again") says nothing about the page: measure it again, twice at most. (Seen on a cold
          // machine: two NO_NAVSTART in a row on one page, then none in the next 20 runs.)
          for (let again = 1; again <= 2 && result?.lhr.runtimeError; again += 1) {
            console.error(`    ${page.path}: ${result.lhr.runtimeError.code}, measuring again`);
            result = await audit();
          }
          if (!result) throw new Error(`no result for ${page.path}`);
          const landed = result.lhr.finalDisplayedUrl;
          if (new URL(landed).pathname !== page.path)
            throw new Error(`${page.path} was measured at ${landed}: was the session sent?`);
          if (values.reports) {
            mkdirSync(values.reports, { recursive: true });
            const name = `${method}-${page.path.replace(/\W+/g, '_') || 'home'}`;
            writeFileSync(
              path.join(values.reports, `${name}-${run}.json`),
              result.report as string,
            );
          }
          const { categories, audits, runtimeError, runWarnings } = result.lhr;
          if (runtimeError)
            console.error(`    ${page.path}: ${runtimeError.code} ${runtimeError.message}`);
          for (const warning of runWarnings) console.error(`    ${page.path}: ${warning}`);
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          const ms = (id: string) => Math.round(Number(audits[id]?.numericValue ?? NaN));
          const requests = (audits['network-requests']?.details as { items?: NetworkItem[] })
            ?.items;
          const scriptBytes = (requests ?? [])
            .filter((item) => item.resourceType === 'Script')
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
          const failing = ['performance', 'accessibility', 'best-practices'].flatMap((id) =>
            (categories[id]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
              .map((ref) => ref.id),
          );
          const figures: Figures = {
            method,
            page: `${page.path}${page.signedIn ? ' (signed in)' : ''}`,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            fcp: ms('first-contentful-paint'),
            lcp: ms('largest-contentful-paint'),
            tbt: ms('total-blocking-time'),
            cls: Number(audits['cumulative-layout-shift']?.numericValue ?? NaN),
            tti: ms('interactive'),
            scriptKb: scriptBytes / 1024,
          };
          results.push(figures);
          console.error(`  ${method} ${row(figures)}`);
          if (failing.length) console.error(`    below 0.9: ${failing.join(', ')}`);
        }
      }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }

  console.log(
    `\nLighthouse ${lighthouseVersion}, ` +
      `mobile preset (slow 4G, 4x CPU slowdown), Chromium at ${values.chrome}; ` +
      `${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; ` +
      `${os.cpus().length} cores; load average ${loadBefore} before, ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} after.\n`,
  );
  for (const method of methods) {
    console.log(
      `\n${method === 'devtools' ? 'Applied throttling (--throttling-method=devtools)' : 'Simulated throttling (--throttling-method=simulate)'}:\n`,
    );
    console.log(
      '| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | TTI ms | JS KB (compressed) |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const page of pages) {
      const name = `${page.path}${page.signedIn ? ' (signed in)' : ''}`;
      const mine = results.filter((r) => r.method === method && r.page === name);
      if (mine.length) console.log(row(medianOf(mine)));
    }
  }
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}

interface Figures {
  method: string;
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  tti: number;
  scriptKb: number;
}

function row(f: Figures): string {
  return (
    `| ${f.page} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.fcp} | ` +
    `${f.lcp} | ${f.tbt} | ${f.cls.toFixed(3)} | ${f.tti} | ${f.scriptKb.toFixed(0)} |`
  );
}

/** Each figure's median over the runs (the lower middle of an even count). */
function medianOf(runs: Figures[]): Figures {
  const median = (pick: (f: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  };
  return {
    ...runs[0]!,
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    bestPractices: median((f) => f.bestPractices),
    fcp: median((f) => f.fcp),
    lcp: median((f) => f.lcp),
    tbt: median((f) => f.tbt),
    cls: median((f) => f.cls),
    tti: median((f) => f.tti),
    scriptKb: median((f) => f.scriptKb),
  };
}

/** Lighthouse, its browser driver and Chrome's launcher, from scripts/bench/web-tools. */
async function loadWebTools() {
  const tools = path.join(import.meta.dirname, 'web-tools');
  const fromTools = createRequire(path.join(tools, 'package.json'));
  const load = async <T>(name: string): Promise<T> => {
    let file: string;
    try {
      file = fromTools.resolve(name);
    } catch {
      console.error(
        `bench:web needs Lighthouse, which the project's install leaves out: run ` +
          '`npm run bench:web:install` once (it installs scripts/bench/web-tools).',
      );
      process.exit(1);
    }
    return (await import(pathToFileURL(file).href)) as T;
  };
  const lighthouseModule = await load<{ default: Lighthouse }>('lighthouse');
  const { version } = fromTools('lighthouse/package.json') as { version: string };
  return {
    lighthouse: lighthouseModule.default,
    lighthouseVersion: version,
    chromeLauncher: await load<ChromeLauncher>('chrome-launcher'),
    puppeteer: (await load<{ default: Puppeteer }>('puppeteer-core')).default,
  };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function listeningPort(): Promise<number> {
  const lines = createInterface({ input: server.stdout! });
  for await (const line of lines) {
    // pino's start line: {"msg":"Server listening at http://127.0.0.1:PORT"}
    const match = /listening at http:\/\/[^:]+:(\d+)/i.exec(line);
    if (match) {
      lines.removeAllListeners();
      server.stdout!.resume();
      return Number(match[1]);
    }
  }
  throw new Error('the server did not start');
}

/** The session cookie of a demo account, signed in through the API. */
async function signIn(origin: string, email: string): Promise<{ name: string; value: string }> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'finishline-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const [session] = response.headers.getSetCookie();
  const [name, value] = (session ?? '').split(';')[0]!.split('=') as [string, string?];
  if (!value) throw new Error('sign-in set no cookie');
  return { name, value };
}
