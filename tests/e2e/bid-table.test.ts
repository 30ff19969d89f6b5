/**
 * The owner's bid table (issue 30): sort the bids by amount, shortlist two, compare them, and
 * decline one with a reason the developer sees live.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi, type E2eUser } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, useBrowser } from './support/browser.js';
import { bidViaApi, postProjectViaApi } from './support/marketplace.js';
import { expectRefusal } from './support/page-problems.js';
import { gotoLive } from './support/realtime.js';
import { steps } from './support/steps.js';
import { dismissToasts, toastText } from './support/toasts.js';

const browser = useBrowser();

const bids = (page: Page) => page.locator('#bids');
const rowOf = (page: Page, user: E2eUser) =>
  bids(page).getByRole('article', { name: `Bid by ${user.username}` });
const developerNames = (page: Page) =>
  bids(page).getByRole('article').locator('a[href^="/developers/"]').allInnerTexts();

describe('bid table', () => {
  it('sorts, shortlists, compares and declines bids; the developer sees the reason', async () => {
    const step = steps();
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `Bid table ${creator.username}`,
      description: 'A booking app whose calendar sync and reminder mails were never finished.',
      techStack: ['React', 'Node.js'],
      timeframe: '1 month',
      budget: 3000,
    });

    const developers: { user: E2eUser; page: Page; amount: number; timeline: number }[] = [];
    for (const [amount, timeline] of [
      [2400, 20],
      [1500, 30],
      [2000, 10],
    ] as const) {
      const page = await browser.newPage();
      const user = newUser('developer');
      await registerViaApi(page, user);
      await bidViaApi(page, project.id, {
        amount,
        timeline,
        message: `I can finish the calendar sync in ${timeline} days, tests included.`,
      });
      developers.push({ user, page, amount, timeline });
    }
    const [first, cheapest, fastest] = developers as [
      (typeof developers)[0],
      (typeof developers)[0],
      (typeof developers)[0],
    ];

    step('The owner sorts the bids by amount, lowest first, then highest first');
    await owner.goto(`/projects/${project.id}`);
    await rowOf(owner, first.user).getByText('$2,400').waitFor();
    await rowOf(owner, first.user).getByText('they get $2,160').waitFor();
    await bids(owner).getByLabel('Sort by').selectOption({ label: 'Amount, lowest first' });
    expect(await developerNames(owner)).toEqual(
      [cheapest, fastest, first].map((d) => d.user.username),
    );
    await bids(owner).getByLabel('Sort by').selectOption({ label: 'Amount, highest first' });
    expect(await developerNames(owner)).toEqual(
      [first, fastest, cheapest].map((d) => d.user.username),
    );

    step('The owner filters by the most days they would wait');
    await bids(owner).getByLabel('Max days').fill('20');
    await rowOf(owner, cheapest.user).waitFor({ state: 'detached' });
    await bids(owner).getByLabel('Max days').fill('');
    await rowOf(owner, cheapest.user).waitFor();

    step('Two bids go on the shortlist');
    for (const { user } of [cheapest, fastest])
      await bids(owner)
        .getByRole('button', { name: `Shortlist the bid by ${user.username}` })
        .click();
    await bids(owner).getByRole('tab', { name: 'Shortlisted' }).click();
    const shortlisted = bids(owner).getByRole('tabpanel');
    await shortlisted.getByRole('article', { name: `Bid by ${fastest.user.username}` }).waitFor();
    expect(await shortlisted.getByRole('article').count()).toBe(2);

    step('The two shortlisted bids side by side');
    for (const { user } of [cheapest, fastest])
      await shortlisted
        .getByRole('checkbox', { name: `Select the bid by ${user.username}` })
        .click();
    await shortlisted.getByRole('button', { name: 'Compare' }).click();
    const compare = owner.getByRole('dialog', { name: 'Compare bids' });
    await compare.getByRole('columnheader', { name: cheapest.user.username }).waitFor();
    await compare.getByRole('columnheader', { name: fastest.user.username }).waitFor();
    const wouldGet = compare.getByRole('row', { name: /They would get/ });
    await wouldGet.getByRole('cell', { name: '$1,350' }).waitFor();
    await wouldGet.getByRole('cell', { name: '$1,800' }).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'bid-table-compare');
    await owner.keyboard.press('Escape');
    await compare.waitFor({ state: 'detached' });

    step('The owner declines the first bid with a reason; its developer sees it live');
    await gotoLive(first.page, '/my-projects?tab=bids');
    await bids(owner).getByRole('tab', { name: 'All Bids' }).click();
    await rowOf(owner, first.user)
      .getByRole('button', { name: `More actions on the bid by ${first.user.username}` })
      .click();
    await owner.getByRole('menuitem', { name: 'Decline bid' }).click();
    const decline = owner.getByRole('dialog', { name: `Decline ${first.user.username}'s bid?` });
    await decline.getByLabel('Reason (optional)').fill('Over my budget, sorry.');
    await decline.getByRole('button', { name: 'Decline bid' }).click();
    await toastText(owner, 'Bid declined').waitFor();
    await rowOf(owner, first.user).getByText('Rejected', { exact: true }).waitFor();
    await rowOf(owner, first.user).getByText('Declined: Over my budget, sorry.').waitFor();
    expect(await rowOf(owner, first.user).getByRole('button', { name: 'Accept Bid' }).count()).toBe(
      0,
    );
    await dismissToasts(owner);
    await expectAccessible(owner);
    await screenshot(owner, 'bid-table-owner');

    await first.page
      .getByRole('tabpanel')
      .getByText('The owner declined it: Over my budget, sorry.')
      .waitFor();

    step('At phone width the bids are the same rows, stacked');
    const phone = await browser.newPage(PHONE);
    await phone.request.post('/api/login', {
      data: { email: creator.email, password: creator.password },
    });
    await phone.goto(`/projects/${project.id}`);
    const card = phone.getByRole('article', { name: `Bid by ${fastest.user.username}` });
    await card
      .getByRole('button', { name: `Shortlist the bid by ${fastest.user.username}` })
      .waitFor();
    await card.getByRole('button', { name: 'Accept Bid' }).waitFor();
    await expectAccessible(phone);
    await screenshot(phone, 'bid-table-phone');
  });

  it('an owner invites a developer from their profile, who bids from the invitation', async () => {
    const step = steps();
    const owner = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(owner, creator);
    const project = await postProjectViaApi(owner, {
      name: `Invite ${creator.username}`,
      description: 'A podcast site whose episode search and RSS feed were left half done.',
      techStack: ['Vue'],
      timeframe: '2 weeks',
      budget: 900,
    });
    const dev = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(dev, developer);
    await gotoLive(dev, '/dashboard');
    const invitations = dev.getByRole('region', { name: 'Invitations to bid' });

    step("The owner sends an invitation from the developer's profile");
    await owner.goto(`/developers/${developer.username}`);
    await owner.getByRole('button', { name: 'Invite to bid' }).click();
    const dialog = owner.getByRole('dialog', { name: `Invite ${developer.username} to bid` });
    await dialog.getByLabel('Project').selectOption({ label: project.name });
    await dialog.getByLabel('Note (optional)').fill('Your Vue work is what this needs.');
    await expectAccessible(owner);
    await screenshot(owner, 'invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toastText(owner, 'Invitation sent').waitFor();
    await dialog.waitFor({ state: 'detached' });

    step('A second invitation to the same project is refused in the dialog');
    await owner.getByRole('button', { name: 'Invite to bid' }).click();
    expectRefusal(owner, { status: 409, path: `/api/projects/${project.id}/invitations` });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'You have already invited this developer to this project' })
      .waitFor();
    await owner.keyboard.press('Escape');

    step('The developer sees it live on the dashboard and bids from it');
    await toastText(dev, 'Invitation to bid').waitFor();
    await invitations.getByText('“Your Vue work is what this needs.”').waitFor();
    await dismissToasts(dev);
    await expectAccessible(dev);
    await screenshot(dev, 'invitations-card');
    await invitations.getByRole('link', { name: project.name }).click();
    const apply = dev.getByRole('dialog', { name: 'Apply for this Project' });
    await apply.getByLabel('Your Rate ($)').fill('850');
    await apply.getByLabel('Timeline (Days)').fill('12');
    await apply.getByLabel('Your Proposal').fill('I shipped two podcast sites with Vue and Nuxt.');
    await apply.getByRole('button', { name: 'Submit Bid' }).click();
    await toastText(dev, 'Bid submitted successfully').waitFor();
    await dev.goto('/dashboard');
    await invitations.getByText('· You bid', { exact: false }).waitFor();
  });

  it("the demo's refunded project no longer says Paid, and its owner has paid before", async () => {
    const maya = await browser.newPage();
    const login = await maya.request.post('/api/login', {
      data: { email: 'maya@demo.finishline.dev', password: 'finishline-demo' },
    });
    expect(login.status()).toBe(200);
    const { id } = (await login.json()) as { id: number };
    const mine = (await (
      await maya.request.get(`/api/users/${id}/projects?status=cancelled&limit=10`)
    ).json()) as { id: number; name: string }[];
    const talks = mine.find((project) => project.name === 'Conference talk voting')!;
    await maya.goto(`/projects/${talks.id}`);
    // The e2e server reads no demo repository: the card says so, and its owner may have it read.
    await maya
      .getByTestId('repository-card')
      .getByText('This repository has not been read yet. Refresh to read it now.')
      .waitFor();
    const row = bids(maya).getByRole('article', { name: 'Bid by diego.rs' });
    await row.getByText('Refunded', { exact: true }).waitFor();
    await row.getByText(/released to them \$0(\.00)? \(net\) · refunded to you \$/).waitFor();
    expect(await row.getByText('Paid', { exact: true }).count()).toBe(0);
    expect(await row.getByText('they get').count()).toBe(0);
    await dismissToasts(maya);
    await screenshot(maya, 'bid-table-refunded');

    // A developer weighing one of Maya's open projects reads that she has paid before.
    const dev = await browser.newPage();
    await registerViaApi(dev, newUser('developer'));
    const listed = (await (await dev.request.get('/api/projects?limit=100')).json()) as {
      id: number;
      name: string;
    }[];
    const recipes = listed.find(
      (project) => project.name === 'Recipe sharing app with meal planner',
    )!;
    await dev.goto(`/projects/${recipes.id}`);
    await dev
      .getByTestId('repository-card')
      .getByText('This repository has not been read yet. Its owner can have it read.')
      .waitFor();
    const paidBefore = dev.getByText('Paid before').locator('xpath=..');
    await paidBefore.getByText('Yes', { exact: true }).waitFor();
  });
});
