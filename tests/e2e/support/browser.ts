/**
 * Playwright (playwright-core) driving Debian's Chromium; never a downloaded browser.
 * `useBrowser()` gives a test file one browser; each test opens its own context (own cookies).
 * Every page is watched: a test fails on a page error, a console error or a 5xx response that it
 * did not expect (support/page-problems.ts), and its contexts close when it ends.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { assertNoProblems, watchPage } from './page-problems.js';
import { e2eServer } from './server.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export function useBrowser() {
  let browser: Browser;
  /** The current test's contexts and pages. */
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium renders its omnibox popup as a web page (a renderer process running its
        // script) for every window, headless too, so for every context a test opens.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ],
    });
  });
  afterEach(async () => {
    const seen = pages;
    const closing = contexts;
    pages = [];
    contexts = [];
    try {
      assertNoProblems(seen);
    } finally {
      await Promise.all(closing.map((context) => context.close().catch(() => undefined)));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * A fresh page in a fresh context (its own cookies), at desktop size unless told otherwise.
     * `{ script: false }`: a browser that runs no script, to see what the server drew;
     * `{ timezoneId }`: a browser elsewhere in the world.
     */
    async newPage(
      viewport = DESKTOP,
      { script = true, timezoneId }: { script?: boolean; timezoneId?: string } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: e2eServer().baseUrl,
        viewport,
        javaScriptEnabled: script,
        timezoneId,
      });
      contexts.push(context);
      const page = await context.newPage();
      if (script) waitForLiveAfterLoads(page);
      watchPage(page);
      pages.push(page);
      page.setDefaultTimeout(10_000);
      return page;
    },
  };
}

/**
 * The main pages arrive drawn by the server and answer input only once their script has run
 * (`<html data-live>`, web/app/app-shell.tsx): a test, like a person, acts on a loaded page once
 * it is live. `goto` and `reload` wait for it, so every test does without asking.
 */
function waitForLiveAfterLoads(page: Page) {
  const live = async () => {
    if (new URL(page.url()).protocol === 'about:') return;
    await page.waitForSelector('html[data-live]', { state: 'attached' });
  };
  const { goto, reload } = page;
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await live();
    return response;
  };
}

/**
 * Waits until no finite animation or transition is running (a toast fading in, a dialog
 * opening): axe measures contrast on colours as drawn, and a half-transparent element fails it.
 * Endless animations (spinners, skeleton pulses) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let round = 0; round < 10; round += 1) {
      // A transition starts on the frame after the style change that causes it.
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => animation.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** The toasts' layer (sonner's section, "Notifications alt+T"). */
const TOAST_LAYER = 'section[aria-label^="Notifications"]';

/**
 * axe must report no serious or critical violation on the page as it is now. Toasts come and go
 * on their own clock (a push, a reply drawn a frame later) and fade in and out, so a page audit
 * leaves their layer out; `{ toasts: true }` audits a page whose toast the test has seen settle.
 */
export async function expectAccessible(page: Page, options: { toasts?: boolean } = {}) {
  await settleAnimations(page);
  // Run in the page (same-origin frames included): the default mode also opens a blank page and
  // loads axe into it again to merge frames of other origins, which our pages never embed. Only
  // violations are collected. Together half the time of each check.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (!options.toasts) axe.exclude(TOAST_LAYER);
  const results = await axe.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Screenshots are for a person to look at, not checks: taken only with `E2E_SCREENSHOTS=1`, as a
 * full page into test-results/screenshots (git-ignored).
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A full-page capture of a scrolled page draws the sticky header where the viewport was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The width the issue that set the layout measured the owner's pages at (issue 35). */
export const WIDE = { width: 1366, height: 900 };

/**
 * The page as it is now at 1366 px and at phone width, `<name>-1366.png` and `<name>-390.png`
 * (with `E2E_SCREENSHOTS=1` only), then back at the size it had: for the walks that pass every
 * page showing money, so that each is looked at on both screens.
 */
export async function screenshotAtBothWidths(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    await settleAnimations(page);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  if (size) await page.setViewportSize(size);
}

export function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
