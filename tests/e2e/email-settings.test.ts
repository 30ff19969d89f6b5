/**
 * Email settings in the browser (issue 29): a creator turns off "New bids" on the notification
 * settings page, a bid arrives and no mail is sent; they turn it back on and the next bid mails
 * (development keeps mail in the outbox). The page says account mail is always sent.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxMail } from '../../src/shared/contract/dev-outbox.js';
import { newUser, registerViaApi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';

const browser = useBrowser();

/** Turns a switch and waits for the server to have saved it. */
async function turn(page: Page, name: string, on: boolean) {
  const control = page.getByRole('switch', { name });
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/email-preferences') &&
      response.request().method() === 'PUT' &&
      response.ok(),
  );
  await control.click();
  await saved;
  expect(await control.getAttribute('aria-checked')).toBe(String(on));
}

const outboxTo = async (page: Page, email: string) =>
  ((await (await page.request.get('/api/dev/outbox?limit=100')).json()) as OutboxMail[]).filter(
    (mail) => mail.to === email,
  );

describe('email settings', () => {
  it('turn off new-bid mail, then on again: only the bid after that mails', async () => {
    const owner = await browser.newPage(PHONE);
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: uniqueName('Mailed project'),
      description: 'A project whose owner chooses which emails they get about its bids.',
      techStack: ['TypeScript'],
      timeframe: '2 weeks',
      budget: 900,
    });

    await owner.goto('/notifications');
    await owner.getByRole('link', { name: 'Email settings' }).click();
    await owner.waitForURL((url) => url.pathname === '/settings/notifications');
    await owner.getByRole('heading', { level: 1, name: 'Email settings' }).waitFor();
    await owner.getByText('Account emails (password resets').waitFor();
    const newBids = owner.getByRole('switch', { name: 'New bids' });
    expect(await newBids.getAttribute('aria-checked')).toBe('true');
    await turn(owner, 'New bids', false);
    await expectAccessible(owner);
    await screenshot(owner, 'email-settings-phone');

    // A bid while it is off: no mail is enqueued for it.
    const first = await browser.newPage();
    const firstDeveloper = newUser('developer');
    await registerViaApi(first, firstDeveloper);
    await bidViaApi(first, project.id, {
      amount: 800,
      timeline: 10,
      message: 'First bid, while new-bid mail is off.',
    });

    // Still off after a reload (it was saved), then on again.
    await owner.reload();
    expect(await newBids.getAttribute('aria-checked')).toBe('false');
    await turn(owner, 'New bids', true);

    const second = await browser.newPage();
    const secondDeveloper = newUser('developer');
    await registerViaApi(second, secondDeveloper);
    await bidViaApi(second, project.id, {
      amount: 850,
      timeline: 8,
      message: 'Second bid, after new-bid mail is on again.',
    });

    // The second bid's mail arrives (sent by a background job after the commit); jobs run in
    // the order they were enqueued, so by then a mail for the first bid would be there too.
    const mails = await vi.waitFor(
      async () => {
        const found = await outboxTo(owner, creator.email);
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`New bid on “${project.name}”`);
    expect(mails[0]!.text).toContain(secondDeveloper.username);
    expect(mails[0]!.text).not.toContain(firstDeveloper.username);
  });
});
