/**
 * Money in real browsers on the sandbox provider, the production code path with only the provider
 * swapped: the owner pays an accepted bid on the hosted checkout (after cancelling once and a
 * declined card), the developer sees the money held, delivers, finishes payout onboarding, and the
 * owner's approval pays them out; a paid project that is cancelled is refunded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi, signInViaUi, type E2eUser } from './support/accounts.js';
import { DESKTOP, expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { acceptedBidViaApi, payViaSandbox } from './support/marketplace.js';
import { expectRefusal } from './support/page-problems.js';
import { gotoLive } from './support/realtime.js';
import { dismissToasts, toastText } from './support/toasts.js';
import { e2eServer } from './support/server.js';

const browser = useBrowser();

const paymentCard = (page: Page) => page.getByRole('region', { name: 'Payment' });
const deliveryCard = (page: Page) => page.getByRole('region', { name: 'Delivery' });

const acceptedBid = (amount: number) =>
  acceptedBidViaApi(() => browser.newPage(), amount, {
    name: 'Tide tables app ',
    description:
      'A tide table app for sailors whose offline sync is half done, created by the payments test.',
    techStack: ['React Native', 'SQLite'],
    codeLink: 'https://github.com/example/payments-e2e',
    timeframe: '3 weeks',
  });

/** The payment card's line `label` reads `amount`. */
async function expectAmount(page: Page, label: string, amount: string) {
  const line = paymentCard(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await line.getByRole('definition').getByText(amount, { exact: true }).waitFor();
}

describe('payments', () => {
  it('the owner pays through the sandbox checkout; delivery, onboarding and approval pay the developer', async () => {
    const { owner, dev, project, bidId } = await acceptedBid(1200);
    const projectPath = `/projects/${project.id}`;

    await gotoLive(dev, projectPath);
    await paymentCard(dev).getByText('Waiting for the owner to pay.', { exact: false }).waitFor();
    await gotoLive(owner, projectPath);
    await expectAmount(owner, 'Accepted bid', '$1,200');
    await expectAccessible(owner);
    await screenshot(owner, 'payments-project-accepted');

    // The payment screen: the summary with the fee and the total.
    await paymentCard(owner).getByRole('link', { name: 'Proceed to Payment' }).click();
    await owner.waitForURL(`**/payment/bid/${bidId}`);
    await owner.getByRole('heading', { level: 1, name: 'Complete Your Payment' }).waitFor();
    const summary = owner.getByRole('region', { name: 'Payment Summary' });
    await summary.getByText('Includes platform fee (10%)').waitFor();
    await summary.getByText('$120', { exact: true }).waitFor();
    expect(await summary.getByText('$1,200', { exact: true }).count()).toBe(2);
    await summary.getByText('9 days').waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'payments-summary');

    // To the hosted checkout; leaving it says 'Payment Canceled' and charges nothing.
    await owner.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await owner.waitForURL(/\/sandbox\/checkout\/cs_sandbox_/);
    const checkoutUrl = owner.url();
    await owner.getByText('SANDBOX — no real money moves').waitFor();
    await owner.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'payments-sandbox-checkout');
    await owner.getByRole('button', { name: 'Cancel and return' }).click();
    await owner.waitForURL(`**/payment/bid/${bidId}?canceled=true`);
    await toastText(owner, 'Payment Canceled').waitFor();
    // An error toast, settled, passes the audit as well.
    await expectAccessible(owner, { toasts: true });
    await dismissToasts(owner);

    // Again: the same checkout, a declined card, then a good one.
    await owner.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await owner.waitForURL(/\/sandbox\/checkout\//);
    expect(owner.url()).toBe(checkoutUrl);
    expectRefusal(owner, { status: 402, path: new URL(checkoutUrl).pathname + '/pay' });
    await owner.getByLabel('Card number').fill('4000 0000 0000 0002');
    await owner.getByRole('button', { name: 'Pay $1,200' }).click();
    await owner.getByText('Your card was declined. Try another card.').waitFor();
    await owner.getByLabel('Card number').fill('4242 4242 4242 4242');
    await owner.getByRole('button', { name: 'Pay $1,200' }).click();

    // Back on Finishline: paid only once the provider's signed event has confirmed it.
    await owner.waitForURL(new RegExp(`/payment/bid/${bidId}/return\\?payment=\\d+$`));
    await owner.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'payments-received');

    // The developer's open project page shows the money held for them, live.
    await expectAmount(dev, 'Held by Finishline', '$1,200');
    await paymentCard(dev).getByText('Held by Finishline', { exact: true }).first().waitFor();

    await owner.getByRole('link', { name: 'View Project' }).click();
    await owner.waitForURL(`**${projectPath}`);
    await expectAmount(owner, 'You paid', '$1,200');
    await expectAmount(owner, 'Held by Finishline', '$1,200');
    await owner.getByText('Paid', { exact: true }).first().waitFor();

    // The developer delivers; the owner sees it arrive without reloading.
    await deliveryCard(dev)
      .getByLabel('What did you deliver?')
      .fill('Offline sync finished, with conflict resolution and tests. Release notes inside.');
    await deliveryCard(dev)
      .getByLabel('Link (optional)')
      .fill('https://github.com/example/payments-e2e/pull/7');
    // The delivery reaches the developer's page live before the request has answered (held
    // back here until it has): the form is gone by then, and the toast must still come.
    await dev.route(`**/api/projects/*/deliveries`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await deliveryCard(dev)
        .getByText(/^You delivered on /)
        .waitFor();
      await route.fulfill({ response });
    });
    await deliveryCard(dev).getByRole('button', { name: 'Mark as delivered' }).click();
    await toastText(dev, 'Delivery sent').waitFor();
    await dev.unroute(`**/api/projects/*/deliveries`);
    await deliveryCard(owner).getByText('Waiting for approval').waitFor();
    await deliveryCard(owner).getByText('Offline sync finished', { exact: false }).waitFor();
    await dismissToasts(owner);
    await expectAccessible(owner);
    await screenshot(owner, 'payments-delivered');

    // Approving completes the project and releases the money (confirmed first).
    await deliveryCard(owner).getByRole('button', { name: 'Approve delivery' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Approve the delivery?' });
    await confirm
      .getByText('$1,200 Finishline holds for it will be released', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Approve and release' }).click();
    await toastText(owner, 'Delivery approved').waitFor();
    await owner.getByText('Completed', { exact: true }).first().waitFor();
    await expectAmount(owner, 'Released (before the fee)', '$1,200');

    // Without a payout account, the developer's share waits for onboarding.
    await dev.goto('/payments');
    await dev.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    const released = dev.getByRole('listitem').filter({ hasText: project.name });
    await released.getByText('Waiting for onboarding').waitFor();
    await released.getByText('$1,080').waitFor();
    await expectAccessible(dev);
    await screenshot(dev, 'payments-earnings-waiting');

    // Onboarding on the sandbox's hosted page; the waiting release is then paid out by itself.
    await dev.getByRole('link', { name: 'Set up payouts' }).click();
    await dev.waitForURL('**/profile?tab=skills');
    const settings = dev.getByRole('region', { name: 'Payment settings' });
    await settings.getByText('Not connected').waitFor();
    await expectAccessible(dev);
    await screenshot(dev, 'payments-payout-settings');
    await settings.getByRole('button', { name: 'Connect payment account' }).click();
    await dev.waitForURL(/\/sandbox\/onboarding\//);
    await dev.getByText('SANDBOX — no real money moves').waitFor();
    await expectAccessible(dev);
    await dev.getByRole('button', { name: 'Complete onboarding' }).click();
    await dev.waitForURL('**/onboarding-redirect?outcome=success');
    await dev.getByRole('heading', { level: 1, name: 'Payout account connected' }).waitFor();
    await expectAccessible(dev);
    await screenshot(dev, 'payments-onboarding-success');
    await dev.getByRole('link', { name: 'Go to Profile' }).click();
    await dev
      .getByRole('region', { name: 'Payment settings' })
      .getByText('Payouts enabled')
      .waitFor();

    await dev.goto('/payments');
    await dev
      .getByRole('listitem')
      .filter({ hasText: project.name })
      .getByText('Paid out')
      .waitFor();
    await dev.getByText('$1,080', { exact: true }).first().waitFor();
    await screenshot(dev, 'payments-earnings-paid-out');

    // The owner's history: what was paid, the fee, and that it all went to the developer.
    await owner.goto('/payments');
    const history = owner.getByRole('article', { name: `Payment for ${project.name}` });
    await history.getByText('Released', { exact: true }).waitFor();
    await history.getByText('$120', { exact: true }).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'payments-history');
  });

  it('refunds a paid project when its owner cancels it only once the developer is asked', async () => {
    const { owner, dev, project, bidId } = await acceptedBid(800);
    // Paid through the same hosted checkout, by requests this time.
    await payViaSandbox(owner, bidId);

    await gotoLive(dev, `/projects/${project.id}`);
    await gotoLive(owner, `/projects/${project.id}`);
    await expectAmount(owner, 'Held by Finishline', '$800');

    // A paid bid cannot be paid again: the payment screen says so and goes to the project.
    await owner.goto(`/payment/bid/${bidId}`);
    await toastText(owner, 'Payment not available').waitFor();
    await owner.waitForURL(`**/projects/${project.id}`);
    await dismissToasts(owner);

    // decisions.md, Held money: the cancel of a paid project opens a dispute (202); the
    // developer is asked first and nothing is refunded yet.
    await owner.getByRole('button', { name: 'Cancel Project' }).click();
    const dialog = owner.getByRole('alertdialog', { name: 'Cancel this project?' });
    await dialog
      .getByText('The developer will be asked first; nothing is refunded yet.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toastText(owner, 'Cancellation requested').waitFor();
    await owner
      .getByText('The developer will be asked first; nothing is refunded yet.', { exact: true })
      .first()
      .waitFor();
    await dismissToasts(owner);
    await expectAmount(owner, 'Held by Finishline', '$800');
    expect(await owner.getByText('Cancelled', { exact: true }).count()).toBe(0);
    expect(await paymentCard(owner).getByText('Refunded', { exact: true }).count()).toBe(0);
    await expectAccessible(owner);
    await screenshot(owner, 'payments-cancel-disputed');

    // The developer's page still shows the money held.
    await expectAmount(dev, 'Held by Finishline', '$800');
  });

  it('says on every page that sandbox payments move no real money, from the first paint', async () => {
    const banner = (page: Page) => page.getByRole('complementary', { name: 'Sandbox payments' });
    const text = 'Sandbox payments: no real money moves. Use card 4242 4242 4242 4242.';
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await browser.newPage(viewport);
      await page.goto('/developers');
      await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
      expect(await banner(page).textContent()).toBe(text);
      await expectAccessible(page);
      await screenshot(page, `sandbox-banner-${viewport === PHONE ? 'phone' : 'desktop'}`);

      // In the page as sent, above the header: the app starting moves nothing.
      const drawn = await browser.newPage(viewport, { script: false });
      await drawn.goto('/developers');
      const top = async (which: Page) => (await which.locator('header').first().boundingBox())!.y;
      expect(await banner(drawn).textContent()).toBe(text);
      expect(await top(page)).toBe(await top(drawn));
      expect(await top(page)).toBeGreaterThan(0);
    }
  });

  it('sends a visitor holding a checkout link to sign in, then back to the checkout', async () => {
    const { owner, creator, bidId } = await acceptedBid(500);
    const pay = await owner.request.post(`/api/bids/${bidId}/pay`);
    const { checkoutUrl } = (await pay.json()) as { checkoutUrl: string };

    const visitor = await browser.newPage();
    await visitor.goto(checkoutUrl);
    await visitor.waitForURL(`**/auth?next=${encodeURIComponent(checkoutUrl)}`);
    await visitor.getByRole('heading', { level: 1, name: 'Welcome to Finishline' }).waitFor();
    await signInViaUi(visitor, creator);
    await visitor.waitForURL(`**${checkoutUrl}`);
    await visitor.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
    await visitor.getByRole('button', { name: 'Pay $500' }).waitFor();

    // Another member holding the link finds nothing there.
    const stranger = await browser.newPage();
    await registerViaApi(stranger, newUser('creator'));
    expectRefusal(stranger, { status: 404, path: checkoutUrl });
    await stranger.goto('/dashboard');
    // A page of the server's own, not the app's: loaded as a link would load it.
    await stranger.evaluate((url) => window.location.assign(url), checkoutUrl);
    await stranger.waitForURL(`**${checkoutUrl}`);
    await stranger.getByRole('heading', { name: 'Checkout not found' }).waitFor();
    await expectAccessible(stranger);
  });

  it('shows Error Loading Bid to others, and the invalid onboarding return on a phone', async () => {
    const { bidId } = await acceptedBid(300);
    const stranger = await browser.newPage(PHONE);
    await registerViaApi(stranger, newUser('creator'));
    expectRefusal(stranger, { status: 403, path: `/api/bids/${bidId}` });
    await stranger.goto(`/payment/bid/${bidId}`);
    await stranger.getByRole('heading', { level: 1, name: 'Error Loading Bid' }).waitFor();
    await stranger.getByText('This bid may have been removed', { exact: false }).waitFor();
    // The server's reason, as spec section 7 has the payment screen read it.
    await stranger
      .getByText(
        'Bid details are only visible to the project owner and the developer who created this bid.',
      )
      .waitFor();
    await expectAccessible(stranger);
    await screenshot(stranger, 'payments-error-loading-bid-phone');
    // A creator back from a payout link is told payouts are for developers, with a way back.
    await stranger.goto('/onboarding-redirect?outcome=success');
    await stranger.getByRole('heading', { level: 1, name: 'Payouts are for developers' }).waitFor();
    await stranger.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    await expectAccessible(stranger);

    const developer: E2eUser = newUser('developer');
    const dev = await browser.newPage(PHONE);
    await registerViaApi(dev, developer);
    await dev.goto('/onboarding-redirect?outcome=somewhere');
    await dev.getByRole('heading', { level: 1, name: 'Invalid redirect parameters' }).waitFor();
    await dev.goto('/onboarding-redirect?outcome=refresh');
    await dev.getByRole('heading', { level: 1, name: 'Finish setting up payouts' }).waitFor();
    await dev.getByRole('button', { name: 'Continue Setup' }).waitFor();
    await expectAccessible(dev);
    await screenshot(dev, 'payments-onboarding-refresh-phone');
  });

  it('completes a checkout opened at the other loopback name and comes back to it, signed in', async () => {
    // The server's configured site is 127.0.0.1:PORT here; the person typed localhost:PORT.
    const other = new URL(e2eServer().baseUrl);
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const base = other.origin;
    const { bidId, creator } = await acceptedBid(900);
    const owner = await browser.newPage();
    const signedIn = await owner.request.post(`${base}/api/login`, {
      data: { email: creator.email, password: creator.password },
    });
    expect(signedIn.status()).toBe(200);
    await owner.goto(`${base}/payment/bid/${bidId}`);
    await owner.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await owner.waitForURL(/\/sandbox\/checkout\//);
    await owner.getByLabel('Card number').fill('4242 4242 4242 4242');
    await owner.getByRole('button', { name: 'Pay $900' }).click();
    await owner.waitForURL((url) => url.origin === base && url.pathname.endsWith('/return'));
    await owner.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    await owner.getByRole('button', { name: `Account menu for ${creator.username}` }).waitFor();
  });
});
