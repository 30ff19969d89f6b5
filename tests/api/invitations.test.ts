/** Invitations to bid (issue 30): an owner asks a developer found in the directory to bid. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, notifications, projects } from '../../src/server/db/schema.js';
import type { ProjectStatus } from '../../src/shared/constants.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

async function project(owner: TestUser, status: ProjectStatus = 'open') {
  const [row] = await db
    .insert(projects)
    .values({
      name: `Half-built app ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A project that needs a finisher, described at enough length for the rules.',
      techStack: ['React'],
      submitterId: owner.user.id,
      status,
    })
    .returning();
  return row!;
}

const invite = (projectId: number, who: TestUser | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/invitations`,
    headers: who ? { cookie: who.cookie } : {},
    payload,
  });

const listOf = (who: TestUser, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/users/${who.user.id}/invitations${query}`,
    headers: { cookie: who.cookie },
  });

describe('POST /api/projects/{id}/invitations', () => {
  it('invites a developer, who is notified and finds it in their list until they bid', async () => {
    const owner = await signUp();
    const open = await project(owner);
    const dev = await signUp({ role: 'developer' });

    const response = await invite(open.id, owner, {
      username: dev.user.username,
      note: '  Your portfolio fits this one.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      note: 'Your portfolio fits this one.',
      developerUsername: dev.user.username,
      ownerUsername: owner.user.username,
      project: { id: open.id, name: open.name, status: 'open' },
      hasBid: false,
    });
    const [note] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, dev.user.id));
    expect(note).toMatchObject({
      type: 'project',
      title: 'Invitation to bid',
      relatedId: open.id,
      content: `${owner.user.username} invited you to bid on "${open.name}": Your portfolio fits this one.`,
    });

    expect((await listOf(dev)).json()).toEqual([response.json()]);
    const bid = await app.inject({
      method: 'POST',
      url: `/api/projects/${open.id}/bids`,
      headers: { cookie: dev.cookie },
      payload: { amount: 900, timeline: 7, message: 'Happy to, I have built three of these.' },
    });
    expect(bid.statusCode).toBe(201);
    expect((await listOf(dev)).json()[0].hasBid).toBe(true);
  });

  it('refuses a repeat (also two at once), a bidder, a creator, oneself and a closed project', async () => {
    const owner = await signUp();
    const open = await project(owner);
    const dev = await signUp({ role: 'developer' });
    const twice = await Promise.all([
      invite(open.id, owner, { username: dev.user.username }),
      invite(open.id, owner, { username: dev.user.username }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json().message).toBe(
      'You have already invited this developer to this project',
    );

    const creator = await signUp();
    const toCreator = await invite(open.id, owner, { username: creator.user.username });
    expect(toCreator.statusCode).toBe(400);
    expect(toCreator.json().errors.username).toEqual(['Only developers can be invited to bid']);
    const toSelf = await invite(open.id, owner, { username: owner.user.username });
    expect(toSelf.json().errors.username).toEqual(['You cannot invite yourself']);
    const unknown = await invite(open.id, owner, { username: 'nobody-by-this-name' });
    expect(unknown.statusCode).toBe(404);

    const byOther = await invite(open.id, dev, { username: dev.user.username });
    expect(byOther.statusCode).toBe(403);
    expect((await invite(open.id, null, { username: dev.user.username })).statusCode).toBe(401);

    const inProgress = await project(owner, 'in_progress');
    const closed = await invite(inProgress.id, owner, { username: dev.user.username });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This project is not accepting bids');

    const tooLong = await invite(open.id, owner, {
      username: dev.user.username,
      note: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.note).toEqual(['A note must be at most 500 characters']);

    const rows = await db
      .select()
      .from(invitations)
      .where(eq(invitations.developerId, dev.user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/users/{id}/invitations', () => {
  it('pages the developer’s own invitations, newest first, and refuses anyone else', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const open = await project(owner);
      ids.push((await invite(open.id, owner, { username: dev.user.username })).json().id);
    }
    const first = await listOf(dev, '?limit=2');
    expect(first.json().map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    const next = /<([^>]+)>;\s*rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await app.inject({ method: 'GET', url: next, headers: { cookie: dev.cookie } });
    expect(second.json().map((i: { id: number }) => i.id)).toEqual([ids[0]]);

    const other = await app.inject({
      method: 'GET',
      url: `/api/users/${dev.user.id}/invitations`,
      headers: { cookie: owner.cookie },
    });
    expect(other.statusCode).toBe(403);
  });
});
