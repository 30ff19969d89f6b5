/**
 * A card chargeback both sides can see (issue 35): the owner pays with the sandbox's card
 * 4000 0000 0000 0259, the card network takes the money back, and the developer's open project
 * page says so live; the owner's and the developer's project and payments pages show what the bank
 * disputed, that nothing is held, and what happens next (the outcome when it closes is proven by
 * tests/api/held-money.test.ts). Every page walked writes its amounts one way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { acceptedBidViaApi } from './support/marketplace.js';
import { expectMoneyWrittenOneWay } from './support/money.js';
import { gotoLive } from './support/realtime.js';
import { steps } from './support/steps.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();
const paymentCard = (page: Page) => page.getByRole('region', { name: 'Payment' });
const notice = (page: Page) => page.getByRole('status', { name: 'Card chargeback' });

describe('chargeback', () => {
  it('both sides see it live on the project and payments pages, and its outcome', async () => {
    const step = steps();
    const { owner, dev, project, bidId } = await acceptedBidViaApi(() => browser.newPage(), 1535, {
      name: 'Chargeback ',
      description: 'A recipe app whose shopping list sync was never finished, for this test.',
      techStack: ['Vue'],
      timeframe: '2 weeks',
    });
    const projectPath = `/projects/${project.id}`;

    step('The payment summary and the project before paying write money one way');
    await owner.goto(`/payment/bid/${bidId}`);
    await owner
      .getByRole('region', { name: 'Payment Summary' })
      .getByText('$1,535.00')
      .first()
      .waitFor();
    await owner.getByText('Includes platform fee (10%)').waitFor();
    await expectMoneyWrittenOneWay(owner);
    await owner.goto(projectPath);
    await paymentCard(owner).getByText('$1,381.50').waitFor();
    expect(await expectMoneyWrittenOneWay(owner)).toContain('$1,535.00');

    step('The owner pays with the card that is charged back; the developer sees it live');
    await gotoLive(dev, projectPath);
    const pay = await owner.request.post(`/api/bids/${bidId}/pay`);
    const { checkoutUrl } = (await pay.json()) as { checkoutUrl: string };
    const charged = await owner.request.post(`${checkoutUrl}/pay`, {
      form: { card: '4000000000000259' },
      maxRedirects: 0,
    });
    expect(charged.status()).toBe(303);
    await toastText(dev, 'Card chargeback opened').waitFor({ timeout: 20_000 });
    await notice(dev).getByText('The owner’s bank disputed the card payment').waitFor();
    await notice(dev).getByText('nothing can be released to you', { exact: false }).waitFor();
    await paymentCard(dev).getByText('Chargeback open').waitFor();
    await dismissToasts(dev);
    await expectMoneyWrittenOneWay(dev);
    await expectAccessible(dev);
    await screenshot(dev, 'chargeback-project-developer');

    step('The owner sees it on the project and on the payments page');
    await owner.goto(projectPath);
    await notice(owner).getByText('Your bank disputed this card payment').waitFor();
    await paymentCard(owner).getByText('Taken back by a chargeback').waitFor();
    await expectMoneyWrittenOneWay(owner);
    await screenshot(owner, 'chargeback-project-owner');
    await owner.goto('/payments');
    const history = owner.getByRole('article', { name: `Payment for ${project.name}` });
    await notice(owner).getByText('Your bank disputed this card payment').waitFor();
    await history.getByText('Taken back by a chargeback').waitFor();
    await expectMoneyWrittenOneWay(owner);
    await expectAccessible(owner);
    await screenshot(owner, 'chargeback-payments-owner');

    step('The developer sees it on the earnings page, at phone width too');
    const devPhone = await browser.newPage(PHONE);
    await devPhone.context().addCookies(await dev.context().cookies());
    await devPhone.goto('/payments');
    await notice(devPhone).getByText(`for “${project.name}”`, { exact: false }).waitFor();
    await expectMoneyWrittenOneWay(devPhone);
    await expectAccessible(devPhone);
    await screenshot(devPhone, 'chargeback-earnings-developer-390');
  });
});
