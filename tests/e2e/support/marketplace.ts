/**
 * Fast set-up through the API for journeys about something else: a project, a bid, its
 * acceptance, a payment on the sandbox's hosted checkout, payout onboarding. Each step is a
 * request a person's browser would make (the sandbox's forms included), from that person's page.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newUser, registerViaApi, type E2eUser } from './accounts.js';
import { uniqueName } from './browser.js';

export interface ProjectInput {
  name: string;
  description: string;
  techStack: string[];
  codeLink?: string;
  timeframe: string;
  budget: number | string;
}

export async function postProjectViaApi(page: Page, input: ProjectInput) {
  const response = await page.request.post('/api/projects', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

export async function bidViaApi(
  page: Page,
  projectId: number,
  bid: { amount: number; timeline: number; message: string },
) {
  const response = await page.request.post(`/api/projects/${projectId}/bids`, { data: bid });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/**
 * A new creator's project with a new developer's bid of `amount`, accepted by the owner. `owner`
 * and `dev` are pages signed in as each (from `newPage`, so the test's browser watches them).
 */
export async function acceptedBidViaApi(
  newPage: () => Promise<Page>,
  amount: number,
  project: Omit<ProjectInput, 'budget'>,
) {
  const owner = await newPage();
  const creator: E2eUser = newUser('creator');
  await registerViaApi(owner, creator);
  const posted = await postProjectViaApi(owner, {
    ...project,
    name: uniqueName(project.name),
    budget: amount,
  });

  const dev = await newPage();
  const developer: E2eUser = newUser('developer');
  await registerViaApi(dev, developer);
  const bid = await bidViaApi(dev, posted.id, {
    amount,
    timeline: 9,
    message: 'I have finished projects like this one before, with tests and documentation.',
  });
  const accepted = await owner.request.post(`/api/bids/${bid.id}/accept`);
  expect(accepted.status()).toBe(200);
  return { owner, creator, dev, developer, project: posted, bidId: bid.id };
}

/** The owner pays the accepted bid on the sandbox's hosted checkout with the test card. */
export async function payViaSandbox(owner: Page, bidId: number) {
  const pay = await owner.request.post(`/api/bids/${bidId}/pay`);
  const { checkoutUrl } = (await pay.json()) as { checkoutUrl: string };
  const paid = await owner.request.post(`${checkoutUrl}/pay`, {
    form: { card: '4242424242424242' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** The developer finishes payout onboarding on the sandbox's hosted page. */
export async function onboardViaSandbox(dev: Page) {
  const link = await dev.request.post('/api/stripe/create-connect-account', { data: {} });
  const { url } = (await link.json()) as { url: string };
  const done = await dev.request.post(`${url}/complete`, { maxRedirects: 0 });
  expect(done.status()).toBe(303);
}
