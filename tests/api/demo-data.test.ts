/**
 * The demo data of a first start (issue 25, section 6) shows every screen with something in it:
 * read through the API as the demo accounts see it, and with a sound ledger.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, users } from '../../src/server/db/schema.js';
import { checkLedger } from '../../src/server/features/payments/ledger-check.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../src/server/seed/demo.js';
import { demoCode } from '../../src/server/features/ops/operator-role.js';
import { createTestApp, sessionCookie, testConfig } from '../setup/test-app.js';

const t = await createTestApp();
const { app } = t;
const seeded = await seedDemoIfEmpty(t.database, { sessionSecret: testConfig().sessionSecret });

async function signIn(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const user = response.json<{ id: number }>();
  const cookie = sessionCookie(response.cookies);
  const get = async <T>(url: string): Promise<T> => {
    const answer = await app.inject({
      url: url.replace('{id}', String(user.id)),
      headers: { cookie },
    });
    expect(answer.statusCode, url).toBe(200);
    return answer.json<T>();
  };
  return { user, get };
}

interface Project {
  id: number;
  name: string;
  status: string;
  techStack: string[];
  submitterId: number;
}

describe('the demo data', () => {
  it('has an operator who signs in with the password and the code `npm run operator -- code` prints', async () => {
    const email = 'ops@demo.finishline.dev';
    const password = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(password.json()).toEqual({ twoFactorRequired: true });
    const code = demoCode({ email, sessionSecret: testConfig().sessionSecret, production: false });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/login/two-factor',
      headers: { cookie: sessionCookie(password.cookies) },
      payload: { code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email, isOperator: true });
    const overview = await app.inject({
      url: '/api/ops/overview',
      headers: { cookie: sessionCookie(signedIn.cookies) },
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().heldCents).toBeGreaterThan(0);
    // Its queue has an escalated dispute and a report to try the console on.
    const queue = await app.inject({
      url: '/api/ops/queue',
      headers: { cookie: sessionCookie(signedIn.cookies) },
    });
    expect(
      queue
        .json()
        .map((item: { kind: string }) => item.kind)
        .sort(),
    ).toEqual(['dispute', 'report']);
  });

  it('is added once, to an empty database', async () => {
    expect(seeded?.map((user) => user.email)).toContain('maya@demo.finishline.dev');
    expect(await seedDemoIfEmpty(t.database)).toBeNull();
  });

  it('lists at least twelve open projects across many technologies', async () => {
    const listed = (await app.inject({ url: '/api/projects?limit=100' })).json<Project[]>();
    expect(listed.filter((project) => project.status === 'open').length).toBeGreaterThanOrEqual(12);
    const technologies = (await app.inject({ url: '/api/projects/technologies' })).json<
      unknown[]
    >();
    expect(technologies.length).toBeGreaterThanOrEqual(25);
  });

  it('gives most open projects a budget, so the budget filter finds them (issue 35)', async () => {
    const listed = (await app.inject({ url: '/api/projects?limit=100' })).json<
      (Project & { budget: number | null })[]
    >();
    const open = listed.filter((project) => project.status === 'open');
    const budgets = open.flatMap((project) => (project.budget ? [project.budget] : []));
    expect(budgets.length).toBeGreaterThanOrEqual(open.length - 2);
    const inRange = (
      await app.inject({ url: '/api/projects?limit=100&budgetMin=500&budgetMax=1500' })
    ).json<{ budget: number | null }[]>();
    expect(inRange.length).toBe(budgets.filter((budget) => budget >= 500 && budget <= 1500).length);
    expect(inRange.length).toBeGreaterThan(0);
    for (const project of inRange) expect(project.budget).toBeGreaterThanOrEqual(500);
  });

  it('gives the owners conversations with unread messages, and unread notifications', async () => {
    for (const email of ['maya@demo.finishline.dev', 'tom@demo.finishline.dev']) {
      const owner = await signIn(email);
      const channels = await owner.get<{ unreadCount: number }[]>('/api/users/{id}/channels');
      expect(channels.length, email).toBeGreaterThan(0);
      expect(
        channels.some((channel) => channel.unreadCount > 0),
        email,
      ).toBe(true);
      const unread = await owner.get<{ count: number }>('/api/users/{id}/unread-count');
      expect(unread.count, email).toBeGreaterThan(0);
      const notifications = await owner.get<{ isRead: boolean }[]>('/api/users/{id}/notifications');
      expect(notifications.filter((n) => !n.isRead).length, email).toBeGreaterThan(0);
    }
    const lena = await signIn('lena@demo.finishline.dev');
    const [conversation] = await lena.get<{ id: number }[]>('/api/users/{id}/channels');
    const channel = await lena.get<{ threads: { id: number }[] }>(
      `/api/channels/${conversation!.id}`,
    );
    const messages = await lena.get<unknown[]>(`/api/threads/${channel.threads[0]!.id}/messages`);
    expect(messages.length).toBeGreaterThanOrEqual(3);
  });

  it('has a paid project with a milestone in each state', async () => {
    const tom = await signIn('tom@demo.finishline.dev');
    const own = await tom.get<Project[]>('/api/users/{id}/projects');
    const paid = own.find((project) => project.status === 'paid')!;
    const milestones = await tom.get<{ status: string }[]>(`/api/projects/${paid.id}/milestones`);
    expect(milestones.map((milestone) => milestone.status).sort()).toEqual([
      'approved',
      'completed',
      'pending',
    ]);
  });

  it('has a payment refunded to its owner and one paid out to its developer', async () => {
    const maya = await signIn('maya@demo.finishline.dev');
    const payments = await maya.get<{ status: string; refunded: number; amount: number }[]>(
      '/api/users/{id}/payments',
    );
    const refunded = payments.find((payment) => payment.status === 'refunded')!;
    expect(refunded.refunded).toBe(refunded.amount);

    const lena = await signIn('lena@demo.finishline.dev');
    const earnings = await lena.get<{ paidOut: number; releases: { status: string }[] }>(
      '/api/users/{id}/earnings',
    );
    expect(earnings.paidOut).toBeGreaterThan(0);
    expect(earnings.releases.map((release) => release.status)).toContain('sent');
  });

  it('marks the owners who paid as having paid before (issue 35)', async () => {
    const rows = await t.db
      .select({ username: users.username, hasPaid: users.hasPaid })
      .from(users)
      .where(eq(users.role, 'creator'));
    const paid = rows.filter((row) => row.hasPaid).map((row) => row.username);
    expect(paid.length).toBeGreaterThan(0);
    const listed = (await app.inject({ url: '/api/projects?limit=100' })).json<
      { submitterHasPaid: boolean; submitterUsername?: string }[]
    >();
    expect(listed.some((project) => project.submitterHasPaid)).toBe(true);
  });

  it('keeps the ledger sound (npm run ledger:check)', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('the demo repositories (issue 38)', () => {
  it('are written under the data directory and read into snapshots, with no network', async () => {
    const demo = await createTestApp();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'demo-repositories-'));
    await seedDemoIfEmpty(demo.database, { dataDir });
    await demo.app.jobs.runDue({ names: ['repo-insight.analyze'] });
    const [recipe] = await demo.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, 'Recipe sharing app with meal planner'));
    const insight = await demo.app.inject({
      method: 'GET',
      url: `/api/projects/${recipe!.id}/insight`,
    });
    expect(insight.json()).toMatchObject({
      status: 'ready',
      codeLink: expect.stringMatching(/^file:\/\/.*demo-repositories\/recipe-planner$/),
      tests: { files: 1, frameworks: ['Vitest'] },
      ci: ['GitHub Actions'],
      checklist: { open: 3, done: 2 },
      todos: { count: 3 },
      commits90d: 2,
      authors90d: 2,
      license: 'MIT',
    });
    await rm(dataDir, { recursive: true, force: true });
  }, 90_000);
});
