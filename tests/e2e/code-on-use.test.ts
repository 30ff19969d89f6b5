/**
 * Code a page needs only on use (docs/decisions/performance.md, "Parts on use"): a form's
 * validation loads when the form is first used (src/web/lib/lazy-zod-resolver.ts), and what only
 * some viewers see loads for them alone (src/web/lib/lazy-part.tsx), before the page hydrates
 * when the server drew it, so a click straight away is never lost.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';
import { takeProblems } from './support/page-problems.js';

const browser = useBrowser();

/** The script files a page has asked for so far, by name without their hash. */
function scriptsAskedFor(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    names.push(
      new URL(request.url()).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''),
    );
  });
  return () => [...names];
}

/** The chunk with Zod and every form's schema (src/web/lib/lazy-zod-resolver.ts). */
const VALIDATION_CHUNK = /\/assets\/validation-[\w-]{8}\.js$/;

/** Cuts the page off from the validation chunk, as a dropped connection would. */
const cutOffValidation = (page: Page) =>
  page.route(VALIDATION_CHUNK, (route) => route.abort('internetdisconnected'));

/** The page's only problems were the cut-off downloads: nothing went uncaught. */
function expectOnlyFailedDownloads(page: Page) {
  const problems = takeProblems(page);
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems)
    expect(problem).toMatch(/ERR_INTERNET_DISCONNECTED \(.*\/assets\/validation-[\w-]{8}\.js\)$/);
}

/** The lazy parts the server drew into a page (its page state). */
async function drawnParts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html);
  expect(state, `no page state in ${path}`).not.toBeNull();
  return (JSON.parse(state![1]!) as { parts: string[] }).parts;
}

