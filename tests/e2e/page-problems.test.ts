import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { assertNoProblems, expectRefusal, takeProblems } from './support/page-problems.js';

const browser = useBrowser();

describe('the watch on every page (support/page-problems.ts)', () => {
  it('fails the check on a page error, a console error and a 5xx; a visitor’s page has none', async () => {
    const page = await browser.newPage();
    // A visitor: the session check (GET /api/session) answers 200 with no user, so nothing is
    // refused and the console stays clean.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(takeProblems(page)).toEqual([]);

    await page.route('**/api/broken', (route) => route.fulfill({ status: 500, body: '{}' }));
    // The watch listens first, so each of these resolves after it has recorded its event.
    const seen = Promise.all([
      page.waitForEvent('pageerror'),
      page.waitForEvent('console', (message) => message.text().includes('page-problems test')),
      page.waitForEvent('response', (response) => response.status() === 500),
    ]);
    await page.evaluate(async () => {
      setTimeout(() => {
        throw new Error('thrown by the page-problems test');
      });
      console.error('logged by the page-problems test');
      await fetch('/api/broken');
    });
    await seen;

    let failure: Error | undefined;
    try {
      assertNoProblems([page]);
    } catch (error) {
      failure = error as Error;
    }
    expect(failure?.message).toMatch(/page error on .*: Error: thrown by the page-problems test/);
    expect(failure?.message).toMatch(/console error on .*: logged by the page-problems test/);
    expect(failure?.message).toMatch(/server error on .*: 500 GET .*\/api\/broken/);
    // The check took them: nothing is left for the check after this test.
    expect(takeProblems(page)).toEqual([]);
  });

  it('reports a refused request unless the test said it expects it', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Chromium logs the refused request as a console error; the watch has seen it once it is out.
    const refuse = () =>
      Promise.all([
        page.waitForEvent('console', (message) => message.text().includes('status of 404')),
        page.evaluate(() => fetch('/api/projects/999999999')),
      ]);

    await refuse();
    expect(takeProblems(page)).toEqual([
      expect.stringMatching(/console error .*status of 404 .*\/api\/projects\/999999999/),
    ]);

    expectRefusal(page, { status: 404, path: '/api/projects/999999999' });
    await refuse();
    expect(takeProblems(page)).toEqual([]);
  });
});
