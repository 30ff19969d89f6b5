/**
 * The main pages arrive drawn by the server (src/server/core/pages/page-render.ts, src/web/entry-server.tsx)
 * and the browser takes them over without drawing them again: what a person sees before any script
 * has run, what a visitor and a signed-in user are sent, and that the page then works as before.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi } from './support/accounts.js';
import { DESKTOP, expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { postProjectViaApi } from './support/marketplace.js';

const browser = useBrowser();

/** A <script> that would run: neither loaded from a file nor data (the CSP refuses those). */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/;

describe('pages drawn by the server', () => {
  it('shows a project with no script at all, and hands the page to the script without a redraw', async () => {
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `Drawn ${creator.username}`,
      description: 'A half-built invoicing tool: exports and reminders are missing.',
      techStack: ['React', 'Node.js'],
      timeframe: '2 weeks',
      budget: 900,
    });

    // What a person sees before the script arrives.
    const noScript = await browser.newPage(PHONE, { script: false });
    const response = await noScript.goto(`/projects/${project.id}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await noScript.getByRole('heading', { level: 1, name: project.name }).waitFor();
    await noScript.getByText('exports and reminders are missing').waitFor();
    await noScript.getByRole('contentinfo').waitFor();
    await screenshot(noScript, 'server-drawn-project-no-script');
    const html = await response!.text();
    expect(html).toContain('id="page-state"');
    expect(html).not.toMatch(INLINE_SCRIPT);

    // The script takes the same page over: the heading React finds is the one the server drew.
    const page = await browser.newPage(PHONE);
    await page.goto(`/projects/${project.id}`);
    const drawnHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.evaluate(() => (document.querySelector('h1')!.dataset.seen = 'drawn'));
    await page.getByRole('link', { name: 'Browse Projects' }).waitFor({ state: 'attached' });
    expect(await drawnHeading!.evaluate((h1) => h1.isConnected && h1.dataset.seen)).toBe('drawn');
    await expectAccessible(page);
  });

  it('loads its script as a module, with the page’s own chunks preloaded beside the entry', async () => {
    const page = await browser.newPage(PHONE);
    const response = await page.goto('/developers');
    const html = await response!.text();
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/,
    );
    const preloaded = preloadsOf(html);
    // The route's own chunk is among them: asked for with the entry, not once the entry has run
    // and the router has asked for it.
    expect(preloaded.some((file) => /developers-page-/.test(file))).toBe(true);
    expect(preloaded.some((file) => /realtime-connection-/.test(file))).toBe(false);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /developers-page-[^/]*\.js$/.test(entry.name)),
    );
    await expectEachFetchedOnce(page, preloaded);
  });

  it('sends a visitor on to sign in, and a signed-in user a page of their own, kept nowhere', async () => {
    const visitor = await browser.newPage();
    const refused = await visitor.request.get('/dashboard', { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers()['location']).toBe('/auth?next=%2Fdashboard');
    // A page whose data fails (no such project) is left to the browser, which shows the error.
    const missing = await visitor.request.get('/projects/999999999');
    expect(missing.status()).toBe(200);
    expect(await missing.text()).not.toContain('id="page-state"');

    const user = newUser('developer');
    const page = await browser.newPage();
    await registerViaApi(page, user);
    const mine = await page.request.get('/dashboard');
    expect(mine.status()).toBe(200);
    expect(mine.headers()['cache-control'], JSON.stringify(mine.headers())).toBe(
      'private, no-store',
    );
    const drawn = await mine.text();
    expect(drawn).toContain(`Account menu for ${user.username}`);
    // Drawn whole: the first tab and the side cards come with their data (the route's loader).
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(drawn);
    const keys = (
      JSON.parse(state![1]!) as { queries: { queries: { queryKey: unknown[] }[] } }
    ).queries.queries.map((query) => query.queryKey.slice(0, 2).join('/'));
    expect(keys).toEqual(
      expect.arrayContaining(['projects/open-jobs', 'payments/earnings', 'developers/stats']),
    );
    // Drawn for a signed-in user, the page also preloads the socket's code it runs once hydrated.
    const socket = page.waitForEvent('websocket');
    const response = await page.goto('/dashboard');
    const preloaded = preloadsOf(await response!.text());
    expect(preloaded.some((file) => /realtime-connection-/.test(file))).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await socket;
    await expectEachFetchedOnce(page, preloaded);
    await screenshot(page, 'server-drawn-dashboard');

    // Before any script, the header's avatar already shows the user's initials.
    const noScript = await browser.newPage(DESKTOP, { script: false });
    const other = newUser('creator');
    await registerViaApi(noScript, other);
    await noScript.goto('/dashboard');
    const menu = noScript.getByRole('button', { name: `Account menu for ${other.username}` });
    const initials = other.username
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase();
    expect((await menu.innerText()).trim()).toBe(initials);
    await screenshot(noScript, 'server-drawn-dashboard-no-script');
  });

  it('keeps a form from being sent before its script runs (its fields would go in the address)', async () => {
    const noScript = await browser.newPage(PHONE, { script: false });
    await noScript.goto('/auth');
    const login = noScript.getByRole('button', { name: 'Login', exact: true });
    await login.waitFor();
    expect(await login.isDisabled()).toBe(true);
    await screenshot(noScript, 'server-drawn-auth-no-script');

    const page = await browser.newPage(PHONE);
    await page.goto('/auth');
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
  });

  it('shows dates in the browser’s time zone, on the first visit as on the next', async () => {
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `Zoned ${creator.username}`,
      description: 'A booking site whose calendar sync was never finished.',
      techStack: ['Vue'],
      timeframe: '1 month',
      budget: 1200,
    });
    const created = (await (await owner.request.get(`/api/projects/${project.id}`)).json()) as {
      createdAt: string;
    };
    // 25 hours apart: at any moment at least one of them is on another day than UTC.
    for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const dateThere = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeZone: timezoneId,
      }).format(new Date(created.createdAt));
      const page = await browser.newPage(DESKTOP, { timezoneId });
      const details = page.getByRole('heading', { name: 'Project Details' }).locator('xpath=../..');
      // First visit: the server does not know the zone yet and draws UTC; the browser hydrates
      // that drawing (no mismatch: the watch fails the test on React's error), then says its
      // zone in a cookie and shows the date in it.
      const first = await page.goto(`/projects/${project.id}`);
      expect(await first!.text()).toContain(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(created.createdAt),
        ),
      );
      await details.getByText(dateThere).waitFor();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'tz')?.value).toBe(
        encodeURIComponent(timezoneId),
      );
      // Next visit: drawn in the browser's zone.
      const response = await page.reload();
      expect(await response!.text()).toContain(dateThere);
      await details.getByText(dateThere).waitFor();
    }
  });
});

/** The chunks a page's HTML preloads beside its entry. */
function preloadsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (link) => link[1]!,
  );
}

/**
 * Each preload is the request the module then uses: fetched once, by the link, not by a
 * script's import (a preload the module could not use, e.g. with other credentials, would be
 * fetched a second time; one missing would be fetched by the router's import).
 */
async function expectEachFetchedOnce(page: Page, preloaded: string[]) {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        by: (entry as PerformanceResourceTiming).initiatorType,
      })),
  );
  for (const file of preloaded) {
    const fetched = scripts.filter((script) => script.name === file);
    expect(fetched, file).toHaveLength(1);
    expect(fetched[0]!.by, file).not.toBe('script');
  }
  const names = scripts.map((script) => script.name);
  expect(new Set(names).size).toBe(names.length);
}
