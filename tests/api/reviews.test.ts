/**
 * Reviews (issue 12): after completion each side reviews the other once, may change it for 14
 * days, and the reviews are public on the reviewed person's profile, where they make the ratings.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../src/server/db/schema.js';
import { paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const t = await createTestApp();
const { app, db } = t;
const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const review = (projectId: number, who: TestUser | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/reviews`,
    headers: as(who),
    payload,
  });
const good = { rating: 5, comment: 'Clear brief and quick answers all along.' };

async function completedProject() {
  const setup = await paidProject(t, 200);
  await app.inject({
    method: 'POST',
    url: `/api/projects/${setup.project.id}/approve-delivery`,
    headers: as(setup.owner),
  });
  return setup;
}

describe('reviews', () => {
  it('are written once by each side of a completed project, never before, never by strangers', async () => {
    const early = await paidProject(t, 100);
    const tooEarly = await review(early.project.id, early.owner, good);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe('A project can be reviewed once it is completed');

    const { owner, developer, project } = await completedProject();
    const stranger = await t.signUp({ role: 'developer' });
    expect((await review(project.id, null, good)).statusCode).toBe(401);
    expect((await review(project.id, stranger, good)).statusCode).toBe(403);
    const invalid = await review(project.id, owner, { rating: 6, comment: 'short' });
    expect(invalid.json().errors).toEqual({
      rating: ['Choose a rating from 1 to 5 stars'],
      comment: ['Write at least 10 characters'],
    });

    const byOwner = await review(project.id, owner, {
      rating: 4,
      comment: 'Solid work, delivered on time.',
    });
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json()).toMatchObject({
      projectName: project.name,
      reviewer: { id: owner.user.id, role: 'creator' },
      reviewee: { id: developer.user.id, role: 'developer' },
      rating: 4,
    });
    const twice = await Promise.all([
      review(project.id, developer, good),
      review(project.id, developer, good),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db.select().from(reviews).where(eq(reviews.projectId, project.id))).toHaveLength(
      2,
    );

    // Public: on the developer's profile with the project's name, and in their stats.
    const received = await app.inject({ url: `/api/users/${developer.user.username}/reviews` });
    expect(received.json()).toEqual([
      expect.objectContaining({ projectName: project.name, rating: 4 }),
    ]);
    const stats = await app.inject({ url: `/api/developers/${developer.user.username}/stats` });
    expect(stats.json()).toMatchObject({ averageRating: 4, reviewCount: 1, completedProjects: 1 });
    const rating = await app.inject({ url: `/api/users/${owner.user.username}/rating` });
    expect(rating.json()).toEqual({
      username: owner.user.username,
      role: 'creator',
      averageRating: 5,
      reviewCount: 1,
    });
    const card = await app.inject({ url: `/api/projects/${project.id}` });
    expect(card.json()).toMatchObject({ submitterRating: 5, submitter: { rating: 5 } });
  });

  it('can be changed by their author for 14 days', async () => {
    const { owner, developer, project } = await completedProject();
    const written = (await review(project.id, owner, good)).json();
    const edit = (who: TestUser) =>
      app.inject({
        method: 'PATCH',
        url: `/api/reviews/${written.id}`,
        headers: as(who),
        payload: { rating: 3, comment: 'On reflection, a few rough edges.' },
      });
    expect((await edit(developer)).statusCode).toBe(403);
    expect((await edit(owner)).json()).toMatchObject({
      rating: 3,
      comment: 'On reflection, a few rough edges.',
    });
    await db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(reviews.id, written.id));
    const late = await edit(owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A review can be changed for 14 days after it was written');
  });
});
