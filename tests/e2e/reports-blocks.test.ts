/**
 * Reports and blocks (issue 28; decisions.md, "Reports and blocks"): a user reports a project on a
 * phone and sees the confirmation, then the refusal of a second report; a project owner blocks a
 * developer from their profile, and their conversation shows on both sides that it cannot be
 * written in any more, while what was said stays readable.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../src/shared/contract/safety-rules.js';
import { newUser, registerViaApi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';
import { expectRefusal } from './support/page-problems.js';
import { dismissToasts, toastText } from './support/toasts.js';
import { steps } from './support/steps.js';

const browser = useBrowser();

const dialog = (page: Page) => page.getByRole('dialog');
const composer = (page: Page) => page.getByLabel('Your message');

async function projectOfNewCreator(page: Page) {
  const creator = newUser('creator');
  await registerViaApi(page, creator);
  const project = await postProjectViaApi(page, {
    name: uniqueName('Bakery pre-orders '),
    description:
      'A pre-order site for a bakery, half built, created by the reports and blocks end-to-end test.',
    techStack: ['React'],
    timeframe: '2 weeks',
    budget: 900,
  });
  return { creator, project };
}

// The journeys took 21 to 84 s on a machine busy with other builds and tests (load average 20 to
// 30 on two cores); the second, with ten steps in three browsers, once ran past two minutes.
describe('reports and blocks', () => {
  it('a user reports a project on a phone, sees the confirmation, and cannot report it twice', async () => {
    const step = steps();
    const owner = await browser.newPage();
    const { project } = await projectOfNewCreator(owner);

    const phone = await browser.newPage(PHONE);
    await registerViaApi(phone, newUser('developer'));
    await phone.goto(`/projects/${project.id}`);
    await phone.getByRole('heading', { level: 1, name: project.name }).waitFor();

    step("'Report' opens the dialog with the reasons");
    const reportProject = phone.getByRole('button', { name: `Report project: ${project.name}` });
    await reportProject.click();
    await dialog(phone).getByRole('heading', { name: 'Report project' }).waitFor();
    const reasons = dialog(phone).getByRole('radiogroup', { name: 'Reason' });
    expect(await reasons.getByRole('radio').count()).toBe(5);
    await expectAccessible(phone);
    await screenshot(phone, 'report-dialog-phone');

    step('Sending without a reason says to choose one, in the server’s words');
    await dialog(phone).getByRole('button', { name: 'Send report' }).click();
    await dialog(phone).getByText(REPORT_MESSAGES.reason).waitFor();

    step('A reason and details send it; a toast confirms and the dialog closes');
    await reasons.getByRole('radio', { name: /Fraud or scam/ }).click();
    await dialog(phone)
      .getByRole('textbox', { name: 'Details' })
      .fill('Asks developers to pay a deposit by wire.');
    await dialog(phone).getByRole('button', { name: 'Send report' }).click();
    await toastText(phone, 'Report sent').waitFor();
    await toastText(phone, REPORT_MESSAGES.sent).waitFor();
    await dialog(phone).waitFor({ state: 'detached' });
    await expectAccessible(phone, { toasts: true });
    await dismissToasts(phone);

    step('A second report while the first is open is refused, and the dialog says why');
    expectRefusal(phone, { status: 409, path: '/api/reports' });
    await reportProject.click();
    await reasons.getByRole('radio', { name: /Spam/ }).click();
    await dialog(phone).getByRole('button', { name: 'Send report' }).click();
    await dialog(phone).getByRole('alert').getByText(REPORT_MESSAGES.alreadyOpen).waitFor();
    await expectAccessible(phone);
    await screenshot(phone, 'report-dialog-repeat');
    await dialog(phone).getByRole('button', { name: 'Cancel' }).click();
    await dialog(phone).waitFor({ state: 'detached' });

    step('The owner has no Report on their own project');
    await owner.goto(`/projects/${project.id}`);
    await owner.getByRole('heading', { level: 1, name: project.name }).waitFor();
    expect(await owner.getByRole('button', { name: /^Report project/ }).count()).toBe(0);
  });

  it('an owner blocks a developer from their profile; their conversation can no longer be written in', async () => {
    const step = steps();
    const owner = await browser.newPage();
    const { project } = await projectOfNewCreator(owner);
    const dev = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(dev, developer);
    const bid = await bidViaApi(dev, project.id, {
      amount: 850,
      timeline: 10,
      message: 'I built two shops with pre-orders last year and can finish this one.',
    });
    const started = await owner.request.post(`/api/bids/${bid.id}/conversations`);
    expect(started.status()).toBe(200);
    const channel = (await started.json()) as { id: number; threads: { id: number }[] };
    const said = await dev.request.post(`/api/threads/${channel.threads[0]!.id}/messages`, {
      data: { content: 'Happy to start on Monday.' },
    });
    expect(said.status()).toBe(201);

    step("The owner blocks the developer from the developer's public profile, after confirming");
    await owner.goto(`/developers/${developer.username}`);
    await owner.getByRole('heading', { level: 1, name: developer.username }).waitFor();
    await owner.getByRole('button', { name: 'Block', exact: true }).click();
    const confirm = owner.getByRole('alertdialog', { name: `Block ${developer.username}?` });
    await confirm.waitFor();
    await expectAccessible(owner);
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await toastText(owner, 'User blocked').waitFor();
    await owner.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    await dismissToasts(owner);
    await expectAccessible(owner);
    await screenshot(owner, 'block-profile-blocked');

    step('The profile’s Security tab lists the blocked developer, for the owner alone');
    await owner.goto('/profile?tab=security');
    await owner.getByRole('heading', { level: 2, name: 'Blocked users' }).waitFor();
    await owner.getByRole('button', { name: `Unblock ${developer.username}` }).waitFor();
    await expectAccessible(owner);

    step('The owner’s conversation stays readable and says they blocked this user');
    await owner.goto(`/channels/${channel.id}`);
    const ownerMessages = owner.getByRole('region', { name: 'Messages in General' });
    await ownerMessages.getByText('Happy to start on Monday.').waitFor();
    await owner.getByRole('status').getByText('You blocked this user.', { exact: false }).waitFor();
    expect(await composer(owner).count()).toBe(0);
    await expectAccessible(owner);
    await screenshot(owner, 'block-conversation-blocker');

    step("The owner reports the developer's message from the conversation");
    await ownerMessages
      .getByRole('button', { name: `Report message: ${developer.username}'s message` })
      .click();
    await dialog(owner)
      .getByRole('radio', { name: /Abuse or harassment/ })
      .click();
    await dialog(owner).getByRole('button', { name: 'Send report' }).click();
    await toastText(owner, 'Report sent').waitFor();
    await dialog(owner).waitFor({ state: 'detached' });
    await dismissToasts(owner);

    step('The developer reads the same conversation with a neutral notice, and sees no block');
    const devPhone = await browser.newPage(PHONE);
    await devPhone.request.post('/api/login', {
      data: { email: developer.email, password: developer.password },
    });
    await devPhone.goto(`/channels/${channel.id}`);
    await devPhone
      .getByRole('region', { name: 'Messages in General' })
      .getByText('Happy to start on Monday.')
      .waitFor();
    await devPhone.getByRole('status').getByText("You can't message this user").waitFor();
    expect(await composer(devPhone).count()).toBe(0);
    // Their own Block button, not an Unblock: nothing tells them who blocked whom.
    await devPhone.getByRole('button', { name: 'Block', exact: true }).waitFor();
    expect(await devPhone.getByText('blocked', { exact: false }).count()).toBe(0);
    await expectAccessible(devPhone);
    await screenshot(devPhone, 'block-conversation-blocked-phone');

    step('The owner unblocks from the conversation header; the composer comes back');
    await owner.getByRole('button', { name: 'Unblock', exact: true }).click();
    await owner
      .getByRole('alertdialog', { name: `Unblock ${developer.username}?` })
      .getByRole('button', { name: 'Unblock', exact: true })
      .click();
    await toastText(owner, 'User unblocked').waitFor();
    await composer(owner).waitFor();
  }, 180_000);
});
