/**
 * The notification centre: the test panel sends a notification to oneself, it arrives live (toast
 * and bell), /notifications lists it with 'New', a click routes it (spec section 9) and reads it,
 * 'Mark all as read' clears the rest, and long lists load page after page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { postProjectViaApi } from './support/marketplace.js';
import { gotoLive } from './support/realtime.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const itemOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function sendToSelf(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/notifications', { data });
  if (response.status() !== 201) throw new Error(`notification failed: ${await response.text()}`);
}

describe('notifications', () => {
  it('sends from the test panel, arrives live, routes on click, and marks all read', async () => {
    const page = await browser.newPage();
    await registerViaApi(page, newUser('developer'));
    // A project of its own: another file on the shared server may hide the newest one.
    const creator = await browser.newPage();
    await registerViaApi(creator, newUser('creator'));
    const project = await postProjectViaApi(creator, {
      name: uniqueName('Staging dashboard'),
      description: 'A dashboard for staging deploys: the list works, the review links are missing.',
      techStack: ['React'],
      timeframe: '2 weeks',
      budget: 800,
    });

    await gotoLive(page, '/test-notifications');
    await page.getByRole('heading', { level: 1, name: 'Test notifications' }).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');

    // The panel checks its fields with the API's words.
    await page.getByRole('button', { name: 'Send Notification' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Content is required').waitFor();
    await page.getByLabel('Related ID (optional)').fill('abc');
    await page.getByRole('button', { name: 'Send Notification' }).click();
    await page.getByText('Related ID must be a positive whole number').waitFor();

    // A 'Project' notification about a project: the panel says it was sent, the socket shows it.
    await page.getByLabel('Title').fill('Staging deploy finished');
    await page.getByLabel('Content').fill('Your staging build is live for review.');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Project' }).click();
    await page.getByLabel('Related ID (optional)').fill(String(project.id));
    await page.getByRole('button', { name: 'Send Notification' }).click();
    await toastText(page, 'Notification sent').waitFor();
    await toastText(page, 'Staging deploy finished').waitFor();
    await toastText(page, 'Your staging build is live for review.').waitFor();
    await bell(page)
      .and(page.getByRole('link', { name: 'Notifications, 1 unread' }))
      .waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    // The page with its toast on screen, once it has finished coming in: one audit of both.
    await expectAccessible(page, { toasts: true });
    await dismissToasts(page);
    await screenshot(page, 'notifications-test-panel');

    // Two more: a general one and a bid one (its project's bids tab).
    await sendToSelf(page, { title: 'Welcome aboard', content: 'Your profile is ready.' });
    await sendToSelf(page, {
      title: 'Bid accepted',
      content: 'Your bid was accepted.',
      type: 'bid',
      relatedId: project.id,
    });
    await page.getByRole('link', { name: 'Notifications, 3 unread' }).waitFor();

    await bell(page).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    for (const title of ['Staging deploy finished', 'Welcome aboard', 'Bid accepted'])
      await itemOf(page, title).getByText('New', { exact: true }).waitFor();
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'notifications-unread');

    // A click routes by type and reads that one only: the list shows it read on the way back,
    // before any refetch, and so does the server's list after one.
    const markedRead = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/read'),
    );
    await page.getByRole('link', { name: 'Bid accepted', exact: true }).click();
    await page.waitForURL(`**/projects/${project.id}?tab=bids`);
    expect((await markedRead).status()).toBe(200);
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).waitFor();
    await page.goBack();
    await itemOf(page, 'Welcome aboard').getByText('New', { exact: true }).waitFor();
    expect(await itemOf(page, 'Bid accepted').getByText('New', { exact: true }).count()).toBe(0);

    // A notification that arrives while the list is open appears in it (the list is read again).
    await sendToSelf(page, { title: 'Fresh news', content: 'Pushed while you were looking.' });
    await itemOf(page, 'Fresh news').getByText('New', { exact: true }).waitFor();
    expect(await itemOf(page, 'Bid accepted').getByText('New', { exact: true }).count()).toBe(0);

    // 'Mark all as read' clears every 'New' and the bell, then goes away.
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await toastText(page, 'All notifications marked as read').waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('main').getByText('New', { exact: true }).count()).toBe(0);
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');

    // A project notification leads to the project.
    await page.getByRole('link', { name: 'Staging deploy finished', exact: true }).click();
    await page.waitForURL(`**/projects/${project.id}`);
  });

  it('starts empty, and loads long lists page after page', async () => {
    const page = await browser.newPage(PHONE);
    await registerViaApi(page, newUser('creator'));
    await page.goto('/notifications');
    await page.getByText('No notifications').waitFor();
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'notifications-empty-phone');

    // Sent with no page open (no socket refetching after each), then read in pages.
    await page.goto('about:blank');
    for (let index = 1; index <= 22; index += 1)
      await sendToSelf(page, { title: `Update ${index}`, content: `Item number ${index}.` });
    await page.goto('/notifications');
    await page.getByRole('link', { name: 'Update 22', exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('link', { name: 'Update 1', exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(22);
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Notifications, 22 unread' }).waitFor();
    await dismissToasts(page).catch(() => undefined);
    await screenshot(page, 'notifications-list-phone');
  });
});
