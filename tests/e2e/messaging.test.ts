/**
 * Two people in two browsers at once (two contexts, two sessions) talk about a bid in real time:
 * bids, messages, read receipts and badges reach the other side without a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi, signOutViaUi, type E2eUser } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';
import { expectRefusal } from './support/page-problems.js';
import { gotoLive } from './support/realtime.js';
import { dismissToasts, toastText } from './support/toasts.js';
import { steps } from './support/steps.js';

const browser = useBrowser();

const bidOf = (page: Page, user: E2eUser) =>
  page.getByRole('article', { name: `Bid by ${user.username}` });
/** A row of the owner's bid table. */
const bidRowOf = (page: Page, user: E2eUser) =>
  page.locator('#bids').getByRole('article', { name: `Bid by ${user.username}` });
const header = (page: Page) => page.getByRole('banner');
const messagesIn = (page: Page) => page.getByRole('region', { name: 'Messages in General' });
const composer = (page: Page) => page.getByLabel('Your message');
const cardOf = (page: Page, projectName: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: projectName }) });

describe('messaging', () => {
  it('the owner messages the bidder from the bid card; both see each other live', async () => {
    const step = steps();
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: uniqueName('Harbour booking app '),
      description:
        'A ferry booking app with a half-built checkout, created by the messaging end-to-end test.',
      techStack: ['React', 'Node.js'],
      codeLink: 'https://github.com/example/messaging-e2e',
      timeframe: '1 month',
      budget: 2000,
    });
    const projectPath = `/projects/${project.id}`;

    const dev = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(dev, developer);

    step('Both are on their pages with live sockets before anything happens');
    await gotoLive(owner, projectPath);
    await owner.getByText('0 bids').waitFor();
    await gotoLive(dev, '/dashboard');
    await dev.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    step("The developer bids; the owner's open project page shows it without a reload");
    const bid = await dev.request.post(`/api/projects/${project.id}/bids`, {
      data: {
        amount: 1800,
        timeline: 12,
        message: 'I have shipped three booking apps with Stripe checkout; I can finish this.',
      },
    });
    expect(bid.status()).toBe(201);
    await bidRowOf(owner, developer).getByText('$1,800').waitFor();
    await owner.getByText('1 bid', { exact: true }).waitFor();
    await toastText(owner, 'New bid received').waitFor();
    await header(owner).getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();

    step("'Message' on the bid starts the conversation and opens it");
    await bidRowOf(owner, developer).getByRole('button', { name: 'Message' }).click();
    await toastText(owner, 'Conversation started').waitFor();
    await owner.waitForURL(/\/channels\/\d+$/);
    const channelPath = new URL(owner.url()).pathname;
    await owner.getByRole('heading', { level: 1, name: project.name }).waitFor();
    await owner.getByText(`You are the project owner · Developer: ${developer.username}`).waitFor();
    const general = owner.getByRole('navigation', { name: 'Threads' }).getByRole('button');
    expect(await general.innerText()).toContain('General');
    expect(await general.getAttribute('aria-current')).toBe('true');
    await messagesIn(owner).getByText('No messages yet').waitFor();
    await dismissToasts(owner);
    await expectAccessible(owner);
    await screenshot(owner, 'messaging-conversation-empty');

    step('Shift+Enter makes a new line, Enter sends');
    await composer(owner).fill('Hi! Can you start on Monday?');
    await composer(owner).press('Shift+Enter');
    await composer(owner).pressSequentially('The checkout is the priority.');
    await composer(owner).press('Enter');
    const first = messagesIn(owner).getByRole('article', { name: 'Message from you' });
    await first.getByText('Sent').waitFor();
    expect(await first.locator('p').nth(1).innerText()).toBe(
      'Hi! Can you start on Monday?\nThe checkout is the priority.',
    );
    expect(await composer(owner).inputValue()).toBe('');

    step('The developer, on the dashboard, gets the toast and both badges at once');
    await toastText(dev, 'New Message', { exact: true }).waitFor();
    await toastText(dev, 'New message in thread: General').waitFor();
    await header(dev).getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await header(dev).getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await screenshot(dev, 'messaging-developer-toast');

    step("The bell's notification opens the conversation (/messages?messageId=…) and reads it");
    await header(dev).getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await dev.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await dev
      .getByRole('listitem')
      .filter({ hasText: 'New' })
      .getByRole('link', { name: `New message from ${creator.username}` })
      .click();
    await dev.waitForURL(new RegExp(`${channelPath}\\?thread=\\d+$`));
    await messagesIn(dev).getByText('The checkout is the priority.').waitFor();
    await header(dev).getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await header(dev).getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    // …and the owner sees it was read.
    await first.getByText('Read').waitFor();

    step('The developer replies; the owner sees it without reloading, announced, with no toast');
    await composer(dev).fill("Monday works. I'll start with the checkout.");
    await composer(dev).press('Enter');
    const reply = messagesIn(owner).getByRole('article', {
      name: `Message from ${developer.username}`,
    });
    await reply.getByText("Monday works. I'll start with the checkout.").waitFor();
    await owner
      .locator('[aria-live="polite"]')
      .getByText(`New message from ${developer.username}: Monday works.`, { exact: false })
      .waitFor();
    expect(await toastText(owner, 'New message in thread').count()).toBe(0);
    await dismissToasts(dev);
    await expectAccessible(dev);
    await screenshot(dev, 'messaging-conversation-developer');

    step('/messages: the card, its role line and buttons; then archive and unarchive');
    await dev.getByRole('link', { name: 'All conversations' }).click();
    await dev.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const card = cardOf(dev, project.name);
    await card.getByText(`You are the developer · Project owner: ${creator.username}`).waitFor();
    await card.getByText("You: Monday works. I'll start with the checkout.").waitFor();
    await card.getByText('just now').waitFor();
    expect(await card.getByRole('link', { name: 'View Project' }).getAttribute('href')).toBe(
      projectPath,
    );
    expect(await card.getByRole('link', { name: 'Open Conversation' }).getAttribute('href')).toBe(
      channelPath,
    );
    await dismissToasts(dev);
    await expectAccessible(dev);
    await screenshot(dev, 'messaging-messages-page');
    await card.getByRole('button', { name: 'Archive' }).click();
    await toastText(dev, 'Conversation archived').waitFor();
    await dev.getByText('No messages yet').waitFor();
    await dev.getByRole('tab', { name: 'Archived' }).click();
    await cardOf(dev, project.name).getByRole('button', { name: 'Unarchive' }).waitFor();

    step('A new message brings it back out of the archive, live, as unread');
    await composer(owner).fill('Great, talk Monday.');
    await composer(owner).press('Enter');
    await dev.getByText('No archived conversations').waitFor();
    await dev.getByRole('tab', { name: 'Unread' }).click();
    await cardOf(dev, project.name).getByText('1 unread').waitFor();
    await cardOf(dev, project.name).getByText('Great, talk Monday.').waitFor();
    await header(dev).getByRole('link', { name: 'Messages, 1 unread' }).waitFor();

    step("The dashboard's Messages tab shows the same conversation from its address");
    const channelId = channelPath.split('/').pop();
    await dev.goto(`/dashboard?tab=messages&channel=${channelId}`);
    await dev.getByRole('tab', { name: 'Messages', selected: true }).waitFor();
    await dev.getByRole('heading', { level: 2, name: project.name }).waitFor();
    await messagesIn(dev).getByText('Great, talk Monday.').waitFor();
    await header(dev).getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await dismissToasts(dev);
    await expectAccessible(dev);
    await screenshot(dev, 'messaging-dashboard-tab');

    step('Phone width: the conversation and the list');
    await dev.setViewportSize(PHONE);
    await dev.goto(channelPath);
    await messagesIn(dev).getByText('Great, talk Monday.').waitFor();
    await screenshot(dev, 'messaging-conversation-phone');
    await dev.goto('/messages');
    await cardOf(dev, project.name).waitFor();
    await screenshot(dev, 'messaging-messages-phone');

    step("The owner accepts the bid: the developer's open project page shows it at once");
    await dev.setViewportSize({ width: 1280, height: 900 });
    await gotoLive(dev, projectPath);
    await bidOf(dev, developer).getByText('Pending', { exact: true }).waitFor();
    const { id: bidId } = (await bid.json()) as { id: number };
    expect((await owner.request.post(`/api/bids/${bidId}/accept`)).status()).toBe(200);
    await bidOf(dev, developer).getByText('Accepted', { exact: true }).waitFor();
    await dev.getByText('Assigned to').waitFor();
    await toastText(dev, 'Bid accepted').waitFor();

    step('Signing out closes the socket');
    const socket = await gotoLive(dev, '/messages');
    const closed = socket.waitForEvent('close');
    await signOutViaUi(dev, developer);
    await closed;
  });

  it('opens a long conversation at its newest messages and loads older ones in place', async () => {
    const owner = await browser.newPage();
    await registerViaApi(owner, newUser('creator'));
    const project = await postProjectViaApi(owner, {
      name: uniqueName('Long thread '),
      description:
        'A project whose conversation grows long, created by the messaging end-to-end test.',
      techStack: ['Vue.js'],
      timeframe: '2 weeks',
      budget: 500,
    });
    const dev = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(dev, developer);
    const bid = await bidViaApi(dev, project.id, {
      amount: 400,
      timeline: 5,
      message: 'Happy to help with this one, quickly.',
    });
    const channel = (await (
      await owner.request.post(`/api/bids/${bid.id}/conversations`)
    ).json()) as { id: number; threads: { id: number }[] };
    for (let index = 1; index <= 35; index += 1) {
      const sent = await owner.request.post(`/api/threads/${channel.threads[0]!.id}/messages`, {
        data: { content: `Update number ${index}` },
      });
      expect(sent.status()).toBe(201);
    }

    await gotoLive(dev, '/dashboard');
    await header(dev).getByRole('link', { name: 'Messages, 35 unread' }).waitFor();
    await dev.goto(`/channels/${channel.id}`);
    const list = messagesIn(dev);
    await list.getByText('Update number 35', { exact: true }).waitFor();
    await list.getByText('Update number 6', { exact: true }).waitFor();
    expect(await list.getByText('Update number 5', { exact: true }).count()).toBe(0);
    // Opened at the newest message, and read.
    expect(
      await list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight),
    ).toBeLessThan(2);
    await header(dev).getByRole('link', { name: 'Messages', exact: true }).waitFor();

    await list.evaluate((el) => (el.scrollTop = 0));
    await list.getByRole('button', { name: 'Load older messages' }).click();
    await list.getByText('Update number 1', { exact: true }).waitFor();
    await list.getByRole('button', { name: 'Load older messages' }).waitFor({ state: 'detached' });
    // The reading position stays on what was at the top: the older messages are above it.
    const [box, view] = await Promise.all([
      list.getByText('Update number 6', { exact: true }).boundingBox(),
      list.boundingBox(),
    ]);
    expect(box!.y).toBeGreaterThanOrEqual(view!.y);
    expect(box!.y).toBeLessThan(view!.y + view!.height);
    expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expectAccessible(dev);
    await screenshot(dev, 'messaging-older-loaded');

    // A third person finds nothing there.
    const stranger = await browser.newPage();
    await registerViaApi(stranger, newUser('developer'));
    expectRefusal(stranger, { status: 404, path: `/api/channels/${channel.id}` });
    await stranger.goto(`/channels/${channel.id}`);
    await stranger.getByRole('heading', { name: 'Conversation not found' }).waitFor();
    expect(await stranger.getByText('Update number').count()).toBe(0);
  });
});
