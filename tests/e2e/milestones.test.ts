/**
 * Paid work in steps, with both people's browsers open at once: the owner adds milestones, the
 * developer completes one and the owner sees it live, approves it and the developer's earnings
 * show the release; then delivery, approval, both reviews, and the reviews on the public profile.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { acceptedBidViaApi, onboardViaSandbox, payViaSandbox } from './support/marketplace.js';
import { gotoLive } from './support/realtime.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();

const milestone = (page: Page, title: string) =>
  page.getByRole('article', { name: `Milestone ${title}` });
const tabPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Milestones' });

/** A paid project (sandbox checkout) whose developer has finished payout onboarding. */
async function paidProjectWithOnboardedDeveloper(amount: number) {
  const setup = await acceptedBidViaApi(() => browser.newPage(), amount, {
    name: 'Bakery orders ',
    description:
      'An ordering site for a bakery with a half-finished admin, created by the milestones test.',
    techStack: ['Vue.js', 'Django'],
    codeLink: 'https://github.com/example/milestones-e2e',
    timeframe: '1 month',
  });
  await payViaSandbox(setup.owner, setup.bidId);
  await onboardViaSandbox(setup.dev);
  return setup;
}

describe('milestones, delivery and reviews', () => {
  it('goes from milestones to delivery, approval and reviews, live on both sides', async () => {
    const { owner, creator, dev, developer, project } =
      await paidProjectWithOnboardedDeveloper(1000);
    const projectPath = `/projects/${project.id}`;
    await gotoLive(owner, projectPath);
    await gotoLive(dev, projectPath);
    await tabPanel(owner).getByText('No milestones yet').waitFor();
    await tabPanel(dev).getByText('No milestones yet').waitFor();

    // The owner adds two milestones; the developer's page shows each at once, with the toast.
    for (const [title, amount] of [
      ['Order form', '400'],
      ['Admin dashboard', '600'],
    ] as const) {
      await tabPanel(owner).getByRole('button', { name: 'Add milestone' }).click();
      const form = owner.getByRole('form', { name: 'Add a milestone' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Amount ($)').fill(amount);
      if (title === 'Order form') await form.getByLabel('Due date (optional)').fill('2099-01-31');
      await form.getByRole('button', { name: 'Add milestone' }).click();
      await toastText(owner, 'Milestone added').waitFor();
      await milestone(dev, title).waitFor();
      await toastText(dev, 'New Milestone Added').waitFor();
      await Promise.all([dismissToasts(owner), dismissToasts(dev)]);
    }
    await tabPanel(owner)
      .getByText('$1,000 of the $1,000 bid in milestones', { exact: false })
      .waitFor();
    // The bid is fully planned: nothing more can be added.
    expect(await tabPanel(owner).getByRole('button', { name: 'Add milestone' }).isDisabled()).toBe(
      true,
    );
    await expectAccessible(owner);
    await screenshot(owner, 'milestones-planned');

    // The developer completes the first; the owner sees it live and approves it.
    await milestone(dev, 'Order form').getByRole('button', { name: 'Mark completed' }).click();
    await toastText(owner, 'Milestone Completed').waitFor();
    await milestone(owner, 'Order form').getByText('Waiting for approval').waitFor();
    await milestone(owner, 'Order form').getByRole('button', { name: 'Approve milestone' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Approve “Order form”?' });
    await confirm.getByText('receives $360 (90%)', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Approve and release' }).click();
    await toastText(dev, 'Milestone Approved').waitFor();
    await milestone(dev, 'Order form').getByText('$360 released to you').waitFor();
    await dismissToasts(dev);
    await expectAccessible(dev);
    await screenshot(dev, 'milestones-approved-developer');

    // The second comes back once with a note.
    await milestone(dev, 'Admin dashboard').getByRole('button', { name: 'Mark completed' }).click();
    await milestone(owner, 'Admin dashboard').getByRole('button', { name: 'Send back' }).click();
    const sendBack = owner.getByRole('dialog', { name: 'Send “Admin dashboard” back' });
    await sendBack.getByLabel('What should change?').fill('Orders need a CSV export too.');
    await sendBack.getByRole('button', { name: 'Request changes' }).click();
    await milestone(dev, 'Admin dashboard').getByText('Orders need a CSV export too.').waitFor();
    await milestone(dev, 'Admin dashboard').getByText('Changes requested').first().waitFor();

    // The developer's earnings show the milestone's release.
    await dev.goto('/payments');
    const release = dev.getByRole('listitem').filter({ hasText: project.name });
    await release.getByText('Milestone approved', { exact: false }).waitFor();
    await release.getByText('$360', { exact: true }).waitFor();

    // Delivery and approval: the project completes and the rest is released.
    await gotoLive(dev, projectPath);
    const delivery = dev.getByRole('region', { name: 'Delivery' });
    await delivery
      .getByLabel('What did you deliver?')
      .fill('Both parts are done, including the CSV export of orders.');
    await delivery.getByRole('button', { name: 'Mark as delivered' }).click();
    const ownerDelivery = owner.getByRole('region', { name: 'Delivery' });
    await ownerDelivery.getByText('Waiting for approval').waitFor();
    await ownerDelivery.getByRole('button', { name: 'Approve delivery' }).click();
    await owner
      .getByRole('alertdialog', { name: 'Approve the delivery?' })
      .getByRole('button', { name: 'Approve and release' })
      .click();
    await toastText(owner, 'Delivery approved').waitFor();
    await owner.getByText('Completed', { exact: true }).first().waitFor();
    await dev.getByText('Completed', { exact: true }).first().waitFor();

    // Both review each other.
    const ownerReviews = owner.getByRole('region', { name: 'Reviews' });
    await ownerReviews.getByRole('button', { name: 'Publish review' }).click();
    await ownerReviews.getByText('Choose a rating from 1 to 5 stars').waitFor();
    await ownerReviews.getByRole('radio', { name: '5 stars' }).click();
    await ownerReviews
      .getByLabel(`Your review of ${developer.username}`)
      .fill('Clear plan, steady updates and clean code. Would hire again.');
    await ownerReviews.getByRole('button', { name: 'Publish review' }).click();
    await ownerReviews.getByRole('article', { name: `Review by ${creator.username}` }).waitFor();
    await dismissToasts(owner);
    await expectAccessible(owner);
    await screenshot(owner, 'milestones-completed-reviewed');

    const devReviews = dev.getByRole('region', { name: 'Reviews' });
    await devReviews.getByRole('radio', { name: '4 stars' }).click();
    await devReviews
      .getByLabel(`Your review of ${creator.username}`)
      .fill('Quick answers and fair feedback on every milestone.');
    await devReviews.getByRole('button', { name: 'Publish review' }).click();
    await devReviews.getByRole('article', { name: `Review by ${developer.username}` }).waitFor();

    // Anyone reads the developer's reviews on their public profile, with the project's name.
    const visitor = await browser.newPage(PHONE);
    await visitor.goto(`/developers/${developer.username}?tab=reviews`);
    const review = visitor.getByRole('article', { name: `Review by ${creator.username}` });
    await review.getByText('Would hire again.', { exact: false }).waitFor();
    await review.getByRole('link', { name: project.name }).waitFor();
    await visitor.getByText('from 1 review').waitFor();
    expect(await visitor.getByRole('img', { name: '5 out of 5 stars' }).count()).toBeGreaterThan(0);
    await expectAccessible(visitor);
    await screenshot(visitor, 'milestones-public-reviews-phone');

    // The formula behind every number is public.
    await visitor.getByRole('link', { name: 'How ratings are computed' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'How reputation works' }).waitFor();
    await expectAccessible(visitor);
    await screenshot(visitor, 'reputation-phone');
  });
});
