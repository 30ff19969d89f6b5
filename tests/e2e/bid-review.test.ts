/**
 * The owner's bid review (issue 35): with 14-character usernames and 1,000-character proposals
 * the bids take the page's width at 1366 px and stack at 390 px, and no control is clipped by
 * the card or overlaps another (measured by bounding boxes). The owner sees no apply card.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerViaApi, type E2eUser } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, useBrowser, WIDE } from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';
import { steps } from './support/steps.js';

const browser = useBrowser();

/** A username of exactly 14 characters, as the demo's `dev_b10ae52926`. */
const fourteen = (prefix: string) =>
  `${prefix}_${(Date.now().toString(36) + Math.random().toString(36).slice(2)).slice(-10)}`;
const userOf = (role: E2eUser['role'], username: string): E2eUser => ({
  username,
  email: `${username}@example.com`,
  password: 'e2e-password',
  role,
});

const PROPOSAL = (
  'I have finished three booking apps like this one: calendar sync with Google and Outlook, ' +
  'reminder mails with retries, and a test suite that runs on every push. '
)
  .repeat(7)
  .slice(0, 1000);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

/** Every control of every bid inside the bids card, none over another, nothing scrolling sideways. */
async function expectBidsFit(page: Page) {
  const card = page.locator('#bids');
  const cardBox = (await card.boundingBox())!;
  const articles = await card.getByRole('article').all();
  expect(articles.length).toBeGreaterThan(0);
  for (const article of articles) {
    const controls = await article.locator('button, a, [role="checkbox"]').all();
    const boxes: { name: string; box: Box }[] = [];
    for (const control of controls) {
      const box = await control.boundingBox();
      if (!box) continue;
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(box.x, `${name} starts inside the card`).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width, `${name} ends inside the card`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
      // A control's own text is not cut: it is as wide as what it holds.
      const clipped = await control.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped, `${name} is clipped`).toBe(false);
      boxes.push({ name, box });
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(overlaps(a.box, b.box), `${a.name} overlaps ${b.name}`).toBe(false);
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBe(false);
}

describe('owner bid review', () => {
  it('fits long names and proposals at 1366 and 390 px, with the whole proposal one click away', async () => {
    const step = steps();
    const owner = await browser.newPage(WIDE);
    const creator = userOf('creator', fourteen('own'));
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `Bid review ${creator.username}`,
      description: 'A booking app whose calendar sync and reminder mails were never finished.',
      techStack: ['React', 'Node.js'],
      timeframe: '1 month',
      budget: 3000,
    });
    const developers: E2eUser[] = [];
    for (const amount of [2400, 1535, 2000]) {
      const page = await browser.newPage();
      const developer = userOf('developer', fourteen('dev'));
      expect(developer.username).toHaveLength(14);
      await registerViaApi(page, developer);
      await bidViaApi(page, project.id, { amount, timeline: 21, message: PROPOSAL });
      developers.push(developer);
    }
    const [first, second] = developers as [E2eUser, E2eUser];

    step('The owner sees the bids at full width, without the apply card');
    await owner.goto(`/projects/${project.id}`);
    const bids = owner.locator('#bids');
    const row = bids.getByRole('article', { name: `Bid by ${first.username}` });
    await row.getByRole('button', { name: 'Accept Bid' }).waitFor();
    expect(await owner.getByRole('heading', { name: 'Apply for this Project' }).count()).toBe(0);
    // As wide as the page's header (name and status), not the description's column.
    const header = owner.locator('header', { has: owner.getByRole('heading', { level: 1 }) });
    const headerBox = (await header.boundingBox())!;
    expect((await bids.boundingBox())!.width).toBeGreaterThanOrEqual(headerBox.width - 1);
    await expectBidsFit(owner);

    step('The whole proposal is one click away');
    const proposal = row.locator('p[id^="proposal-"]');
    const clampedHeight = (await proposal.boundingBox())!.height;
    await row.getByRole('button', { name: 'Read whole proposal' }).click();
    await row.getByRole('button', { name: 'Show less' }).waitFor();
    expect((await proposal.boundingBox())!.height).toBeGreaterThan(clampedHeight * 2);
    expect(await proposal.innerText()).toBe(PROPOSAL.trim());

    step("The menu holds the developer's profile and Decline");
    await row.getByRole('button', { name: `More actions on the bid by ${first.username}` }).click();
    await owner.getByRole('menuitem', { name: 'Decline bid' }).waitFor();
    await owner.getByRole('menuitem', { name: 'View developer profile' }).click();
    await owner.waitForURL(`**/developers/${first.username}`);
    await owner.goBack();
    await row.waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'bid-review-1366');

    step('An accepted bid: Proceed to Payment fits too');
    const accepted = await owner.request.post(
      `/api/bids/${await bidIdOf(owner, project.id, second.username)}/accept`,
    );
    expect(accepted.status()).toBe(200);
    await owner.reload();
    const acceptedRow = bids.getByRole('article', { name: `Bid by ${second.username}` });
    await acceptedRow.getByRole('link', { name: 'Proceed to Payment' }).waitFor();
    await expectBidsFit(owner);
    await screenshot(owner, 'bid-review-accepted-1366');

    step('At 390 px the same rows stack and still fit');
    const phone = await browser.newPage(PHONE);
    await phone.request.post('/api/login', {
      data: { email: creator.email, password: creator.password },
    });
    await phone.goto(`/projects/${project.id}`);
    await phone
      .locator('#bids')
      .getByRole('article', { name: `Bid by ${second.username}` })
      .getByRole('link', { name: 'Proceed to Payment' })
      .waitFor();
    await expectBidsFit(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'bid-review-390');
  });
});

async function bidIdOf(owner: Page, projectId: number, username: string) {
  const response = await owner.request.get(`/api/projects/${projectId}/bid-table`);
  const rows = (await response.json()) as { id: number; developer: { username: string } }[];
  return rows.find((row) => row.developer.username === username)!.id;
}
