import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi } from './support/accounts.js';
import { dismissToasts, toastText } from './support/toasts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';

const browser = useBrowser();

/** Creates a project as the page's signed-in creator (the dashboard's JSON variant). */
async function createProject(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/projects', {
    data: {
      name,
      description:
        'A half-finished project created by the dashboard end-to-end test, with enough words to pass validation.',
      techStack: ['React', 'Node.js'],
      timeframe: '3 weeks',
      budget: 900,
      ...extra,
    },
  });
  if (response.status() !== 201) throw new Error(`project failed: ${await response.text()}`);
  return (await response.json()) as { id: number; name: string };
}

/** A card of a dashboard list, found by its project's name. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

describe('developer dashboard', () => {
  it('finds jobs, applies inline with the defaults and parsing rules, and tracks applications', async () => {
    const creator = await browser.newPage();
    await registerViaApi(creator, newUser('creator'));
    const word = uniqueName('Zebra');
    const first = await createProject(creator, `${word} booking app`);
    const second = await createProject(creator, `${word} chat widget`);

    const page = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(page, developer);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Payout onboarding is incomplete: the banner sends the developer to their profile's Skills
    // tab, where skills, rate and the payout account are set.
    expect(await page.getByRole('link', { name: 'Update Profile' }).getAttribute('href')).toBe(
      '/profile?tab=skills',
    );
    // Developer Stats for a newcomer, and the newest projects with a link to all of them.
    const stats = page.getByRole('complementary');
    await stats.getByText('Acceptance Rate').waitFor();
    await stats.getByRole('definition').filter({ hasText: /^0%$/ }).waitFor();
    await page.getByRole('progressbar', { name: 'Completed projects' }).waitFor();
    expect(await page.getByRole('link', { name: 'View All Projects' }).getAttribute('href')).toBe(
      '/projects',
    );
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Recent Projects' })
          .locator('..')
          .locator('..')
          .getByRole('listitem')
          .count(),
      )
      .toBe(3);

    // Open Jobs: at most 4 per page, searchable.
    await page.getByRole('tab', { name: 'Open Jobs', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Apply Now' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBeLessThanOrEqual(4);
    await page.getByLabel('Search for jobs').fill(word);
    await cardOf(page, first.name).waitFor();
    await cardOf(page, second.name).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Apply Now' }).count()).toBe(2);
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-developer-desktop');

    // The search is in the address: Back from a project's page returns to it.
    await page.waitForURL(`**/dashboard?q=${word}`);
    await cardOf(page, first.name).getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.goBack();
    await cardOf(page, second.name).waitFor();
    expect(await page.getByLabel('Search for jobs').inputValue()).toBe(word);
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(2);

    // A message is required.
    await cardOf(page, first.name).getByRole('button', { name: 'Apply Now' }).click();
    const form = page.getByRole('form', { name: `Apply for ${first.name}` });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await toastText(page, 'Application message required').waitFor();
    await toastText(page, "Please explain why you're a good fit for this project.").waitFor();
    // Under 20 characters: refused before anything is sent, in the server's words.
    await dismissToasts(page);
    await form.getByLabel("Why you're a good fit").fill('I can do it.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await toastText(page, 'Message must be at least 20 characters').waitFor();

    // The rate keeps digits only; the timeline takes the first number in the text.
    await form.getByLabel('Your Rate ($)').fill('$1,2a50');
    expect(await form.getByLabel('Your Rate ($)').inputValue()).toBe('1250');
    await form.getByLabel('Timeline').fill('about 12 days, maybe 14');
    await form
      .getByLabel("Why you're a good fit")
      .fill('I have built three booking apps with React and Node.js; I would start with payments.');
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-developer-apply-form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await toastText(page, 'Application submitted successfully').waitFor();
    // Applied projects leave Open Jobs.
    await cardOf(page, first.name).waitFor({ state: 'detached' });

    // Empty rate and timeline: the defaults, 100 dollars and 7 days.
    await cardOf(page, second.name).getByRole('button', { name: 'Apply Now' }).click();
    await page
      .getByRole('form', { name: `Apply for ${second.name}` })
      .getByLabel("Why you're a good fit")
      .fill('Chat widgets are my speciality; I can finish this one in a week.');
    await page
      .getByRole('form', { name: `Apply for ${second.name}` })
      .getByRole('button', { name: 'Submit Application' })
      .click();
    await cardOf(page, second.name).waitFor({ state: 'detached' });
    await page.getByText('No jobs match your search').waitFor();

    // The search belongs to Open Jobs: another tab leaves it behind.
    await page.getByRole('tab', { name: 'Applied Jobs' }).click();
    await page.waitForURL('**/dashboard?tab=applied-jobs');
    const applied = cardOf(page, first.name);
    await applied.getByText('Pending').waitFor();
    await applied.getByText('$1,250').waitFor();
    await applied.getByText('· 12 days').waitFor();
    const defaults = cardOf(page, second.name);
    await defaults.getByText('$100').waitFor();
    await defaults.getByText('· 7 days').waitFor();
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-developer-applied');

    const phone = await browser.newPage(PHONE);
    await registerViaApi(phone, newUser('developer'));
    await phone.goto('/dashboard');
    // This test's job: the list of the newest moves while other test files post projects.
    await phone.getByLabel('Search for jobs').fill(word);
    await cardOf(phone, first.name).getByRole('button', { name: 'Apply Now' }).click();
    await phone.getByLabel("Why you're a good fit").waitFor();
    await phone.getByText('Acceptance Rate').waitFor();
    await screenshot(phone, 'dashboard-developer-phone');
  });
});

describe('creator dashboard', () => {
  it('submits a project from the dashboard, lists own projects by 4 and the jobs with bids', async () => {
    const page = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(page, creator);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'My Projects', selected: true }).waitFor();
    await page.getByText('No projects yet').waitFor();
    await page.getByRole('heading', { name: 'Total Spending' }).waitFor();
    await page.getByText('$0', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Update Profile' }).count()).toBe(0);
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-creator-empty');

    // The Submit Project variant: incomplete means the 'Missing information' toast.
    await page.getByRole('button', { name: 'Submit Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Submit Project' });
    await dialog.getByLabel('Timeframe').waitFor();
    expect(await dialog.getByLabel('Budget ($)').inputValue()).toBe('0');
    await dialog.getByRole('button', { name: 'Submit Project' }).click();
    await toastText(page, 'Missing information').waitFor();
    await toastText(page, 'Please fill in all required fields').waitFor();

    const name = uniqueName('Garden planner ');
    await dialog.getByLabel('Project Name').fill(name);
    await dialog
      .getByLabel('Description')
      .fill(
        'A Vue app for planning vegetable gardens; the planting calendar and the shop are missing.',
      );
    // The same form as /submit: technologies as chips, a duplicate of another case ignored.
    const techInput = dialog.getByLabel('Tech Stack');
    await techInput.fill(' Vue.js ');
    await techInput.press('Enter');
    await techInput.fill('vue.js');
    await techInput.press('Enter');
    await dialog.getByRole('button', { name: 'Add Firebase', exact: true }).click();
    expect(
      await dialog
        .getByRole('list', { name: 'Selected technologies' })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual(['Vue.js', 'Firebase']);
    await dialog.getByLabel('Budget ($)').fill('2k5a00');
    expect(await dialog.getByLabel('Budget ($)').inputValue()).toBe('2500');
    await dialog.getByLabel('Timeframe').fill('1 month');
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-creator-submit');
    await dialog.getByRole('button', { name: 'Submit Project' }).click();
    await toastText(page, 'Project submitted successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = cardOf(page, name);
    await card.getByText('Open for Bids').waitFor();
    await card.getByText('$2,500').waitFor();
    await card.getByText('1 month').waitFor();
    // Technologies trimmed and deduplicated.
    expect(await card.getByText('Vue.js', { exact: true }).count()).toBe(1);

    // Four per page.
    const parts = [];
    for (let index = 1; index <= 4; index += 1) {
      parts.push(await createProject(page, `${name} part ${index}`));
    }
    await page.reload();
    await cardOf(page, `${name} part 4`).waitFor();
    expect(await page.getByRole('link', { name: 'View Details' }).count()).toBe(4);
    await page
      .getByRole('navigation', { name: 'My projects pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await cardOf(page, name).waitFor();
    await page.getByText('Page 2').waitFor();
    expect(await page.getByRole('link', { name: 'View Details' }).count()).toBe(1);

    // Jobs With Bids: only projects with at least one bid.
    await page.getByRole('tab', { name: 'Jobs With Bids' }).click();
    await page.getByText('No bids yet').waitFor();
    const developer = await browser.newPage();
    await registerViaApi(developer, newUser('developer'));
    const target = parts[1]!;
    const bid = await developer.request.post(`/api/projects/${target.id}/bids`, {
      data: {
        amount: 700,
        timeline: 9,
        message: 'I can finish this garden planner quickly and well.',
      },
    });
    expect(bid.status()).toBe(201);
    await page.reload();
    const withBids = cardOf(page, target.name);
    await withBids.getByText('1 bid').waitFor();
    expect(await withBids.getByRole('link', { name: 'Review Bids' }).getAttribute('href')).toBe(
      `/projects/${target.id}?tab=bids`,
    );
    expect(
      await page.getByRole('tabpanel').getByRole('link', { name: 'Review Bids' }).count(),
    ).toBe(1);
    // The pending bid is also among what needs the creator now, above the tabs.
    await page
      .getByRole('region', { name: 'Needs you now' })
      .getByRole('link', { name: `Review Bids: ${target.name}` })
      .waitFor();
    await dismissToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-creator-desktop');

    const phone = await browser.newPage(PHONE);
    await registerViaApi(phone, newUser('creator'));
    await createProject(phone, uniqueName('Phone layout check '));
    await phone.goto('/dashboard');
    await phone.getByRole('link', { name: 'View Details' }).waitFor();
    await phone.getByRole('heading', { name: 'Total Spending' }).waitFor();
    await screenshot(phone, 'dashboard-creator-phone');
    await phone.getByRole('button', { name: 'Submit Project' }).first().click();
    await phone.getByRole('dialog', { name: 'Submit Project' }).getByLabel('Timeframe').waitFor();
    await screenshot(phone, 'dashboard-creator-submit-phone');
  });
});

describe('the next action first (issue 35)', () => {
  it('puts a bid to pay at the top of the creator dashboard, and the waiting job at the developer', async () => {
    const owner = await browser.newPage();
    await registerViaApi(owner, newUser('creator'));
    // More projects than a page of My Projects holds, the accepted one the oldest.
    const accepted = await createProject(owner, uniqueName('Ferry timetable '));
    for (let index = 1; index <= 4; index += 1)
      await createProject(owner, uniqueName(`Later project ${index} `));
    const dev = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(dev, developer);
    const bid = await dev.request.post(`/api/projects/${accepted.id}/bids`, {
      data: { amount: 1250, timeline: 12, message: 'I can finish the timetable and the alerts.' },
    });
    expect(bid.status()).toBe(201);
    const bidId = ((await bid.json()) as { id: number }).id;
    expect((await owner.request.post(`/api/bids/${bidId}/accept`)).status()).toBe(200);

    await owner.goto('/dashboard');
    const now = owner.getByRole('region', { name: 'Needs you now' });
    await now.getByText(`You accepted ${developer.username}'s bid of $1,250`).waitFor();
    const pay = now.getByRole('link', { name: `Proceed to Payment: ${accepted.name}` });
    expect(await pay.getAttribute('href')).toBe(`/payment/bid/${bidId}`);
    // Above the tabs: the first thing after the page's heading.
    const payBox = (await pay.boundingBox())!;
    const tabsBox = (await owner.getByRole('tab', { name: 'My Projects' }).boundingBox())!;
    expect(payBox.y).toBeLessThan(tabsBox.y);
    await dismissToasts(owner);
    await expectAccessible(owner);
    await screenshot(owner, 'dashboard-creator-next-action');

    await dev.goto('/dashboard');
    const waiting = dev.getByRole('region', { name: 'Needs you now' });
    await waiting.getByText('Your bid was accepted; the owner has not paid yet.').waitFor();
    expect(
      await waiting
        .getByRole('link', { name: `View Project: ${accepted.name}` })
        .getAttribute('href'),
    ).toBe(`/projects/${accepted.id}`);

    const phone = await browser.newPage(PHONE);
    await phone.request.post('/api/login', {
      data: { email: developer.email, password: developer.password },
    });
    await phone.goto('/dashboard');
    await phone.getByRole('region', { name: 'Needs you now' }).waitFor();
    await screenshot(phone, 'dashboard-developer-next-action-phone');
  });
});
