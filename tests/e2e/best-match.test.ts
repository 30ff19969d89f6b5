/**
 * Best match and the owner's signals (issue 30): a developer with skills sees the projects that
 * match them first, each saying why, on the dashboard's Open Jobs and on Browse Projects (drawn by
 * the server), and the client's signals on a project page; one without skills is asked to add
 * them. At desktop and phone width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, registerViaApi } from './support/accounts.js';
import { expectAccessible, PHONE, screenshot, uniqueName, useBrowser } from './support/browser.js';
import { postProjectViaApi } from './support/marketplace.js';
import { steps } from './support/steps.js';

const browser = useBrowser();

async function setSkills(page: Page, skills: string[]) {
  const session = await page.request.get('/api/session');
  const { id } = ((await session.json()) as { user: { id: number } }).user;
  const response = await page.request.patch(`/api/users/${id}/profile`, { data: { skills } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Two projects of a new creator: one matching both skills, a newer one matching one. */
async function matchingProjects(first: string, second: string) {
  const owner = await browser.newPage();
  await registerViaApi(owner, newUser('creator'));
  const both = await postProjectViaApi(owner, {
    name: uniqueName('Kiln scheduler '),
    description: 'Firmware and a web panel for a pottery kiln: the schedules work, alarms do not.',
    techStack: ['Svelte', first, second],
    timeframe: '2 weeks',
    budget: 1800,
  });
  const one = await postProjectViaApi(owner, {
    name: uniqueName('Glaze library '),
    description: 'A catalogue of glaze recipes with photos; the search and the import are missing.',
    techStack: [second],
    timeframe: '1 week',
    budget: 600,
  });
  await owner.close();
  return { both, one };
}

describe('best match', () => {
  for (const [label, size] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`orders a developer's projects by their skills and shows the client's signals (${label})`, async () => {
      const step = steps();
      // Technologies no other project has, so that these two are the best matches.
      const first = uniqueName('Ember');
      const second = uniqueName('Kilnlang');
      const { both, one } = await matchingProjects(first, second);
      const dev = await browser.newPage(size);
      await registerViaApi(dev, newUser('developer'));
      // Skills compare ignoring case.
      await setSkills(dev, [first.toLowerCase(), second.toUpperCase()]);

      step('Open Jobs: the best matches first, each saying why');
      await dev.goto('/dashboard');
      const jobs = dev.getByRole('tabpanel', { name: 'Open Jobs' });
      await jobs.getByRole('listitem').first().waitFor();
      expect(await dev.getByRole('combobox', { name: 'Sort projects' }).inputValue()).toBe('match');
      const firstJob = jobs.getByRole('listitem').first();
      await firstJob.getByRole('link', { name: both.name }).waitFor();
      await firstJob.getByText(`Matches ${first} and ${second}`).waitFor();
      await jobs
        .getByRole('listitem')
        .nth(1)
        .getByText(`Matches ${second}`, { exact: true })
        .waitFor();
      await expectAccessible(dev);
      await screenshot(dev, `best-match-open-jobs-${label}`);

      step('Open Jobs newest first: the order is kept in the address');
      await dev.getByRole('combobox', { name: 'Sort projects' }).selectOption('newest');
      await dev.waitForURL('**/dashboard?sort=newest');
      await jobs.getByText(`Matches ${first} and ${second}`).waitFor({ state: 'detached' });
      await dev.reload();
      expect(await dev.getByRole('combobox', { name: 'Sort projects' }).inputValue()).toBe(
        'newest',
      );
      await jobs.getByRole('listitem').first().waitFor();
      expect(await jobs.getByText(/^Matches /).count()).toBe(0);

      step('Browse Projects, drawn by the server in the same order');
      const served = await dev.request.get('/projects');
      const html = await served.text();
      expect(html.indexOf(both.name)).toBeGreaterThan(-1);
      expect(html.indexOf(both.name)).toBeLessThan(html.indexOf(one.name));
      expect(html).toContain(`Matches ${first} and ${second}`);
      await dev.goto('/projects');
      const cards = dev.getByRole('heading', { level: 2 });
      await cards.first().waitFor();
      expect(await cards.nth(0).textContent()).toBe(both.name);
      expect(await cards.nth(1).textContent()).toBe(one.name);
      await dev.getByText(`Matches ${first} and ${second}`).waitFor();
      await screenshot(dev, `best-match-browse-${label}`);

      step('Newest first on request');
      await dev.getByRole('combobox', { name: 'Sort projects' }).selectOption('newest');
      await dev.waitForURL('**/projects?sort=newest');
      await dev.getByText(`Matches ${first} and ${second}`).waitFor({ state: 'detached' });

      step("The project page shows the client's signals");
      await dev.goto(`/projects/${both.id}`);
      const client = dev.getByRole('complementary', { name: 'Project information' });
      await client.getByRole('heading', { name: 'About the client' }).waitFor();
      const fact = (term: string) =>
        client.locator('div', { has: dev.getByRole('term').filter({ hasText: term }) }).last();
      expect(await fact('Paid before').getByRole('definition').textContent()).toBe('Not yet');
      expect(await fact('Completed projects').getByRole('definition').textContent()).toBe('0');
      expect(await fact('Rating').getByRole('definition').textContent()).toBe('No reviews');
      await client.getByText('No developer has reviewed this client yet.').waitFor();
      await expectAccessible(dev);
      await screenshot(dev, `best-match-client-signals-${label}`);
    });
  }

  it('asks a developer without skills to add them, and shows creators the page as before', async () => {
    const dev = await browser.newPage();
    await registerViaApi(dev, newUser('developer'));
    await dev.goto('/projects');
    await dev.getByText('Add your skills to see the projects that match them first.').waitFor();
    expect(await dev.getByRole('combobox', { name: 'Sort projects' }).count()).toBe(0);
    await expectAccessible(dev);
    await screenshot(dev, 'best-match-no-skills');
    await dev.getByRole('link', { name: 'Add skills' }).click();
    await dev.waitForURL('**/profile?tab=skills');

    const creator = await browser.newPage();
    await registerViaApi(creator, newUser('creator'));
    await creator.goto('/projects');
    await creator.getByRole('heading', { level: 1, name: 'Browse Projects' }).waitFor();
    await creator.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await creator.getByRole('combobox', { name: 'Sort projects' }).count()).toBe(0);
    expect(await creator.getByText('Add your skills').count()).toBe(0);
  });
});
