/**
 * Best match (issue 30; decisions.md, "Saved searches and choosing a bid"): GET /api/projects
 * with sort=match orders by how many of a project's technologies are among the viewer's skills,
 * then newest first, names the matched technologies, and pages without repeating or skipping.
 * Also the owner's signals a bidder sees on the project page. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectListEntrySchema } from '../../src/shared/contract/projects.js';
import { projects, reviews, users } from '../../src/server/db/schema.js';
import { MATCH_CANDIDATES } from '../../src/server/features/projects/list-best-match.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

interface Entry {
  id: number;
  name: string;
  matchedTechnologies?: string[];
}

/** A budget no other test's projects have, so a test can list its own projects alone. */
let nextBudget = 70_000;

async function postProjects(
  owner: TestUser,
  budget: number,
  list: { name: string; techStack: string[]; minutesAgo: number; status?: 'open' | 'completed' }[],
) {
  const rows = await db
    .insert(projects)
    .values(
      list.map(({ name, techStack, minutesAgo, status }) => ({
        name,
        description: 'A project that needs a finisher, described at enough length for the rules.',
        techStack,
        submitterId: owner.user.id,
        status: status ?? ('open' as const),
        budget,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })),
    )
    .returning();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function developerWith(skills: string[]) {
  const dev = await signUp({ role: 'developer' });
  await db.update(users).set({ skills }).where(eq(users.id, dev.user.id));
  return dev;
}

async function page(who: TestUser | null, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/projects?${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const next = /<[^>]*[?&]cursor=([^&>]+)[^>]*>; rel="next"/.exec(
    String(response.headers.link ?? ''),
  );
  return {
    items: response.json() as Entry[],
    cursor: next ? decodeURIComponent(next[1]!) : null,
  };
}

/** Every page of a query, `limit` at a time. */
async function allPages(who: TestUser | null, query: string, limit: number) {
  const items: Entry[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const result = await page(
      who,
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    items.push(...result.items);
    cursor = result.cursor;
    if (!cursor) break;
  }
  return items;
}

describe('GET /api/projects?sort=match', () => {
  it('orders by matched technologies, then newest, and names them', async () => {
    const owner = await signUp();
    const budget = nextBudget++;
    await postProjects(owner, budget, [
      { name: 'none-new', techStack: ['Elixir'], minutesAgo: 1 },
      { name: 'one-old', techStack: ['Go', 'React'], minutesAgo: 50 },
      { name: 'one-new', techStack: ['Node.js'], minutesAgo: 5 },
      { name: 'two', techStack: ['Node.js', 'Rust', 'React'], minutesAgo: 40 },
      { name: 'three', techStack: ['TypeScript', 'react', 'Node.js'], minutesAgo: 60 },
      { name: 'none-old', techStack: ['Haskell'], minutesAgo: 90 },
    ]);
    // Skills compare ignoring case; the card names the project's own spelling and order.
    const dev = await developerWith(['REACT', 'node.js', 'typescript']);

    const { items } = await page(dev, `sort=match&budgetMin=${budget}&budgetMax=${budget}`);
    expect(items.map((item) => item.name)).toEqual([
      'three',
      'two',
      'one-new',
      'one-old',
      'none-new',
      'none-old',
    ]);
    // Each answer is what the response schema lets through: the card's fields and the matches,
    // nothing else (the page is no longer JSON text made in SQL).
    const entries = z.array(projectListEntrySchema.strict()).safeParse(items);
    expect(entries.error).toBeUndefined();
    expect(items.map((item) => item.matchedTechnologies)).toEqual([
      ['TypeScript', 'react', 'Node.js'],
      ['Node.js', 'React'],
      ['Node.js'],
      ['React'],
      [],
      [],
    ]);

    // Newest first by default, without the reasons.
    const newest = await page(dev, `budgetMin=${budget}&budgetMax=${budget}`);
    expect(newest.items.map((item) => item.name)).toEqual([
      'none-new',
      'one-new',
      'two',
      'one-old',
      'three',
      'none-old',
    ]);
    expect(newest.items[0]).not.toHaveProperty('matchedTechnologies');
  });

  it('pages through every project once, in order, at every page size', async () => {
    const owner = await signUp();
    const budget = nextBudget++;
    const techs = ['React', 'Vue', 'Go', 'Rust'];
    const list = Array.from({ length: 23 }, (_, i) => ({
      name: `p${i}`,
      // 0 to 3 of the developer's skills; several projects at the same time and count.
      techStack: techs.slice(0, i % 4).concat('Elm'),
      minutesAgo: Math.floor(i / 3),
    }));
    await postProjects(owner, budget, list);
    const dev = await developerWith(['react', 'vue', 'go']);
    const query = `sort=match&budgetMin=${budget}&budgetMax=${budget}`;
    const whole = (await page(dev, `${query}&limit=100`)).items;
    expect(whole).toHaveLength(23);
    const counts = whole.map((item) => item.matchedTechnologies!.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const limit of [1, 2, 5, 7]) {
      expect((await allPages(dev, query, limit)).map((item) => item.id)).toEqual(
        whole.map((item) => item.id),
      );
    }
  });

  it('ranks the newest matches, then the older matches and the rest newest first, each once', async () => {
    // More projects share a skill than are ranked (MATCH_CANDIDATES): the newest of them are
    // ordered by count, the older ones follow newest first, then those with no match.
    const owner = await signUp();
    const budget = nextBudget++;
    const matching = MATCH_CANDIDATES + 50;
    await postProjects(
      owner,
      budget,
      Array.from({ length: matching + 10 }, (_, i) => ({
        name: `m${i}`,
        techStack: i >= matching ? ['Elm'] : i % 5 === 0 ? ['Go', 'Rust'] : ['Go'],
        minutesAgo: matching + 10 - i,
      })),
    );
    const dev = await developerWith(['go', 'rust']);
    const newest = (list: number[]) => list.sort((a, b) => b - a).map((i) => `m${i}`);
    const all = Array.from({ length: matching + 10 }, (_, i) => i);
    const candidates = all.filter((i) => i >= matching - MATCH_CANDIDATES && i < matching);
    const expected = [
      ...newest(candidates.filter((i) => i % 5 === 0)),
      ...newest(candidates.filter((i) => i % 5 !== 0)),
      ...newest(all.filter((i) => i < matching - MATCH_CANDIDATES)),
      ...newest(all.filter((i) => i >= matching)),
    ];
    const query = `sort=match&budgetMin=${budget}&budgetMax=${budget}`;
    for (const limit of [7, 50]) {
      const items = await allPages(dev, query, limit);
      expect(items.map((item) => item.name)).toEqual(expected);
      expect(items.find((item) => item.name === 'm0')?.matchedTechnologies).toEqual(['Go', 'Rust']);
    }
  });

  it('keeps a page stable when newer projects arrive', async () => {
    const owner = await signUp();
    const budget = nextBudget++;
    await postProjects(owner, budget, [
      { name: 'a', techStack: ['Go'], minutesAgo: 10 },
      { name: 'b', techStack: ['Go'], minutesAgo: 20 },
      { name: 'c', techStack: ['Elm'], minutesAgo: 30 },
      { name: 'd', techStack: ['Elm'], minutesAgo: 40 },
    ]);
    const dev = await developerWith(['Go']);
    const query = `sort=match&budgetMin=${budget}&budgetMax=${budget}&limit=2`;
    const first = await page(dev, query);
    expect(first.items.map((item) => item.name)).toEqual(['a', 'b']);
    await postProjects(owner, budget, [
      { name: 'new-match', techStack: ['Go'], minutesAgo: 0 },
      { name: 'new-other', techStack: ['Elm'], minutesAgo: 0 },
    ]);
    // Keyset paging: a new project that sorts before the cursor (a match, newer) is not on later
    // pages, one that sorts after it (no match) is; nothing repeats, nothing is skipped.
    const second = await page(dev, `${query}&cursor=${encodeURIComponent(first.cursor!)}`);
    expect(second.items.map((item) => item.name)).toEqual(['new-other', 'c']);
    const third = await page(dev, `${query}&cursor=${encodeURIComponent(second.cursor!)}`);
    expect(third.items.map((item) => item.name)).toEqual(['d']);
    expect(third.cursor).toBeNull();
  });

  it('orders newest first for a viewer without skills, and for a visitor', async () => {
    const owner = await signUp();
    const budget = nextBudget++;
    await postProjects(owner, budget, [
      { name: 'old', techStack: ['Go'], minutesAgo: 10 },
      { name: 'new', techStack: ['Rust'], minutesAgo: 1 },
    ]);
    const dev = await developerWith([]);
    for (const who of [dev, owner, null]) {
      const { items } = await page(who, `sort=match&budgetMin=${budget}&budgetMax=${budget}`);
      expect(items.map((item) => [item.name, item.matchedTechnologies])).toEqual([
        ['new', []],
        ['old', []],
      ]);
    }
  });

  it("applies Open Jobs' and the technology filter, and leaves a search to relevance", async () => {
    const owner = await signUp();
    const budget = nextBudget++;
    const ids = await postProjects(owner, budget, [
      { name: 'kiln go', techStack: ['Go'], minutesAgo: 10 },
      { name: 'kiln rust', techStack: ['Rust', 'Go'], minutesAgo: 20 },
    ]);
    const dev = await developerWith(['Go', 'Rust']);
    const bid = await app.inject({
      method: 'POST',
      url: `/api/projects/${ids.get('kiln rust')}/bids`,
      headers: { cookie: dev.cookie },
      payload: { amount: 500, timeline: 5, message: 'I have finished three apps like this one.' },
    });
    expect(bid.statusCode).toBe(201);
    const range = `budgetMin=${budget}&budgetMax=${budget}`;
    const open = await page(dev, `sort=match&excludeApplied=true&${range}`);
    expect(open.items.map((item) => item.name)).toEqual(['kiln go']);
    const rust = await page(owner, `sort=match&tech=Rust&${range}`);
    expect(rust.items.map((item) => item.name)).toEqual(['kiln rust']);
    const search = await page(dev, `sort=match&q=kiln&${range}`);
    expect(search.items.map((item) => item.name).sort()).toEqual(['kiln go', 'kiln rust']);
    expect(search.items[0]).not.toHaveProperty('matchedTechnologies');
  });

  it('refuses a cursor of another order or a bad sort', async () => {
    const dev = await developerWith(['Go']);
    const bad = Buffer.from(JSON.stringify([new Date().toISOString(), 1, 99])).toString(
      'base64url',
    );
    const cursor = await app.inject({
      method: 'GET',
      url: `/api/projects?sort=match&cursor=${bad}`,
      headers: { cookie: dev.cookie },
    });
    expect(cursor.statusCode).toBe(400);
    const sort = await app.inject({ method: 'GET', url: '/api/projects?sort=best' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe('sort must be newest or match');
  });
  // Its plan at 100,000 projects (the index, the rest newest first): projects-plans.test.ts.
});

describe("the owner's signals on the project page", () => {
  it('shows has paid before, completed projects and the rating with its count', async () => {
    const owner = await signUp();
    const dev = await developerWith(['Go']);
    const other = await developerWith([]);
    const ids = await postProjects(owner, nextBudget++, [
      { name: 'done one', techStack: ['Go'], minutesAgo: 100, status: 'completed' },
      { name: 'done two', techStack: ['Go'], minutesAgo: 90, status: 'completed' },
      { name: 'open one', techStack: ['Go'], minutesAgo: 1 },
    ]);
    const read = async (projectId: number) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/projects/${projectId}`,
        headers: { cookie: dev.cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const newcomer = await signUp();
    const first = await postProjects(newcomer, nextBudget++, [
      { name: 'first one', techStack: ['Go'], minutesAgo: 1 },
    ]);
    expect(await read(first.get('first one')!)).toMatchObject({
      submitterHasPaid: false,
      submitter: { rating: null, reviewCount: 0, completedProjects: 0 },
    });

    await db.insert(reviews).values([
      {
        projectId: ids.get('done one')!,
        reviewerId: dev.user.id,
        revieweeId: owner.user.id,
        rating: 5,
      },
      {
        projectId: ids.get('done two')!,
        reviewerId: other.user.id,
        revieweeId: owner.user.id,
        rating: 4,
      },
    ]);
    await db.update(users).set({ hasPaid: true }).where(eq(users.id, owner.user.id));
    expect(await read(ids.get('open one')!)).toMatchObject({
      submitterHasPaid: true,
      submitter: { rating: 4.5, reviewCount: 2, completedProjects: 2 },
    });
  });
});
