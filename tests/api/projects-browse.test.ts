/** Browsing projects (issue 3): default list, filters, full-text search, pagination, technologies. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../../src/shared/constants.js';
import type { ProjectView } from '../../src/shared/contract/projects.js';
import { projects } from '../../src/server/db/schema.js';
import { TECHNOLOGY_WALK } from '../../src/server/features/projects/list-projects.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

// This file's database holds only the projects these tests create.
const { app, db, signUp } = await createTestApp();

const DESCRIPTION =
  'Half of it works already; the rest needs an experienced developer to finish and ship.';

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const get = (url: string, who: TestUser | null = null) =>
  app.inject({ method: 'GET', url, headers: as(who) });

async function create(
  owner: TestUser,
  fields: { name: string; techStack: string[]; description?: string },
  status: ProjectStatus = 'open',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: as(owner),
    payload: { description: DESCRIPTION, timeframe: '2 weeks', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  const project = response.json() as ProjectView;
  if (status !== 'open')
    await db.update(projects).set({ status }).where(eq(projects.id, project.id));
  return project;
}

const ids = (body: ProjectView[]) => body.map((p) => p.id);
const nextLink = (link: string | string[] | number | undefined) =>
  typeof link === 'string' ? /<([^>]+)>; rel="next"/.exec(link)?.[1] : undefined;

const owner = await signUp();
const dev = await signUp({ role: 'developer' });
const bakery = await create(owner, {
  name: 'Bakery ordering app',
  techStack: ['React', 'Node.js'],
  description: `Customers order sourdough loaves ahead of time. ${DESCRIPTION}`,
});
const gym = await create(owner, { name: 'Climbing gym booking', techStack: ['Vue.js', 'Django'] });
const paused = await create(
  owner,
  { name: 'Paused podcast player', techStack: ['React'] },
  'paused',
);
const cancelled = await create(
  owner,
  { name: 'Cancelled chat app', techStack: ['Go'] },
  'cancelled',
);
const done = await create(owner, { name: 'Completed survey tool', techStack: ['Go'] }, 'completed');
const active = await create(
  owner,
  { name: 'Active sourdough blog', techStack: ['Svelte'] },
  'active',
);

describe('GET /api/projects', () => {
  it('lists open and active projects newest first to everyone, with owner name and bid count', async () => {
    const response = await get('/api/projects');
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([active.id, gym.id, bakery.id]);
    expect(response.json()[2]).toMatchObject({
      submitterUsername: owner.user.username,
      bidCount: 0,
      techStack: ['React', 'Node.js'],
    });
  });

  it('never lists paused or cancelled projects, and filters by status', async () => {
    const completed = await get('/api/projects?status=completed');
    expect(ids(completed.json())).toEqual([done.id]);
    const both = await get('/api/projects?status=open,completed');
    expect(ids(both.json())).toEqual([done.id, gym.id, bakery.id]);
    for (const status of ['paused', 'cancelled', 'open,paused', 'bogus']) {
      const refused = await get(`/api/projects?status=${status}`);
      expect(refused.statusCode, status).toBe(400);
    }
    const all = await get('/api/projects?limit=100');
    expect(ids(all.json())).not.toContain(paused.id);
    expect(ids(all.json())).not.toContain(cancelled.id);
  });

  it('filters by technology', async () => {
    const react = await get('/api/projects?tech=React');
    expect(ids(react.json())).toEqual([bakery.id]);
    const none = await get('/api/projects?tech=COBOL');
    expect(none.json()).toEqual([]);
  });

  it('finds a project by a word of its description and by a technology, ranked', async () => {
    const byWord = await get('/api/projects?q=loaves');
    expect(ids(byWord.json())).toEqual([bakery.id]);
    const byTech = await get('/api/projects?q=django');
    expect(ids(byTech.json())).toEqual([gym.id]);
    // Stemmed: "ordering" finds "order"; name matches outrank description matches.
    const stemmed = await get('/api/projects?q=order');
    expect(ids(stemmed.json())).toEqual([bakery.id]);
    const ranked = await get('/api/projects?q=sourdough');
    expect(ids(ranked.json())).toEqual([active.id, bakery.id]);
    const combined = await get('/api/projects?q=sourdough&tech=React');
    expect(ids(combined.json())).toEqual([bakery.id]);
    const nothing = await get('/api/projects?q=the');
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual([]);
  });

  it("leaves out a developer's own bids with excludeApplied=true (Open Jobs)", async () => {
    const bidResponse = await app.inject({
      method: 'POST',
      url: `/api/projects/${gym.id}/bids`,
      headers: as(dev),
      payload: { amount: 300, timeline: 5, message: 'I know Django well and can finish this.' },
    });
    expect(bidResponse.statusCode).toBe(201);
    const open = await get('/api/projects?excludeApplied=true', dev);
    expect(ids(open.json())).toEqual([active.id, bakery.id]);
    const ownerView = await get('/api/projects?excludeApplied=true', owner);
    expect(ownerView.json()).toEqual([]);
    const everything = await get('/api/projects', dev);
    expect(ids(everything.json())).toContain(gym.id);
    expect(everything.json().find((p: ProjectView) => p.id === gym.id).bidCount).toBe(1);
  });

  it('refuses a forged cursor', async () => {
    expect((await get('/api/projects?cursor=nonsense')).statusCode).toBe(400);
    expect((await get('/api/projects?q=app&cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('pagination', () => {
  it('returns every project exactly once while new ones are inserted', async () => {
    const other = await signUp();
    const before = await get('/api/projects?limit=100');
    const expected = new Set(ids(before.json()));
    for (let i = 0; i < 7; i += 1) {
      const p = await create(other, { name: `Paged project ${i}`, techStack: ['Rust'] });
      expected.add(p.id);
    }

    const seen: number[] = [];
    let url: string | undefined = '/api/projects?limit=3';
    let inserted = 0;
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const page = response.json() as ProjectView[];
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...ids(page));
      url = nextLink(response.headers.link);
      // Someone posts while we page: newer than the cursor, so neither repeated nor skipped.
      if (url && inserted < 3) {
        await create(other, { name: `Inserted meanwhile ${inserted}`, techStack: ['Rust'] });
        inserted += 1;
      }
    }
    expect(seen).toHaveLength(new Set(seen).size);
    expect(new Set(seen)).toEqual(expected);
  });

  it('pages through projects created in the same instant (one transaction) without skipping', async () => {
    const other = await signUp();
    // One transaction's now(): the same time to the microsecond, as an import would write.
    const sameTime = await db.transaction((tx) =>
      tx
        .insert(projects)
        .values(
          [1, 2, 3].map((i) => ({
            name: `Imported together ${i}`,
            description: DESCRIPTION,
            techStack: ['Zig'],
            submitterId: other.user.id,
          })),
        )
        .returning({ id: projects.id }),
    );
    const seen: number[] = [];
    let url: string | undefined = '/api/projects?tech=Zig&limit=1';
    while (url) {
      const response = await get(url);
      seen.push(...ids(response.json()));
      url = nextLink(response.headers.link);
    }
    expect(seen).toEqual(sameTime.map((p) => p.id).sort((a, b) => b - a));
  });

  it('pages through search results by rank without repeats', async () => {
    const other = await signUp();
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await create(other, {
          name: i % 2 ? `Kanban board ${i}` : `Task app ${i}`,
          techStack: ['Rust'],
          description: `A kanban ${'kanban '.repeat(i)}tool. ${DESCRIPTION}`,
        }),
      );
    }
    const seen: number[] = [];
    let url: string | undefined = '/api/projects?q=kanban&limit=2';
    while (url) {
      const response = await get(url);
      seen.push(...ids(response.json()));
      url = nextLink(response.headers.link);
    }
    expect(seen.sort()).toEqual(ids(made).sort());
  });
});

describe('GET /api/projects/technologies', () => {
  it('lists the technologies of projects open for bids, most used first', async () => {
    const response = await get('/api/projects/technologies');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { name: string; count: number }[];
    expect(list[0]).toEqual({ name: 'Rust', count: 15 });
    const names = list.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['React', 'Node.js', 'Vue.js', 'Django', 'Svelte']),
    );
    // Go is only on cancelled and completed projects.
    expect(names).not.toContain('Go');
    expect(list.find((t) => t.name === 'React')!.count).toBe(1);
    const limited = await get('/api/projects/technologies?limit=2');
    expect(limited.json()).toHaveLength(2);
  });
});

// Last in this file: it adds thousands of listed projects.
describe('a technology rarer than the walk of its pages', () => {
  it('pages through every project of it once, newest first, past the walked cards', async () => {
    // TECHNOLOGY_WALK listed cards are walked after the cursor; the older ones of a rare
    // technology come through its GIN index (list-projects.ts, technologyPage).
    const other = await signUp();
    const count = TECHNOLOGY_WALK + 600;
    const base = Date.UTC(2025, 0, 1);
    await db.insert(projects).values(
      Array.from({ length: count }, (_, i) => ({
        name: `Filler ${i}`,
        description: DESCRIPTION,
        techStack: i % 401 === 0 ? ['Kiln', 'Go'] : ['Go'],
        status: i % 802 === 401 ? ('paused' as const) : ('open' as const),
        submitterId: other.user.id,
        // Two at each instant: ties are broken by id.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const listed = (
      await db
        .select({ id: projects.id, createdAt: projects.createdAt })
        .from(projects)
        .where(sql`${projects.techStack} @> array['Kiln'] and ${projects.status} = 'open'`)
    )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => row.id);
    expect(listed.length).toBeGreaterThan(5);
    for (const limit of [2, 5, 50]) {
      const seen: number[] = [];
      let url: string | undefined = `/api/projects?tech=Kiln&limit=${limit}`;
      while (url) {
        const response = await get(url);
        expect(response.statusCode, response.body).toBe(200);
        seen.push(...ids(response.json()));
        url = nextLink(response.headers.link);
        expect(seen.length).toBeLessThanOrEqual(listed.length);
      }
      expect(seen).toEqual(listed);
    }
  });
});
