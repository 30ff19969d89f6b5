/**
 * A dispute over held money in two browsers at once (decisions.md, Held money): the developer
 * delivers, the owner cancels the paid project (which only asks the developer), the developer
 * adds an evidence file (a wrong type refused in the browser, a renamed one by the server) and
 * counters with 60%, the owner accepts; each step reaches the other side live (a notification
 * opens the dispute's page), and the money ends where the settlement says: 60% less the fee to the
 * developer, 40% back to the owner, the release labelled as a settlement.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { expectRefusal } from './support/page-problems.js';
import { acceptedBidViaApi, payViaSandbox } from './support/marketplace.js';
import { gotoLive } from './support/realtime.js';
import { steps } from './support/steps.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();

const disputeCard = (page: Page) => page.getByRole('region', { name: 'Dispute' });
const deliveryCard = (page: Page) => page.getByRole('region', { name: 'Delivery' });
const standing = (page: Page) => page.getByRole('region', { name: 'Standing proposal' });
const stateBadge = (page: Page) => page.getByTestId('dispute-state');
const addEvidence = (page: Page) => page.getByRole('region', { name: 'Add evidence' });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

describe('disputes', () => {
  it('cancel, counter with 60%, accept: live on both sides, and the money split as agreed', async () => {
    const step = steps();
    step('a paid $1,000 project, the developer on a phone');
    // The owner at desktop size, the developer at phone width.
    let opened = 0;
    const { owner, dev, developer, project, bidId } = await acceptedBidViaApi(
      () => browser.newPage(opened++ === 0 ? undefined : PHONE),
      1000,
      {
        name: 'Harbour bookings ',
        description:
          'A booking site for a small harbour whose payments page is half done, created by the disputes test.',
        techStack: ['Svelte', 'Go'],
        codeLink: 'https://github.com/example/disputes-e2e',
        timeframe: '2 weeks',
      },
    );
    await payViaSandbox(owner, bidId);
    const projectPath = `/projects/${project.id}`;
    await gotoLive(owner, projectPath);
    await gotoLive(dev, projectPath);

    step('the developer delivers');
    await deliveryCard(dev)
      .getByLabel('What did you deliver?')
      .fill('The payments page is finished, with receipts and tests. Notes in the pull request.');
    await deliveryCard(dev).getByRole('button', { name: 'Mark as delivered' }).click();
    await toastText(dev, 'Delivery sent').waitFor();
    await deliveryCard(owner).getByText('Waiting for approval').waitFor();
    await Promise.all([dismissToasts(owner), dismissToasts(dev)]);

    step('the owner cancels: the developer is asked, nothing is refunded');
    await disputeCard(owner).getByRole('button', { name: 'Open a dispute' }).waitFor();
    await owner.getByRole('button', { name: 'Cancel Project' }).click();
    const cancel = owner.getByRole('alertdialog', { name: 'Cancel this project?' });
    await cancel
      .getByText('The developer will be asked first; nothing is refunded yet.', { exact: false })
      .waitFor();
    await cancel.getByRole('button', { name: 'Confirm' }).click();
    await toastText(owner, 'Cancellation requested').waitFor();
    await disputeCard(owner).getByText('Waiting for an answer').waitFor();
    // Automatic approval of the delivery waits while the dispute is open.
    await deliveryCard(owner)
      .getByText('Automatic approval waits while the dispute is open.')
      .waitFor();
    // The developer's page shows the dispute without reloading, with the notification's toast.
    await toastText(dev, 'Dispute opened').waitFor();
    await disputeCard(dev).getByText('Standing proposal: release $0 of the $1,000 held.').waitFor();
    // The notification opens the dispute's own page.
    await dev
      .getByRole('region', { name: /Notifications/ })
      .getByRole('button', { name: 'View' })
      .click();
    await dev.waitForURL(/\/disputes\/\d+$/);
    await dev.getByRole('heading', { level: 1, name: `Dispute about ${project.name}` }).waitFor();
    await dev.goBack();
    await dev.waitForURL(`**${projectPath}`);
    await Promise.all([dismissToasts(owner), dismissToasts(dev)]);
    await expectAccessible(dev);
    await screenshot(dev, 'disputes-project-opened-phone');

    step('the dispute page: the full refund proposed, the deadline, the developer may answer');
    await disputeCard(dev).getByRole('link', { name: 'View dispute' }).click();
    await dev.waitForURL(/\/disputes\/\d+$/);
    const disputePath = new URL(dev.url()).pathname;
    await dev.getByRole('heading', { level: 1, name: `Dispute about ${project.name}` }).waitFor();
    await standing(dev).getByText('Release $0 of the $1,000 held').waitFor();
    await standing(dev).getByText('$1,000 refunded to the owner').waitFor();
    await standing(dev)
      .getByText(/days? \d+ hours? left|days? left/)
      .waitFor();
    await dev.getByRole('button', { name: 'Accept proposal' }).waitFor();
    expect(await dev.getByText('escrow', { exact: false }).count()).toBe(0);
    await expectAccessible(dev);
    await screenshot(dev, 'disputes-page-developer-phone');

    // The owner's dashboard lists it, waiting for the other side, and leads to the same page.
    await gotoLive(owner, '/dashboard');
    const openDisputes = owner.getByRole('region', { name: 'Open disputes' });
    await openDisputes.getByText('Waiting for the other side', { exact: false }).waitFor();
    await expectAccessible(owner);
    await openDisputes.getByRole('link', { name: project.name }).click();
    await owner.waitForURL(`**${disputePath}`);
    await standing(owner).getByText('Release $0 of the $1,000 held').waitFor();
    await owner
      .getByText('Waiting for the developer to answer your proposal.', { exact: false })
      .waitFor();
    expect(await owner.getByRole('button', { name: 'Accept proposal' }).count()).toBe(0);
    await expectAccessible(owner);
    await screenshot(owner, 'disputes-page-owner-waiting');

    step('the developer adds an evidence file; the owner sees it live');
    const evidenceFile = addEvidence(dev).getByLabel('Evidence file');
    await addEvidence(dev).getByText('5 of 5 files left', { exact: false }).waitFor();
    await evidenceFile.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Just some notes.'),
    });
    await addEvidence(dev)
      .getByText('Evidence files must be an image (PNG, JPEG, GIF, WebP) or a PDF')
      .waitFor();
    // A renamed file passes the browser's check; the server reads its bytes and refuses it.
    expectRefusal(dev, { status: 415, path: `/api${disputePath}/evidence` });
    await evidenceFile.setInputFiles({
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Not a PDF at all, only its name.'),
    });
    await addEvidence(dev).getByRole('button', { name: 'Add file' }).click();
    await addEvidence(dev)
      .getByRole('alert')
      .getByText('Evidence files must be an image (PNG, JPEG, GIF, WebP) or a PDF')
      .waitFor();
    await evidenceFile.setInputFiles({
      name: 'receipts.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await addEvidence(dev).getByLabel('Note (optional)').fill('The receipts page, as delivered.');
    await addEvidence(dev).getByRole('button', { name: 'Add file' }).click();
    await toastText(dev, 'Evidence added: the other side is told').waitFor();
    await addEvidence(dev).getByText('4 of 5 files left', { exact: false }).waitFor();
    await dev.getByRole('link', { name: /receipts\.pdf/ }).waitFor();
    await toastText(owner, 'Dispute: new evidence').waitFor();
    await owner.getByRole('link', { name: /receipts\.pdf/ }).waitFor();
    await Promise.all([dismissToasts(owner), dismissToasts(dev)]);
    await expectAccessible(dev);
    await screenshot(dev, 'disputes-page-evidence-phone');

    step('the developer counters with 60%');
    await dev.getByRole('button', { name: 'Counter' }).click();
    const counter = dev.getByRole('dialog', { name: 'Make a counter-proposal' });
    await counter.getByLabel('Release to the developer (dollars)').fill('2000');
    await counter
      .getByLabel('Message')
      .fill('The work was delivered; most of it is done and tested.');
    await counter.getByRole('button', { name: 'Send counter-proposal' }).click();
    await counter.getByText('Propose an amount between $0 and what is held').waitFor();
    await counter.getByLabel('Release to the developer (dollars)').fill('600');
    await counter
      .getByText('$540 to the developer (after the $60 fee); $400 refunded to the owner.')
      .waitFor();
    await expectAccessible(dev);
    await counter.getByRole('button', { name: 'Send counter-proposal' }).click();
    await toastText(dev, 'Counter-proposal sent').waitFor();
    await standing(dev).getByText('Release $600 of the $1,000 held').waitFor();
    expect(await dev.getByRole('button', { name: 'Accept proposal' }).count()).toBe(0);

    step('the owner sees the counter live and accepts it');
    await toastText(owner, 'Dispute: counter-proposal').waitFor();
    await standing(owner).getByText('Release $600 of the $1,000 held').waitFor();
    await standing(owner).getByText('$540 to the developer (after the $60 fee)').waitFor();
    await owner
      .getByRole('list')
      .getByText('The work was delivered; most of it', { exact: false })
      .waitFor();
    await Promise.all([dismissToasts(owner), dismissToasts(dev)]);
    await expectAccessible(owner);
    await screenshot(owner, 'disputes-page-owner-countered');
    await owner.getByRole('button', { name: 'Accept proposal' }).click();
    const accept = owner.getByRole('alertdialog', { name: 'Accept this proposal?' });
    await accept.getByText('$400 refunded to the owner', { exact: false }).waitFor();
    await accept.getByRole('button', { name: 'Accept and settle' }).click();
    await toastText(owner, 'Proposal accepted').waitFor();
    await stateBadge(owner).getByText('Settled').waitFor();
    await owner
      .getByRole('region', { name: 'Outcome' })
      .getByText('Settled: $600 released')
      .waitFor();

    step('the developer sees the settlement live');
    await stateBadge(dev).getByText('Settled').waitFor();
    await dev
      .getByRole('region', { name: 'Outcome' })
      .getByText('$540 to the developer', { exact: false })
      .waitFor();
    await Promise.all([dismissToasts(owner), dismissToasts(dev)]);
    await expectAccessible(dev);
    await screenshot(dev, 'disputes-page-settled-phone');

    // The project is complete by the settlement, not by an approval.
    await dev
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: project.name })
      .click();
    await deliveryCard(dev)
      .getByText('A dispute settled how the held money was split. The project is complete.')
      .waitFor();
    await disputeCard(dev).getByText('Released $600 of the $1,000 held.').waitFor();

    step("the developer's earnings: 60% less the fee");
    await dev.goto('/payments');
    await dev.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    const released = dev.getByRole('listitem').filter({ hasText: project.name });
    await released.getByText('$540').waitFor();
    await released.getByText('Dispute settled', { exact: false }).waitFor();
    await expectAccessible(dev);
    await screenshot(dev, 'disputes-earnings-phone');

    step("the developer's public profile counts the dispute; /reputation explains it");
    await dev.goto(`/developers/${developer.username}`);
    await dev
      .getByText('1 project ended in a dispute; 0 decided against them by an operator.', {
        exact: false,
      })
      .waitFor();
    await dev.getByRole('link', { name: 'What this means' }).click();
    await dev.waitForURL('**/reputation#disputes');
    await dev.getByRole('heading', { level: 2, name: 'Disputes' }).waitFor();
    await expectAccessible(dev);
    await screenshot(dev, 'disputes-reputation-phone');

    step("the owner's payments: 40% refunded");
    await owner.goto('/payments');
    const history = owner.getByRole('article', { name: `Payment for ${project.name}` });
    const row = (label: string) =>
      history
        .locator('dl > div')
        .filter({ has: owner.getByRole('term').getByText(label, { exact: true }) })
        .getByRole('definition');
    await row('Refunded to you').getByText('$400', { exact: true }).waitFor();
    await row('Released to the developer (before the fee)')
      .getByText('$600', { exact: true })
      .waitFor();
    await row('Held by Finishline').getByText('$0', { exact: true }).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'disputes-owner-payments');
  }, 180_000);
});
