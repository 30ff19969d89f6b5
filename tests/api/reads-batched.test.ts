/**
 * Reads asked for in the same turn share one statement (db/read-batcher.ts): pages of projects
 * newest first, and project details. Each request must still get exactly what it would have got
 * alone: its own page and next cursor, its own detail as its viewer may see it, its own 404.
 */
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { UserRow } from '../../src/server/db/schema.js';
import { bids, projects, users } from '../../src/server/db/schema.js';
import { listDevelopers } from '../../src/server/features/developers/list-developers.js';
import { encodeCursor } from '../../src/server/core/pagination.js';
import { getProjectDetail } from '../../src/server/features/projects/get-project-detail.js';
import {
  listProjects,
  type ListProjectsOptions,
} from '../../src/server/features/projects/list-projects.js';
import type { ProjectStatus } from '../../src/shared/constants.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const owner = await signUp();
const developer = await signUp({ role: 'developer' });
const otherDeveloper = await signUp({ role: 'developer' });

const STATUSES: ProjectStatus[] = ['open', 'open', 'active', 'in_progress', 'completed', 'paused'];
const TECH = ['Go', 'React', 'Rust'];
// Two projects share each time, so that pages end between equal times too.
const made = await db
  .insert(projects)
  .values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Batched project ${i}`,
      description: 'Half finished; needs someone to finish it and hand it over properly.',
      techStack: [TECH[i % TECH.length]!],
      status: STATUSES[i % STATUSES.length]!,
      submitterId: owner.user.id,
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000),
    })),
  )
  .returning({ id: projects.id, status: projects.status });
await db.insert(bids).values(
  made
    .filter((_, i) => i % 3 === 0)
    .map((project) => ({
      projectId: project.id,
      finisherId: developer.user.id,
      amount: 500,
      timeline: 10,
      message: 'I can finish this in two weeks.',
    })),
);

const asUser = (who: { user: unknown }) => who.user as UserRow;

/** Every page of `input`, one request at a time, each alone in its turn. */
async function walkAlone(input: ListProjectsOptions, actor: UserRow | null) {
  const pages: { cursor?: string; page: Awaited<ReturnType<typeof listProjects>> }[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProjects({ db, actor, input: { ...input, cursor } });
    pages.push({ cursor, page });
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

describe('pages newest first asked for at once', () => {
  it('each get the page and the next cursor they get alone, across shapes and filter values', async () => {
    const shapes: { input: ListProjectsOptions; actor: UserRow | null }[] = [
      { input: { limit: 1 }, actor: null },
      { input: { limit: 2 }, actor: null },
      { input: { limit: 4, tech: 'Go' }, actor: null },
      { input: { limit: 4, tech: 'Rust' }, actor: null },
      { input: { limit: 3, statuses: ['completed'] }, actor: null },
      { input: { limit: 3, statuses: ['active', 'in_progress'] }, actor: null },
      { input: { limit: 2, excludeApplied: true }, actor: asUser(developer) },
      { input: { limit: 2, excludeApplied: true }, actor: asUser(otherDeveloper) },
    ];
    const alone = [];
    for (const { input, actor } of shapes) {
      for (const { cursor, page } of await walkAlone(input, actor)) {
        alone.push({ input: { ...input, cursor }, actor, page });
      }
    }
    expect(alone.length).toBeGreaterThan(40);

    // All in one turn: the batcher groups them by shape and filter values.
    const together = await Promise.all(
      alone.map(({ input, actor }) => listProjects({ db, actor, input })),
    );
    expect(together).toEqual(alone.map(({ page }) => page));
  });

  it('through the API too: concurrent requests for different pages each get theirs', async () => {
    const urls = ['/api/projects?limit=2'];
    const bodies: string[] = [];
    const links: (string | undefined)[] = [];
    while (urls.length > bodies.length) {
      const response = await app.inject({ url: urls[bodies.length]! });
      bodies.push(response.body);
      const link = response.headers.link as string | undefined;
      links.push(link);
      const next = link && /<([^>]+)>; rel="next"/.exec(link)?.[1];
      if (next) urls.push(next);
    }
    expect(urls.length).toBeGreaterThan(5);

    const responses = await Promise.all(urls.map((url) => app.inject({ url })));
    expect(responses.map((response) => response.body)).toEqual(bodies);
    expect(responses.map((response) => response.headers.link)).toEqual(links);
  });
});

describe('project details asked for at once', () => {
  it('each get their own project as their viewer may see it, or their own 404', async () => {
    const paused = made.find((project) => project.status === 'paused')!;
    const requests = [
      ...made.slice(0, 12).map((project) => ({ projectId: project.id, actor: null })),
      { projectId: made[0]!.id, actor: asUser(owner) },
      { projectId: made[0]!.id, actor: asUser(developer) },
      { projectId: paused.id, actor: asUser(owner) },
      { projectId: paused.id, actor: null },
      { projectId: 2_000_000_000, actor: null },
    ];
    const settle = (request: (typeof requests)[number]) =>
      getProjectDetail({ db, actor: request.actor, input: { projectId: request.projectId } }).then(
        (detail) => ({ detail }),
        (error: { statusCode?: number }) => ({ status: error.statusCode }),
      );
    const alone = [];
    for (const request of requests) alone.push(await settle(request));
    // Two paused projects among the first twelve and the paused one to a visitor, and no such id.
    expect(alone.filter((result) => 'status' in result)).toHaveLength(4);

    expect(await Promise.all(requests.map(settle))).toEqual(alone);
  });
});

describe('directory pages asked for at once', () => {
  it('each get the rows they get alone, with and without the availability filter', async () => {
    const more = [];
    for (let i = 0; i < 7; i += 1) more.push(await signUp({ role: 'developer' }));
    const available = [developer, ...more.filter((_, i) => i % 2 === 0)];
    await db
      .update(users)
      .set({ available: true })
      .where(
        inArray(
          users.id,
          available.map((who) => who.user.id as number),
        ),
      );

    const alone = [];
    for (const filter of [{}, { available: true }, { available: false }]) {
      for (const limit of [1, 3]) {
        let cursor: string | undefined;
        do {
          const input = { ...filter, limit, cursor };
          const rows = await listDevelopers({ db, actor: null, input });
          alone.push({ input, rows });
          const last = rows.length > limit ? rows[limit - 1] : undefined;
          cursor = last ? encodeCursor(last) : undefined;
        } while (cursor);
      }
    }
    expect(alone.length).toBeGreaterThan(15);

    const together = await Promise.all(
      alone.map(({ input }) => listDevelopers({ db, actor: null, input })),
    );
    expect(together).toEqual(alone.map(({ rows }) => rows));
  });
});
