/** Projects (issue 3): submitting in both forms, browsing, search, detail, owner controls. */
import { readdirSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../../src/shared/constants.js';
import type { ProjectView } from '../../src/shared/contract/projects.js';
import type { LocalDirectoryStorage } from '../../src/server/core/uploads/index.js';
import { bids, notifications, payments, projects, reviews } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const LONG_DESCRIPTION =
  'A booking app for climbing gyms. Auth and the schedule work; payments are missing.';

const validProject = (overrides: Record<string, unknown> = {}) => ({
  name: 'Climbing gym booking',
  description: LONG_DESCRIPTION,
  techStack: ['React', 'Node.js'],
  codeLink: 'https://github.com/example/gym-booking',
  ...overrides,
});

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});

const postJson = (who: TestUser | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: as(who),
    payload: payload as object,
  });

async function postMultipart(
  who: TestUser | null,
  fields: Record<string, string>,
  image?: { data: Buffer; filename: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.data)]), image.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { ...as(who), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const get = (url: string, who: TestUser | null = null) =>
  app.inject({ method: 'GET', url, headers: as(who) });

const setStatus = (id: number, who: TestUser | null, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/projects/${id}/status`,
    headers: as(who),
    payload: { status },
  });

async function createProject(owner: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await postJson(owner, { ...validProject(), timeframe: '2 weeks', ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ProjectView;
}

async function forceStatus(id: number, status: ProjectStatus) {
  await db.update(projects).set({ status }).where(eq(projects.id, id));
}

const bid = (projectId: number, dev: TestUser) =>
  app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/bids`,
    headers: as(dev),
    payload: { amount: 800, timeline: 10, message: 'I can finish this cleanly within two weeks.' },
  });

const png = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();

