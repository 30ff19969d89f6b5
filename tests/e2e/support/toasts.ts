import type { Page } from 'playwright-core';

const region = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Text inside the toast area (the same words may also sit on a field). */
export const toastText = (page: Page, text: string, options: { exact?: boolean } = {}) =>
  region(page).getByText(text, options);

/**
 * Closes the toasts and waits until they are gone: they fade in and out, and axe would measure
 * the contrast of a half-transparent one. One toast shows at a time and the others wait behind it
 * (a real-time toast can arrive beside a page's own, or while the last one fades out), so the one
 * in front is closed until none is left and the closed ones have left the page; a toast that
 * times out meanwhile is simply gone.
 */
export async function dismissToasts(page: Page) {
  const all = region(page).locator('[data-sonner-toast]');
  const live = region(page).locator('[data-sonner-toast]:not([data-removed="true"])');
  const front = live.and(region(page).locator('[data-front="true"]'));
  for (let round = 0; round < 20; round += 1) {
    if ((await live.count()) > 0) {
      await front
        .getByRole('button', { name: 'Close toast' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      continue;
    }
    const gone = await all
      .first()
      .waitFor({ state: 'detached', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (gone) return;
  }
  throw new Error(`Toasts kept coming: ${(await all.allInnerTexts()).join(' | ')}`);
}
