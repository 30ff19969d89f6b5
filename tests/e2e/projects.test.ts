import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/constants.js';
import { newUser, registerViaApi, type E2eUser } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { acceptedBidViaApi, payViaSandbox, postProjectViaApi } from './support/marketplace.js';
import { expectRefusal } from './support/page-problems.js';
import { steps } from './support/steps.js';

const browser = useBrowser();

/** A small but real PNG: a mock app screen, so the screenshots show something meaningful. */
async function screenshotPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="#eef2ff"/>
    <rect width="640" height="48" fill="#4338ca"/>
    <rect x="24" y="72" width="180" height="304" rx="12" fill="#ffffff"/>
    <rect x="224" y="72" width="392" height="140" rx="12" fill="#ffffff"/>
    <rect x="224" y="232" width="186" height="144" rx="12" fill="#c7d2fe"/>
    <rect x="430" y="232" width="186" height="144" rx="12" fill="#a5b4fc"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function signInViaApi(page: Page, user: E2eUser) {
  const response = await page.request.post('/api/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status()).toBe(200);
}

/** A studio booking tool, posted through the API under `name`. */
const postStudioProject = (page: Page, name: string) =>
  postProjectViaApi(page, {
    name,
    description:
      'A booking tool for small studios: the calendar works, payments and reminder emails are missing.',
    techStack: ['React', 'Node.js'],
    codeLink: 'https://github.com/example/booking',
    timeframe: '3 weeks',
    budget: 1500,
  });

describe('projects', () => {
  it('a creator submits a project with a screenshot, finds it by search and filter, pauses and reactivates it', async () => {
    const step = steps();
    const page = await browser.newPage();
    const creator = newUser('creator');
    await registerViaApi(page, creator);
    const word = uniqueName('nebula');
    const tech = uniqueName('Quasar');
    const name = `Studio dashboard ${word}`;

    step('/submit-project is an alias of /submit');
    await page.goto('/submit-project');
    await page.waitForURL((url) => url.pathname === '/submit');
    await page.getByRole('heading', { level: 1, name: 'Submit Your Project' }).waitFor();
    await page.getByText('PNG, JPG, GIF up to 5MB').waitFor();
    await expectAccessible(page);

    step("The shared schema's messages, word for word");
    await page.getByRole('button', { name: 'Submit Project' }).click();
    await page.getByText('Project name must be at least 5 characters').waitFor();
    await page.getByText('Description must be at least 50 characters').waitFor();
    await page.getByText('Select at least one technology').waitFor();
    await page.getByText('Please enter a valid URL').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'submit-errors');

    await page.getByLabel('Project Name').fill(name);
    await page
      .getByLabel('Description')
      .fill(
        `An analytics dashboard for yoga studios (${word}). Charts and the class calendar are done; CSV export, sign-in and billing still need a finisher.`,
      );

    step(
      'Technologies: Add (and Enter), duplicates ignored whatever their case, removable, suggestions',
    );
    const techInput = page.getByLabel('Tech Stack');
    await techInput.fill(tech);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await techInput.fill(`  ${tech.toUpperCase()} `);
    await techInput.press('Enter');
    await page.getByRole('button', { name: 'Add React', exact: true }).click();
    await page.getByRole('button', { name: 'Add TypeScript' }).click();
    await page.getByRole('button', { name: 'Remove TypeScript' }).click();
    const chips = page.getByRole('list', { name: 'Selected technologies' }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual([tech, 'React']);
    expect(await page.getByRole('button', { name: 'Add React', exact: true }).count()).toBe(0);
    expect(
      await page
        .getByRole('list', { name: 'Suggested technologies' })
        .getByRole('listitem')
        .count(),
    ).toBe(39);

    step('Budget and timeframe, both optional here: digits only in the budget');
    await page.getByLabel('Budget ($) (optional)').fill('1k8a00');
    expect(await page.getByLabel('Budget ($) (optional)').inputValue()).toBe('1800');
    await page.getByLabel('Timeframe (optional)').fill('3 weeks');

    await page.getByLabel('Code Repository Link').fill('not a link');
    await page.getByText('Please enter a valid URL').waitFor();
    await page
      .getByLabel('Code Repository Link')
      .fill('https://github.com/example/studio-dashboard');

    step("The drop zone refuses what the server would refuse, with the spec's messages");
    const fileInput = page.getByLabel('Screenshot (optional)');
    await fileInput.setInputFiles({
      name: 'notes.png.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page.getByText('File type must be PNG, JPEG, GIF or WebP').waitFor();
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(LIMITS.uploadMaxBytes + 1),
    });
    await page.getByText(`File is larger than ${LIMITS.uploadMaxBytes} bytes`).waitFor();
    await fileInput.setInputFiles({
      name: 'dashboard.png',
      mimeType: 'image/png',
      buffer: await screenshotPng(),
    });
    await page.getByRole('img', { name: 'Selected screenshot preview' }).waitFor();
    expect(await page.getByText(`File is larger than`).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'submit-filled');

    await page.getByRole('button', { name: 'Submit Project' }).click();
    await page.getByText('Project submitted successfully').waitFor();
    await page.getByText('Your project is now visible to potential finishers').waitFor();
    await page.waitForURL((url) => url.pathname === '/my-projects');
    await page.getByRole('heading', { level: 1, name: 'My Projects' }).waitFor();
    await page.getByRole('tab', { name: "Projects I've Submitted", selected: true }).waitFor();
    await page.getByRole('link', { name: `View Details: ${name}` }).waitFor();
    // The card shows the budget beside the date.
    await page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name }) })
      .filter({ has: page.getByRole('link', { name: `View Details: ${name}` }) })
      .last()
      .getByText('$1,800')
      .waitFor();
    await page.getByRole('link', { name: 'Submit New Project' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-projects-creator');

    step('Browse: found by a word of its description...');
    await page.goto('/projects');
    await page.getByRole('heading', { level: 1, name: 'Browse Projects' }).waitFor();
    await page
      .getByRole('link', { name: /^View Details: / })
      .first()
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'browse-desktop');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await page.getByRole('link', { name: `View Details: ${name}` }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('a[aria-label^="View Details: "]').length === 1,
    );
    await screenshot(page, 'browse-search');

    step('...and by its technology in the filter');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    const techFilter = page.getByRole('combobox', { name: 'Filter by technology' });
    expect(await techFilter.locator('option').first().textContent()).toBe('All Technologies');
    await techFilter.selectOption(tech);
    await page.waitForURL((url) => url.searchParams.get('tech') === tech);
    await page.waitForFunction(
      () => document.querySelectorAll('a[aria-label^="View Details: "]').length === 1,
    );
    await page.getByRole('link', { name: `View Details: ${name}` }).waitFor();

    step("Nothing matches: the spec's empty state");
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('zzqxnothingmatches');
    await page.getByText('No projects found').waitFor();
    await page
      .getByText("Try adjusting your search or filter to find what you're looking for.")
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'browse-empty');
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe('');

    step("The owner's page: details, screenshot, controls");
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(word);
    await page.getByRole('link', { name: `View Details: ${name}` }).click();
    await page.waitForURL(/\/projects\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Posted by You').waitFor();
    await page.getByText('Open for Bids').waitFor();
    await page.getByText(`${tech}, React`).waitFor();
    await page.getByText('$1,800').waitFor();
    await page.getByText('3 weeks').waitFor();
    const viewCode = page.getByRole('link', { name: /View Code/ });
    expect(await viewCode.getAttribute('href')).toBe('https://github.com/example/studio-dashboard');
    expect(await viewCode.getAttribute('target')).toBe('_blank');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const image = page.getByRole('img', { name: `Screenshot of ${name}` });
    await image.waitFor();
    await page.waitForFunction((alt) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return Boolean(img?.complete && img.naturalWidth > 0);
    }, `Screenshot of ${name}`);
    await page.getByRole('heading', { name: 'Project Controls' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'project-owner-desktop');
    const projectUrl = page.url();

    step('Pause: confirmed first, then the toast and the new badge');
    await page.getByRole('button', { name: 'Pause Project' }).click();
    const pauseDialog = page.getByRole('alertdialog', { name: 'Pause this project?' });
    await pauseDialog.getByText(/hides the project from new bids/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'project-pause-confirm');
    await pauseDialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Project paused').waitFor();
    await page.getByText('Paused', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Pause Project' }).count()).toBe(0);

    step('A paused project leaves the browse list');
    const other = await browser.newPage();
    await registerViaApi(other, newUser('developer'));
    const hidden = await other.request.get(`/api/projects?q=${word}`);
    expect(await hidden.json()).toEqual([]);

    await page.getByRole('button', { name: 'Reactivate Project' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reactivate this project?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByText('Project reactivated').waitFor();
    await page.getByText('Open for Bids').waitFor();
    await page.getByRole('button', { name: 'Pause Project' }).waitFor();
    await screenshot(page, 'project-owner-reactivated');

    step('The same pages on a phone');
    const phone = await browser.newPage(PHONE);
    await signInViaApi(phone, creator);
    await phone.goto(projectUrl);
    await phone.getByRole('heading', { level: 1, name }).waitFor();
    await phone.getByRole('img', { name: `Screenshot of ${name}` }).waitFor();
    await phone.getByRole('heading', { name: 'Project Controls' }).waitFor();
    await screenshot(phone, 'project-owner-phone');
    await phone.goto('/projects');
    await phone
      .getByRole('link', { name: /^View Details: / })
      .first()
      .waitFor();
    await expectAccessible(phone);
    await screenshot(phone, 'browse-phone');
    await phone.goto('/submit');
    await phone.getByRole('button', { name: 'Submit Project' }).waitFor();
    await screenshot(phone, 'submit-phone');
    await phone.goto('/my-projects');
    await phone.getByRole('link', { name: `View Details: ${name}` }).waitFor();
    await screenshot(phone, 'my-projects-phone');
  });

  it('a visitor opens a project page, and is sent to sign in from the projects list', async () => {
    const page = await browser.newPage();
    await page.goto('/projects');
    await page.waitForURL(/\/auth\?next=%2Fprojects$/);

    // Its own project: the newest one on the shared server may be another file's, hidden by an
    // operator while this test looks at it.
    const creator = await browser.newPage();
    await registerViaApi(creator, newUser('creator'));
    const project = await postStudioProject(creator, `Studio ${uniqueName('visit')}`);
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('heading', { level: 1, name: project.name }).waitFor();
    await page.getByText('Posted by Client').waitFor();
    await page.getByRole('heading', { name: 'Project Details' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Project Controls' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'project-visitor-desktop');

    const phone = await browser.newPage(PHONE);
    await phone.goto(`/projects/${project.id}`);
    await phone.getByRole('heading', { level: 1, name: project.name }).waitFor();
    await screenshot(phone, 'project-visitor-phone');

    expectRefusal(page, { status: 404, path: '/api/projects/999999999' });
    await page.goto('/projects/999999999');
    await page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
    await expectAccessible(page);
  });

  it('a search typed just before a click on a result does not pull the person back', async () => {
    const page = await browser.newPage();
    await registerViaApi(page, newUser('creator'));
    const word = uniqueName('orbit');
    const project = await postStudioProject(page, `Studio ${word}`);
    await page.goto(`/projects?q=${word}`);
    const result = page.getByRole('link', { name: `View Details: ${project.name}` });
    await result.waitFor();

    // The project page's code is held, so the navigation is still under way when the search
    // (typed just before the click) fires its debounce; the page's own clock decides when it does.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/assets/project-detail-page-*.js', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(`${word} studio`);
    await result.click();
    await requested;
    await page.clock.runFor(2000);
    release();
    await page.waitForURL(`**/projects/${project.id}`);
    await page.getByRole('heading', { level: 1, name: project.name }).waitFor();
  });

  it('a developer sees no Project Controls and is told that only creators post projects', async () => {
    const owner = await browser.newPage();
    await registerViaApi(owner, newUser('creator'));
    const project = await postStudioProject(owner, `Studio booking ${uniqueName('tool')}`);

    const page = await browser.newPage();
    const developer = newUser('developer');
    await registerViaApi(page, developer);
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('heading', { level: 1, name: project.name }).waitFor();
    await page.getByText('Posted by Client').waitFor();
    await page.getByText('$1,500').waitFor();
    await page.getByText('3 weeks').waitFor();
    expect(await page.getByRole('heading', { name: 'Project Controls' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Pause|Cancel Project/ }).count()).toBe(0);
    await screenshot(page, 'project-developer');

    // 'Load more' follows the Link header's next page (pages of 2 here, so the demo data pages).
    // The first answer is held back a moment to see the six skeleton cards: arriving from
    // another page, since a page loaded afresh comes drawn by the server with its list.
    let delayed = false;
    await page.route(/\/api\/projects\?limit=24/, async (route) => {
      if (!delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue({ url: route.request().url().replace('limit=24', 'limit=2') });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Browse Projects' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Loading projects...' })
      .waitFor({ state: 'attached' });
    expect(await page.locator('main .animate-pulse.h-36').count()).toBe(LIMITS.skeletonCards);
    await screenshot(page, 'browse-loading');
    const cards = page.getByRole('link', { name: /^View Details: / });
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    await page.getByRole('button', { name: 'Load more' }).click();
    await cards.nth(3).waitFor();
    expect(await cards.count()).toBe(4);
    await page.unrouteAll();

    // The API refuses the controls too.
    const refused = await page.request.patch(`/api/projects/${project.id}/status`, {
      data: { status: 'paused' },
    });
    expect(refused.status()).toBe(403);

    await page.goto('/submit');
    await page.getByRole('heading', { level: 1, name: 'Submit Your Project' }).waitFor();
    await page.getByText('Only creators can submit projects').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Project' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'submit-developer');

    // My Projects from the user menu: a developer has no submitted tab (the bid tabs are the bids feature's).
    await page.getByRole('button', { name: `Account menu for ${developer.username}` }).click();
    await page.getByRole('menuitem', { name: 'My Projects' }).click();
    await page.waitForURL((url) => url.pathname === '/my-projects');
    await page.getByRole('tab', { name: 'Completed Projects' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'completed');
    await page.getByRole('tab', { name: 'Completed Projects', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: "Projects I've Submitted" }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Submit New Project' }).count()).toBe(0);
    await page.getByText('No completed projects yet').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-projects-developer');
  });

  it('a developer sees on the card and the project page that the owner has paid before', async () => {
    const {
      owner,
      project: paid,
      bidId,
    } = await acceptedBidViaApi(() => browser.newPage(), 400, {
      name: 'First paid job',
      description: 'The owner’s first project here, paid on the sandbox’s checkout in this test.',
      techStack: ['Go'],
      timeframe: '2 weeks',
    });
    const word = uniqueName('payer');
    const next = await postStudioProject(owner, `Studio booking ${word}`);

    const page = await browser.newPage();
    await registerViaApi(page, newUser('developer'));
    const openCard = async () => {
      await page.goto(`/projects?q=${word}`);
      await page.getByRole('link', { name: `View Details: ${next.name}` }).waitFor();
    };
    await openCard();
    expect(await page.getByText('Has paid before').count()).toBe(0);

    await payViaSandbox(owner, bidId);
    await expect
      .poll(async () => (await (await page.request.get(`/api/projects/${paid.id}`)).json()).status)
      .toBe('paid');
    await openCard();
    await page.getByText('Has paid before').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'browse-has-paid-before');

    await page.getByRole('link', { name: `View Details: ${next.name}` }).click();
    await page.getByRole('heading', { level: 1, name: next.name }).waitFor();
    await page.getByText('Posted by Client').waitFor();
    await page.getByText('Has paid before').waitFor();
    // The client's signals for bidders say it too (discovery.md).
    const client = page.getByRole('complementary', { name: 'Project information' });
    await client.getByRole('heading', { name: 'About the client' }).waitFor();
    await client.getByRole('definition').filter({ hasText: /^Yes$/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'project-has-paid-before');
  });

  it('the owner cancels a project after a destructive confirmation', async () => {
    const page = await browser.newPage();
    await registerViaApi(page, newUser('creator'));
    const project = await postStudioProject(page, `Cancelled idea ${uniqueName('gone')}`);
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('button', { name: 'Cancel Project' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this project?' });
    await dialog.getByText(/cannot be undone/).waitFor();
    // Cancel keeps the project as it is.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByText('Open for Bids').waitFor();

    await page.getByRole('button', { name: 'Cancel Project' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Project cancelled').waitFor();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    // No controls on a cancelled project.
    expect(await page.getByRole('heading', { name: 'Project Controls' }).count()).toBe(0);
    await screenshot(page, 'project-cancelled');
  });
});