const uploadsRoot = () => (app.uploads.storage as LocalDirectoryStorage).root;
const storedFileCount = () =>
  readdirSync(uploadsRoot(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
const projectCount = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(projects))[0]!.n;

describe('POST /api/projects (multipart, Submit Your Project)', () => {
  it('creates the project with a screenshot for a creator: 201 with ProjectView', async () => {
    const owner = await signUp();
    const response = await postMultipart(
      owner,
      { projectData: JSON.stringify({ ...validProject(), submitterId: owner.user.id }) },
      { data: await png(), filename: 'screen.png' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      name: 'Climbing gym booking',
      description: LONG_DESCRIPTION,
      techStack: ['React', 'Node.js'],
      codeLink: 'https://github.com/example/gym-booking',
      status: 'open',
      submitterId: owner.user.id,
      submitterUsername: owner.user.username,
      finisherId: null,
      timeframe: null,
      budget: null,
      bidCount: 0,
    });
    expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
    expect(project.imageUrl).toMatch(/^\/uploads\/screenshots\/.+\.png$/);
    expect(project.thumbnailUrl).toMatch(/^\/uploads\/screenshots\/.+-thumb\.webp$/);
    expect(Object.keys(project)).not.toContain('searchVector');

    const image = await get(project.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('accepts a project without a screenshot', async () => {
    const owner = await signUp();
    const response = await postMultipart(owner, { projectData: JSON.stringify(validProject()) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ imageUrl: null, thumbnailUrl: null });
  });

  it('returns every spec validation message and stores nothing', async () => {
    const owner = await signUp();
    const before = await projectCount();
    const files = storedFileCount();
    const response = await postMultipart(
      owner,
      {
        projectData: JSON.stringify({
          name: 'App',
          description: 'Too short',
          techStack: ['  ', ''],
          codeLink: 'not a url',
        }),
      },
      { data: await png(), filename: 'screen.png' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Project name must be at least 5 characters',
      code: 'invalid_input',
      errors: {
        name: ['Project name must be at least 5 characters'],
        description: ['Description must be at least 50 characters'],
        techStack: ['Select at least one technology'],
        codeLink: ['Please enter a valid URL'],
      },
    });
    expect(await projectCount()).toBe(before);
    expect(storedFileCount()).toBe(files);
  });

  it('refuses code links that are not http(s), which would become a dangerous href', async () => {
    const owner = await signUp();
    for (const codeLink of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/x']) {
      const response = await postMultipart(owner, {
        projectData: JSON.stringify(validProject({ codeLink })),
      });
      expect(response.statusCode, codeLink).toBe(400);
      expect(response.json().errors.codeLink).toEqual(['Please enter a valid URL']);
    }
  });

  it('refuses a text file named .png (415) and a 6 MB image (413), leaving nothing behind', async () => {
    const owner = await signUp();
    const before = await projectCount();
    const files = storedFileCount();
    const projectData = JSON.stringify(validProject());

    const text = await postMultipart(
      owner,
      { projectData },
      { data: Buffer.from('hello, I am text'), filename: 'screen.png' },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('File type must be PNG, JPEG, GIF or WebP');

    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const large = await postMultipart(owner, { projectData }, { data: big, filename: 'big.png' });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('File is larger than 5242880 bytes');

    expect(await projectCount()).toBe(before);
    expect(storedFileCount()).toBe(files);
  });

  it('refuses malformed projectData', async () => {
    const owner = await signUp();
    const response = await postMultipart(owner, { projectData: '{not json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('projectData must be a JSON object');
  });
});

describe('POST /api/projects (JSON, dashboard variant)', () => {
  it('defaults budget to 0, trims and de-duplicates technologies, stores no fake repo link', async () => {
    const owner = await signUp();
    const response = await postJson(owner, {
      name: '  Recipe manager  ',
      description: LONG_DESCRIPTION,
      techStack: ' react , Node.js, React ,  ,node.js, Svelte Kit ',
      timeframe: ' 3 weeks ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Recipe manager',
      techStack: ['React', 'Node.js', 'Svelte Kit'],
      codeLink: null,
      budget: 0,
      timeframe: '3 weeks',
    });
  });

  it('takes a budget in whole dollars and an array of technologies', async () => {
    const owner = await signUp();
    const response = await postJson(owner, {
      ...validProject(),
      budget: 2500,
      timeframe: '1 month',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ budget: 2500, codeLink: validProject().codeLink });
  });

  it('takes the budget and submitter of a multipart form as decimal digits', async () => {
    const owner = await signUp();
    const inProjectData = await postMultipart(owner, {
      projectData: JSON.stringify({
        ...validProject(),
        budget: '2500',
        submitterId: `${owner.user.id}`,
      }),
    });
    expect(inProjectData.statusCode, inProjectData.body).toBe(201);
    expect(inProjectData.json().budget).toBe(2500);
    const oneByOne = await postMultipart(owner, {
      ...validProject(),
      techStack: JSON.stringify(['React']),
      budget: '40',
      submitterId: `${owner.user.id}`,
    });
    expect(oneByOne.statusCode, oneByOne.body).toBe(201);
    expect(oneByOne.json().budget).toBe(40);
  });

  it('refuses a missing timeframe and a budget that is not whole dollars', async () => {
    const owner = await signUp();
    const response = await postJson(owner, { ...validProject(), budget: '12.50' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      timeframe: ['Please fill in all required fields'],
      budget: ['Budget must be a whole number of dollars'],
    });
  });

  it('returns the spec messages for an empty body', async () => {
    const owner = await signUp();
    const response = await postJson(owner, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: ['Project name must be at least 5 characters'],
      description: ['Description must be at least 50 characters'],
      techStack: ['Select at least one technology'],
    });
  });
});

describe('who may submit', () => {
  it('refuses visitors with 401 and the spec text, developers with 403', async () => {
    const visitor = await postJson(null, { ...validProject(), timeframe: 'x' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to submit a project');

    const dev = await signUp({ role: 'developer' });
    const developer = await postJson(dev, { ...validProject(), timeframe: 'x' });
    expect(developer.statusCode).toBe(403);
    expect(developer.json().message).toBe('Only creators can submit projects');
  });

  it('refuses a developer before reading the upload', async () => {
    const dev = await signUp({ role: 'developer' });
    const files = storedFileCount();
    const response = await postMultipart(
      dev,
      { projectData: JSON.stringify(validProject()) },
      { data: await png(), filename: 'screen.png' },
    );
    expect(response.statusCode).toBe(403);
    expect(storedFileCount()).toBe(files);
  });

  it('never trusts submitterId: naming someone else is 403 and stores nothing', async () => {
    const owner = await signUp();
    const other = await signUp();
    const before = await projectCount();
    const json = await postJson(owner, {
      ...validProject(),
      timeframe: 'x',
      submitterId: other.user.id,
    });
    expect(json.statusCode).toBe(403);
    expect(json.json().message).toBe('You can only submit a project as yourself');
    const files = storedFileCount();
    const multipart = await postMultipart(
      owner,
      { projectData: JSON.stringify({ ...validProject(), submitterId: other.user.id }) },
      { data: await png(), filename: 'a.png' },
    );
    expect(multipart.statusCode).toBe(403);
    expect(storedFileCount()).toBe(files);
    expect(await projectCount()).toBe(before);
  });
});

describe('GET /api/projects/{id}', () => {
  it("returns the project, its owner's name and rating, and bids as the viewer may see them", async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const otherDev = await signUp({ role: 'developer' });
    const project = await createProject(owner);
    expect((await bid(project.id, dev)).statusCode).toBe(201);

    const asVisitor = await get(`/api/projects/${project.id}`);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json()).toMatchObject({
      id: project.id,
      bidCount: 1,
      submitter: { username: owner.user.username, rating: null },
    });
    expect(asVisitor.json().bids).toHaveLength(1);
    expect(asVisitor.json().bids[0]).toMatchObject({ detailsHidden: true, amount: null });

    const asOwner = await get(`/api/projects/${project.id}`, owner);
    expect(asOwner.json().bids[0]).toMatchObject({ detailsHidden: false, amount: 800 });
    const asBidder = await get(`/api/projects/${project.id}`, dev);
    expect(asBidder.json().bids[0]).toMatchObject({ detailsHidden: false, amount: 800 });
    const asOther = await get(`/api/projects/${project.id}`, otherDev);
    expect(asOther.json().bids[0]).toMatchObject({ detailsHidden: true, message: null });
  });

  it("gives the owner's rating as the average of the reviews they received", async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const dev2 = await signUp({ role: 'developer' });
    const project = await createProject(owner);
    const second = await createProject(owner);
    await db.insert(reviews).values([
      { projectId: project.id, reviewerId: dev.user.id, revieweeId: owner.user.id, rating: 5 },
      { projectId: second.id, reviewerId: dev2.user.id, revieweeId: owner.user.id, rating: 4 },
    ]);
    const response = await get(`/api/projects/${project.id}`);
    expect(response.json().submitter).toEqual({
      username: owner.user.username,
      rating: 4.5,
      reviewCount: 2,
      completedProjects: 0,
    });
  });

  it('hides paused and cancelled projects from everyone but their owner (404)', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    for (const status of ['paused', 'cancelled'] as const) {
      const project = await createProject(owner);
      await forceStatus(project.id, status);
      expect((await get(`/api/projects/${project.id}`)).statusCode).toBe(404);
      expect((await get(`/api/projects/${project.id}`, dev)).statusCode).toBe(404);
      const mine = await get(`/api/projects/${project.id}`, owner);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().status).toBe(status);
    }
  });

  it('is 404 for a missing project and 400 for a malformed id', async () => {
    expect((await get('/api/projects/99999999')).json()).toEqual({
      message: 'Project not found',
      code: 'not_found',
    });
    expect((await get('/api/projects/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/projects/{id}/status', () => {
  it('pauses, reactivates and cancels for the owner, notifying bidders of pause and cancel', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await createProject(owner);
    await bid(project.id, dev);

    const paused = await setStatus(project.id, owner, 'paused');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: project.id, status: 'paused', bidCount: 1 });

    const reactivated = await setStatus(project.id, owner, 'active');
    expect(reactivated.json().status).toBe('active');

    const cancelled = await setStatus(project.id, owner, 'cancelled');
    expect(cancelled.json().status).toBe('cancelled');

    const sent = await db
      .select({ title: notifications.title, type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, dev.user.id), eq(notifications.relatedId, project.id)))
      .orderBy(notifications.id);
    expect(sent.filter((n) => n.type === 'project')).toEqual([
      { title: 'Project paused', type: 'project' },
      { title: 'Project cancelled', type: 'project' },
    ]);
    // Nobody can accept the pending bid of a cancelled project any more.
    const [pending] = await db.select().from(bids).where(eq(bids.projectId, project.id));
    expect(pending!.status).toBe('rejected');
  });

  it('allows each transition of the life cycle and refuses every other with 409', async () => {
    const owner = await signUp();
    const cases: [ProjectStatus, string, number, string?][] = [
      ['open', 'paused', 200],
      ['active', 'paused', 200],
      ['paused', 'active', 200],
      ['open', 'cancelled', 200],
      ['active', 'cancelled', 200],
      ['paused', 'cancelled', 200],
      ['in_progress', 'cancelled', 200],
      ['open', 'active', 409, 'Only a paused project can be reactivated'],
      ['active', 'active', 409, 'Only a paused project can be reactivated'],
      ['paused', 'paused', 409, 'Only a project that is open for bids can be paused'],
      ['in_progress', 'paused', 409, 'Only a project that is open for bids can be paused'],
      ['paid', 'paused', 409, 'Only a project that is open for bids can be paused'],
      ['completed', 'paused', 409, 'Only a project that is open for bids can be paused'],
      ['cancelled', 'active', 409, 'Only a paused project can be reactivated'],
      ['cancelled', 'cancelled', 409, 'This project is already cancelled'],
      ['completed', 'cancelled', 409, 'A completed project cannot be cancelled'],
      ['paid', 'cancelled', 200],
    ];
    for (const [from, to, status, message] of cases) {
      const project = await createProject(owner);
      await forceStatus(project.id, from);
      const response = await setStatus(project.id, owner, to);
      expect(response.statusCode, `${from} -> ${to}`).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
      expect(row!.status).toBe(status === 200 ? to : from);
    }
  });

  it('refuses to cancel a project with a payment in progress', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await createProject(owner);
    const [bidRow] = await db
      .insert(bids)
      .values({
        projectId: project.id,
        finisherId: dev.user.id,
        amount: 100,
        timeline: 3,
        message: 'x'.repeat(20),
        status: 'accepted',
      })
      .returning();
    await forceStatus(project.id, 'in_progress');
    await db.insert(payments).values({
      bidId: bidRow!.id,
      amount: 10000,
      platformFee: 1000,
      developerAmount: 9000,
      provider: 'sandbox',
      status: 'pending',
      checkoutExpiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const response = await setStatus(project.id, owner, 'cancelled');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A payment for this project is in progress, so it cannot be cancelled now',
    );
  });

  it('is owner only: 401 signed out, 403 for anyone else, unknown status 400', async () => {
    const owner = await signUp();
    const other = await signUp();
    const dev = await signUp({ role: 'developer' });
    const project = await createProject(owner);
    expect((await setStatus(project.id, null, 'paused')).statusCode).toBe(401);
    for (const who of [other, dev]) {
      const response = await setStatus(project.id, who, 'paused');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the project owner can change its status');
    }
    const bad = await setStatus(project.id, owner, 'completed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be paused, cancelled or active');
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.status).toBe('open');
  });

  it('lets only one of two concurrent pauses win', async () => {
    const owner = await signUp();
    const project = await createProject(owner);
    const results = await Promise.all([
      setStatus(project.id, owner, 'paused'),
      setStatus(project.id, owner, 'paused'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('GET /api/users/{id}/projects', () => {
  it("returns the user's own projects as submitter or finisher, newest first, every status", async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const first = await createProject(owner, { name: 'First own project' });
    const second = await createProject(owner, { name: 'Second own project' });
    await forceStatus(second.id, 'paused');
    await db
      .update(projects)
      .set({ finisherId: dev.user.id, status: 'in_progress' })
      .where(eq(projects.id, first.id));

    const mine = await get(`/api/users/${owner.user.id}/projects`, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((p: ProjectView) => p.id)).toEqual([second.id, first.id]);

    const finishing = await get(`/api/users/${dev.user.id}/projects`, dev);
    expect(finishing.json().map((p: ProjectView) => p.id)).toEqual([first.id]);

    const onlySubmitted = await get(`/api/users/${dev.user.id}/projects?as=submitter`, dev);
    expect(onlySubmitted.json()).toEqual([]);
    const paused = await get(`/api/users/${owner.user.id}/projects?status=paused`, owner);
    expect(paused.json().map((p: ProjectView) => p.id)).toEqual([second.id]);
  });

  it('with hasBids=true, keeps only the projects that received a bid (Jobs With Bids)', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const quiet = await createProject(owner, { name: 'Project without bids' });
    const wanted = await createProject(owner, { name: 'Project with a bid' });
    await db.insert(bids).values({
      projectId: wanted.id,
      finisherId: dev.user.id,
      amount: 500,
      timeline: 7,
      message: 'I can finish this in a week with tests.',
    });
    const withBids = await get(`/api/users/${owner.user.id}/projects?hasBids=true`, owner);
    expect(withBids.json().map((p: ProjectView) => p.id)).toEqual([wanted.id]);
    const all = await get(`/api/users/${owner.user.id}/projects?hasBids=false`, owner);
    expect(all.json().map((p: ProjectView) => p.id)).toEqual([wanted.id, quiet.id]);
  });

  it("refuses someone else's projects with 403 and visitors with 401", async () => {
    const owner = await signUp();
    const other = await signUp();
    const response = await get(`/api/users/${owner.user.id}/projects`, other);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only view your own projects');
    expect((await get(`/api/users/${owner.user.id}/projects`)).statusCode).toBe(401);
  });
});
