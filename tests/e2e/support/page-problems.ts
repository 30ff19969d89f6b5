/**
 * What goes wrong on a page that no assertion looks at: an uncaught error, a console error, a
 * server error (5xx). `useBrowser` watches every page it opens and fails the test that saw any.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { e2eServer } from './server.js';

/** Chromium's console line for a request the server refused or failed. */
const FAILED_REQUEST = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/** A refusal the test provokes on purpose: its status and the request's path (no query). */
export interface ExpectedRefusal {
  status: number;
  path: string;
}

interface Watch {
  problems: string[];
  expected: ExpectedRefusal[];
}

const watches = new WeakMap<Page, Watch>();

/** Starts recording the page's problems (once per page). */
export function watchPage(page: Page) {
  if (watches.has(page)) return;
  // Nothing is refused by default: a visitor's session check (GET /api/session) is a 200.
  const watch: Watch = { problems: [], expected: [] };
  watches.set(page, watch);
  const record = (kind: string, text: string) =>
    watch.problems.push(`${kind} on ${page.url()}: ${text}`);

  page.on('pageerror', (error) => record('page error', error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message, watch.expected))
      record('console error', `${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500)
      record(
        'server error',
        `${response.status()} ${response.request().method()} ${response.url()}`,
      );
  });
}

/** Tells the watch that this page will see the server refuse `path` with `status`. */
export function expectRefusal(page: Page, refusal: ExpectedRefusal) {
  const watch = watches.get(page);
  if (!watch) throw new Error('expectRefusal: the page was not opened by useBrowser().newPage()');
  watch.expected.push(refusal);
}

/** The problems the page has seen since the last call (and forgets them). */
export function takeProblems(page: Page): string[] {
  const watch = watches.get(page);
  return watch ? watch.problems.splice(0) : [];
}

/** Throws, listing every problem the pages have seen that no assertion took. */
export function assertNoProblems(pages: readonly Page[]) {
  const problems = pages.flatMap(takeProblems);
  if (problems.length > 0)
    throw new Error(
      `The browser saw ${problems.length} problem(s) that the test did not expect:\n- ${problems.join('\n- ')}`,
    );
}

function isExpected(message: ConsoleMessage, expected: readonly ExpectedRefusal[]): boolean {
  const status = Number(FAILED_REQUEST.exec(message.text())?.[1]);
  const { url } = message.location();
  if (!status || !URL.canParse(url)) return false;
  const { origin, pathname } = new URL(url);
  if (origin !== new URL(e2eServer().baseUrl).origin) return false;
  return expected.some((refusal) => refusal.status === status && refusal.path === pathname);
}
