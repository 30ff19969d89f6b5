/**
 * Public project reads served from memory (docs/decisions/performance.md): list pages for a short
 * time, a write through this instance clears them at once, and a viewer-specific list (Open Jobs)
 * is never cached; a project detail's row until one of its events, and what each viewer may see
 * of it decided per request.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, projects } from '../../src/server/db/schema.js';
import {
  acceptedBid,
  paidProject,
  payOnSandboxPage,
  startCheckout,
  waitForPaymentStatus,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp({ projectListCacheTtlMs: 60_000, projectDetailCacheTtlMs: 60_000 });
const { app, db, signUp } = t;
const creator = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });

const names = async (url: string, cookie?: string) =>
  ((await app.inject({ url, headers: cookie ? { cookie } : {} })).json() as { name: string }[]).map(
    (project) => project.name,
  );

/** The creator pauses one of their projects through the API (an event clears what it changed). */
const pause = (projectId: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/projects/${projectId}/status`,
    headers: { cookie: creator.cookie },
    payload: { status: 'paused' },
  });
const insertDirectly = (name: string) =>
  db.insert(projects).values({
    name,
    description: 'Inserted behind the API’s back, as another app instance would.',
    techStack: ['Go'],
    submitterId: creator.user.id,
  });

describe('project list cache', () => {
  it('serves a repeated list from memory, ignoring the client’s cache-busting parameter', async () => {
    expect(await names('/api/projects?_t=1')).toEqual([]);
    await insertDirectly('Written by another instance');
    expect(await names('/api/projects?_t=2')).toEqual([]);
  });

  it('is cleared by a project created through this instance', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: creator.cookie },
      payload: {
        name: 'Created through the API',
        description:
          'A booking app for climbing gyms. Auth and the schedule work; payments are missing.',
        techStack: ['React'],
        codeLink: 'https://github.com/example/gym',
        timeframe: '2 weeks',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await names('/api/projects')).toEqual([
      'Created through the API',
      'Written by another instance',
    ]);
  });

  it('is cleared by a status change through this instance', async () => {
    const [listed] = await db.select({ id: projects.id }).from(projects).limit(1);
    await insertDirectly('Also written elsewhere');
    const paused = await pause(listed!.id);
    expect(paused.statusCode).toBe(200);
    expect(await names('/api/projects')).toContain('Also written elsewhere');
  });

  it('never caches a viewer’s Open Jobs', async () => {
    const before = await names('/api/projects?excludeApplied=true', developer.cookie);
    await insertDirectly('Fresh for Open Jobs');
    const after = await names('/api/projects?excludeApplied=true', developer.cookie);
    expect(after).toEqual(['Fresh for Open Jobs', ...before]);
  });
});

describe('project detail cache', () => {
  const detail = async (id: number, who?: TestUser) =>
    app.inject({ url: `/api/projects/${id}`, headers: who ? { cookie: who.cookie } : {} });
  const renameDirectly = (id: number, name: string) =>
    db.update(projects).set({ name }).where(eq(projects.id, id));

  it('serves a detail from memory until an event of its project', async () => {
    const [project] = await insertDirectly('Detail kept in memory').returning();
    const [other] = await insertDirectly('Another kept detail').returning();
    expect((await detail(project!.id)).json().name).toBe('Detail kept in memory');
    expect((await detail(other!.id)).json().name).toBe('Another kept detail');
    await renameDirectly(project!.id, 'Renamed behind the events');
    await renameDirectly(other!.id, 'Also renamed behind the events');
    expect((await detail(project!.id)).json().name).toBe('Detail kept in memory');

    const bid = await app.inject({
      method: 'POST',
      url: `/api/projects/${project!.id}/bids`,
      headers: { cookie: developer.cookie },
      payload: { amount: 300, timeline: 5, message: 'I can finish the payments part this week.' },
    });
    expect(bid.statusCode, bid.body).toBe(201);
    expect((await detail(project!.id)).json()).toMatchObject({
      name: 'Renamed behind the events',
      bidCount: 1,
      bids: [{ amount: null, developerUsername: developer.user.username }],
    });
    // The same kept row, drawn for the bidder: their own amount shows.
    expect((await detail(project!.id, developer)).json().bids).toMatchObject([{ amount: 300 }]);
    // Only that project's row went.
    expect((await detail(other!.id)).json().name).toBe('Another kept detail');
  });

  it('applies each viewer’s rights to the kept row: a paused project is a 404 to visitors at once', async () => {
    const [project] = await insertDirectly('Paused while kept').returning();
    expect((await detail(project!.id)).statusCode).toBe(200);
    const paused = await pause(project!.id);
    expect(paused.statusCode).toBe(200);
    expect((await detail(project!.id)).statusCode).toBe(404);
    expect((await detail(project!.id, developer)).statusCode).toBe(404);
    expect((await detail(project!.id, creator)).json().status).toBe('paused');
  });

  it('forgets every detail when a user takes another name, and only then', async () => {
    const owner = await signUp({ role: 'creator' });
    const ids = [];
    for (const name of ['First of the renamed', 'Second of the renamed']) {
      const [row] = await db
        .insert(projects)
        .values({ name, description: 'Kept in memory.', submitterId: owner.user.id })
        .returning();
      ids.push(row!.id);
      expect((await detail(row!.id)).json().submitterUsername).toBe(owner.user.username);
    }
    const profile = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/users/${owner.user.id}/profile`,
        headers: { cookie: owner.cookie },
        payload,
      });
    const renames = () => db.select().from(events).where(eq(events.type, 'user.renamed'));
    expect((await profile({ bio: 'Still the same name.' })).statusCode).toBe(200);
    expect(await renames()).toEqual([]);

    const username = `renamed_${owner.user.id}`;
    expect((await profile({ username })).statusCode).toBe(200);
    for (const id of ids) expect((await detail(id)).json().submitterUsername).toBe(username);
    expect((await renames()).map((event) => event.payload)).toEqual([
      expect.objectContaining({ data: { userId: owner.user.id } }),
    ]);
  });

  it('shows an edited review’s new average on the reviewee’s projects', async () => {
    const { owner, developer: builder, project } = await paidProject(t, 200);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/approve-delivery`,
      headers: { cookie: owner.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [another] = await db
      .insert(projects)
      .values({ name: 'The owner’s next one', description: 'Open.', submitterId: owner.user.id })
      .returning();
    expect((await detail(another!.id)).json().submitterRating).toBeNull();

    const written = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/reviews`,
      headers: { cookie: builder.cookie },
      payload: { rating: 5, comment: 'Clear brief and quick answers all along.' },
    });
    expect(written.statusCode, written.body).toBe(201);
    expect((await detail(another!.id)).json().submitterRating).toBe(5);

    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/reviews/${written.json().id}`,
      headers: { cookie: builder.cookie },
      payload: { rating: 2, comment: 'On reflection, slow to answer.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail(another!.id)).json().submitterRating).toBe(2);
    expect((await detail(project.id, owner)).json().submitterRating).toBe(2);
  });

  it('shows the owner’s first payment on every kept detail of theirs', async () => {
    const { owner, bidId } = await acceptedBid(t, 200);
    const [another] = await db
      .insert(projects)
      .values({ name: 'Kept while paying', description: 'Open.', submitterId: owner.user.id })
      .returning();
    expect((await detail(another!.id)).json().submitterHasPaid).toBe(false);

    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    await payOnSandboxPage(t, owner, checkoutUrl);
    await waitForPaymentStatus(t, paymentId, 'succeeded');
    expect((await detail(another!.id)).json().submitterHasPaid).toBe(true);
  });
});
