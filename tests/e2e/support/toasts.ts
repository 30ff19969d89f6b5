import type { Page } from 'playwright-core';

const region = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Text inside the toast area (the same words may also sit on a field). */
export const toastText = (page: Page, text: string) => region(page).getByText(text);

/**
 * Closes the toasts and waits until they are gone: they fade in and out, and axe would measure
 * the contrast of a half-transparent one.
 */
export async function dismissToasts(page: Page) {
  for (const button of await region(page).getByRole('button', { name: 'Close toast' }).all()) {
    await button.click().catch(() => undefined);
  }
  await region(page).locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}