describe('code on use', () => {
  it('leaves validation out of the sign-in page until a field is used, with the same messages', async () => {
    const page = await browser.newPage(PHONE);
    const scripts = scriptsAskedFor(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(scripts()).not.toContain('validation');

    // Focusing a field starts the download (the form's `onFocus`).
    await Promise.all([
      page.waitForRequest((request) => VALIDATION_CHUNK.test(request.url())),
      page.getByLabel('Email').focus(),
    ]);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Please enter a valid email').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
  });

  it('says so when a form cannot load its checks, sends nothing, and loads them on the next try', async () => {
    const page = await browser.newPage(PHONE);
    // The connection drops before the form is first used.
    await cutOffValidation(page);
    await page.goto('/auth');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/login')) sent.push(request.url());
    });
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('a-password-long-enough');
    await login.click();
    await page
      .getByText('This form could not be loaded. Check your connection and try again.')
      .waitFor();
    await screenshot(page, 'form-checks-unavailable');
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(sent).toEqual([]);
    expectOnlyFailedDownloads(page);

    // Back online: the next submit downloads the checks and shows the spec's messages.
    await page.unroute(VALIDATION_CHUNK);
    await page.getByLabel('Email').fill('not-an-email');
    await login.click();
    await page.getByText('Please enter a valid email').waitFor();
    expect(sent).toEqual([]);
  });

  it('keeps a message in the box when the composer cannot load its check, and sends it on the next try', async () => {
    const owner = await browser.newPage();
    await registerViaApi(owner, newUser('creator'));
    const project = await postProjectViaApi(owner, {
      name: uniqueName('Offline composer '),
      description: 'A podcast player whose offline downloads and sleep timer were never finished.',
      techStack: ['Kotlin'],
      timeframe: '2 weeks',
      budget: 450,
    });
    const dev = await browser.newPage(PHONE);
    await registerViaApi(dev, newUser('developer'));
    const bid = await bidViaApi(dev, project.id, {
      amount: 400,
      timeline: 6,
      message: 'I have shipped two podcast apps and can finish this.',
    });
    const channel = (await (
      await owner.request.post(`/api/bids/${bid.id}/conversations`)
    ).json()) as { id: number };

    await cutOffValidation(dev);
    await dev.goto(`/channels/${channel.id}`);
    const posted: string[] = [];
    dev.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/messages'))
        posted.push(request.url());
    });
    const composer = dev.getByLabel('Your message');
    await composer.fill('When would you like a first build?');
    await composer.press('Enter');
    await dev
      .getByText('This form could not be loaded. Check your connection and try again.')
      .waitFor();
    await screenshot(dev, 'composer-checks-unavailable');
    expect(await composer.inputValue()).toBe('When would you like a first build?');
    expect(posted).toEqual([]);
    expectOnlyFailedDownloads(dev);

    await dev.unroute(VALIDATION_CHUNK);
    await composer.press('Enter');
    await dev
      .getByRole('article', { name: 'Message from you' })
      .getByText('When would you like a first build?')
      .waitFor();
    expect(posted).toHaveLength(1);
  });

  it("gives a visitor a project page without its owner's and bidders' code", async () => {
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `On use ${creator.username}`,
      description: 'A recipe planner whose shopping list and weekly plan export never got written.',
      techStack: ['Svelte'],
      timeframe: '3 weeks',
      budget: 700,
    });

    const visitor = await browser.newPage(PHONE);
    expect(await drawnParts(visitor, `/projects/${project.id}`)).toEqual([]);
    const scripts = scriptsAskedFor(visitor);
    await visitor.goto(`/projects/${project.id}`);
    await visitor.getByRole('main').getByRole('link', { name: 'Log in / Sign up' }).waitFor();
    const asked = scripts();
    for (const part of ['validation', 'apply-bid-dialog', 'bid-table', 'project-controls'])
      expect(asked).not.toContain(part);
  });

  it('hands a developer a drawn project page whose bid dialog answers the first click', async () => {
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `Ready ${creator.username}`,
      description: 'A habit tracker with its reminders half wired and no tests around the streaks.',
      techStack: ['React'],
      timeframe: '2 weeks',
      budget: 500,
    });

    const dev = await browser.newPage(PHONE);
    const developer = newUser('developer');
    await registerViaApi(dev, developer);
    expect(await drawnParts(dev, `/projects/${project.id}`)).toContain('apply-bid-dialog');
    // The moment the page says it answers (html[data-live]), the part is React's already: a
    // part hydrated later would be a dead button then, and React does not replay a click on it.
    await dev.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-live')) return;
        observer.disconnect();
        const apply = [...document.querySelectorAll('button')].find((button) =>
          button.textContent?.includes('Apply for this Project'),
        );
        (window as { applyLiveAtStart?: boolean }).applyLiveAtStart =
          !!apply && Object.keys(apply).some((key) => key.startsWith('__reactProps'));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
    });
    await dev.goto(`/projects/${project.id}`);
    expect(
      await dev.evaluate(() => (window as { applyLiveAtStart?: boolean }).applyLiveAtStart),
    ).toBe(true);
    await dev.getByRole('button', { name: 'Apply for this Project' }).click();
    const dialog = dev.getByRole('dialog', { name: 'Apply for this Project' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit Bid' }).click();
    await dialog.getByText('Message must be at least').waitFor();
    await screenshot(dev, 'code-on-use-bid-dialog');
    await expectAccessible(dev);

    // The owner's page, with a bid in: the controls and the bid table are drawn and work.
    const bid = await bidViaApi(dev, project.id, {
      amount: 500,
      timeline: 10,
      message: 'I can wire the reminders with a queue and finish the tests.',
    });
    expect(bid.id).toBeGreaterThan(0);
    expect(await drawnParts(owner, `/projects/${project.id}`)).toEqual(
      expect.arrayContaining(['bid-table', 'project-controls']),
    );
    await owner.goto(`/projects/${project.id}`);
    await owner.getByRole('button', { name: 'Accept Bid' }).click();
    await owner.getByRole('alertdialog', { name: `Accept ${developer.username}'s bid?` }).waitFor();
  });

  it('keeps a part that cannot download its code to the part, and draws it on the next try', async () => {
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `Cut off ${creator.username}`,
      description:
        'A parking app whose map works and whose payments and receipts were never built.',
      techStack: ['Kotlin'],
      timeframe: '4 weeks',
      budget: 900,
    });

    const dev = await browser.newPage(PHONE);
    await registerViaApi(dev, newUser('developer'));
    // The connection drops before the bid dialog's code is asked for. The server draws the page
    // with the dialog's button; the browser cannot load the part before hydrating, so it draws
    // the page afresh, and the part tries once more when drawn.
    expect(await drawnParts(dev, `/projects/${project.id}`)).toContain('apply-bid-dialog');
    const dialogChunk = /\/assets\/apply-bid-dialog-[\w-]{8}\.js$/;
    await dev.route(dialogChunk, (route) => route.abort('internetdisconnected'));
    await dev.goto(`/projects/${project.id}`);
    const failed = dev
      .getByRole('alert')
      .filter({ hasText: 'This part of the page could not be loaded' });
    await failed.waitFor();
    // The rest of the page stays: the project, its details, the other cards. Nothing went
    // uncaught (no hydration error) and the chunk was not asked for again and again.
    await dev.getByRole('heading', { name: project.name, level: 1 }).waitFor();
    await expect(dev.getByRole('button', { name: 'Apply for this Project' }).count()).resolves.toBe(
      0,
    );
    await screenshot(dev, 'code-on-use-part-failed');
    await expectAccessible(dev);
    const failures = takeProblems(dev);
    // A few (before hydration, and when the part is drawn), not one more at every render React
    // retries: the failed download is kept until 'Try again'.
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.length).toBeLessThanOrEqual(4);
    for (const problem of failures)
      expect(problem).toMatch(
        /ERR_INTERNET_DISCONNECTED \(.*\/assets\/apply-bid-dialog-[\w-]{8}\.js\)$/,
      );

    // Another visit tries again by itself (here still cut off: one more failed download, then
    // the message again), without 'Try again'.
    await dev.getByRole('banner').getByRole('link', { name: 'Finishline home' }).click();
    await dev.waitForURL((url) => url.pathname === '/');
    const downloadAgain = dev.waitForEvent('requestfailed', (request) =>
      dialogChunk.test(new URL(request.url()).pathname),
    );
    await dev.goBack();
    await downloadAgain;
    await dev.waitForURL(`**/projects/${project.id}`);
    await failed.waitFor();
    const again = takeProblems(dev);
    expect(again.length).toBeGreaterThan(0);
    for (const problem of again)
      expect(problem).toMatch(/\/assets\/apply-bid-dialog-[\w-]{8}\.js\)$/);

    await dev.unroute(dialogChunk);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await dev.getByRole('button', { name: 'Apply for this Project' }).click();
    await dev.getByRole('dialog', { name: 'Apply for this Project' }).waitFor();
    await expect(failed.count()).resolves.toBe(0);
  });
});
