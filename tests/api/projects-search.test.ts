/**
 * Search (features/projects/project-search.ts, docs/decisions/search.md): the same projects for
 * the same query however it is typed, the newest matches best first then newest, the older ones
 * after them newest first, pages that neither repeat nor skip (across the end of the ranked
 * ones), filters combined, and changes seen at once.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectView } from '../../src/shared/contract/projects.js';
import { projects } from '../../src/server/db/schema.js';
import { RANKED_CANDIDATES } from '../../src/server/features/projects/project-search.js';
import { generateProjects } from '../../src/server/seed/generate-projects.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const owner = await signUp({ role: 'creator' });

const FILLER = 'The rest needs an experienced developer to finish it and ship it.';
const statuses = ['open', 'open', 'active', 'open', 'paused', 'open'] as const;
const techs = [['Rust'], ['Go', 'Rust'], ['React']];
// 30 projects mentioning kanban with different weights, several created at the same instant
// (ties broken by id), some paused (never listed), and 5 that never match.
const base = Date.UTC(2026, 0, 1);
await db.insert(projects).values(
  Array.from({ length: 35 }, (_, i) => ({
    name: i >= 30 ? `Recipe manager ${i}` : i % 4 === 0 ? `Kanban board ${i}` : `Task tool ${i}`,
    description:
      i >= 30
        ? `Plans meals. ${FILLER}`
        : `A ${'kanban '.repeat(1 + (i % 3))}tool for teams, item ${i}. ${FILLER}`,
    techStack: techs[i % 3]!,
    status: statuses[i % statuses.length]!,
    submitterId: owner.user.id,
    createdAt: new Date(base + Math.floor(i / 3) * 60_000),
  })),
);

const get = (url: string) => app.inject({ method: 'GET', url });
const nextLink = (link: string | string[] | number | undefined) =>
  typeof link === 'string' ? /<([^>]+)>; rel="next"/.exec(link)?.[1] : undefined;

/** Every page of a search, following the Link header. */
async function walk(url: string): Promise<number[][]> {
  const pages: number[][] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await get(next);
    expect(response.statusCode, response.body).toBe(200);
    pages.push((response.json() as ProjectView[]).map((p) => p.id));
    next = nextLink(response.headers.link);
    expect(pages.length).toBeLessThan(50);
  }
  return pages;
}

/** The order the page promises, asked of the database directly: rank, then newest, then id. */
async function expected(q: string, where = sql`status in ('open', 'active')`) {
  const result = (await db.execute(sql`
    select id from projects
    where search_vector @@ websearch_to_tsquery('english', ${q}) and ${where}
    order by ts_rank(search_vector, websearch_to_tsquery('english', ${q})) desc,
             created_at desc, id desc`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

describe('search', () => {
  it('pages best first then newest, without repeats or gaps, past what is kept', async () => {
    const want = await expected('kanban');
    expect(want.length).toBeGreaterThan(15);
    for (const limit of [1, 3, 4, 50]) {
      // Twice: the first walk fills what is kept, the second is answered from it.
      for (let round = 0; round < 2; round += 1) {
        const pages = await walk(`/api/projects?q=kanban&limit=${limit}`);
        expect(pages.flat()).toEqual(want);
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      }
    }
  });

  it('gives the same projects for the same query however it is typed', async () => {
    const want = await expected('kanban');
    for (const q of ['Kanban', '  kanban ', 'KANBAN', 'kanbans']) {
      expect((await walk(`/api/projects?q=${encodeURIComponent(q)}&limit=4`)).flat()).toEqual(want);
    }
  });

  it('combines with the technology and status filters', async () => {
    const rust = (await walk('/api/projects?q=kanban&tech=Rust&limit=2')).flat();
    expect(rust).toEqual(
      await expected('kanban', sql`status in ('open', 'active') and tech_stack @> array['Rust']`),
    );
    expect(rust.length).toBeGreaterThan(5);
    const activeOnly = (await walk('/api/projects?q=kanban&status=active&limit=2')).flat();
    expect(activeOnly).toEqual(await expected('kanban', sql`status = 'active'`));
    expect(activeOnly.length).toBeGreaterThan(0);
    const none = await get('/api/projects?q=kanban&tech=COBOL');
    expect(none.json()).toEqual([]);
  });

  it('shows a new project at once, and forgets one that leaves the list', async () => {
    await walk('/api/projects?q=kanban&limit=3');
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: owner.cookie },
      payload: {
        name: 'Kanban kanban kanban',
        description: 'Kanban boards for kanban teams. Kanban everywhere; payments are missing.',
        techStack: ['Kanban'],
        timeframe: '2 weeks',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as ProjectView;
    const first = (await get('/api/projects?q=kanban&limit=3')).json() as ProjectView[];
    expect(first[0]!.id).toBe(id);
    expect((await walk('/api/projects?q=kanban&limit=3')).flat()).toEqual(await expected('kanban'));

    const paused = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'paused' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const after = (await walk('/api/projects?q=kanban&limit=3')).flat();
    expect(after).not.toContain(id);
    expect(after).toEqual(await expected('kanban'));
  });

  it('ranks the newest matches, then lists the older ones newest first, every one once', async () => {
    const extra = 30;
    await db.insert(projects).values(
      Array.from({ length: RANKED_CANDIDATES + extra }, (_, i) => ({
        name: i % 7 === 0 ? `Zither tuner ${i}` : `Music tool ${i}`,
        description: `A ${'zither '.repeat(1 + (i % 3))}helper, item ${i}. ${FILLER}`,
        techStack: ['Go'],
        status: 'open' as const,
        submitterId: owner.user.id,
        createdAt: new Date(base + 3_600_000 + i * 60_000),
      })),
    );
    // Ranked: the newest matches, and the newest whose name holds the word (every Zither tuner).
    const ids = (await expected('zither')).sort((a, b) => b - a);
    const named = await expected(
      'zither',
      sql`to_tsvector('english', name) @@ to_tsquery('english', 'zither')`,
    );
    const ranked = new Set([...ids.slice(0, RANKED_CANDIDATES), ...named]);
    const want = [
      ...(await expected('zither')).filter((id) => ranked.has(id)),
      ...ids.filter((id) => !ranked.has(id)),
    ];
    expect(named.length).toBeGreaterThan(30);
    expect(want).toHaveLength(RANKED_CANDIDATES + extra);
    for (const limit of [7, 50]) {
      expect((await walk(`/api/projects?q=zither&limit=${limit}`)).flat()).toEqual(want);
    }
  });

  it('ranks the newest matches alone when every one has the words in its name', async () => {
    // The newest matches by name are the newest matches then: they are not looked for, and the
    // rest (cursor rank -2) leaves nothing out.
    const extra = 25;
    await db.insert(projects).values(
      Array.from({ length: RANKED_CANDIDATES + extra }, (_, i) => ({
        name: `Ocarina maker ${i}`,
        description: `An ${'ocarina '.repeat(1 + (i % 3))}shop, item ${i}. ${FILLER}`,
        techStack: ['Go'],
        status: 'open' as const,
        submitterId: owner.user.id,
        createdAt: new Date(base + 7_200_000 + i * 60_000),
      })),
    );
    const ids = (await expected('ocarina')).sort((a, b) => b - a);
    const ranked = new Set(ids.slice(0, RANKED_CANDIDATES));
    const want = [
      ...(await expected('ocarina')).filter((id) => ranked.has(id)),
      ...ids.filter((id) => !ranked.has(id)),
    ];
    expect(want).toHaveLength(RANKED_CANDIDATES + extra);
    for (const limit of [7, 50]) {
      expect((await walk(`/api/projects?q=ocarina&limit=${limit}`)).flat()).toEqual(want);
    }
  });

  it('reaches matches in every id window, when they are few and when they are many', async () => {
    // Ids jump ahead between the batches (the windows are counted in ids below the newest): the
    // first batch ends older than the second window, the second within it, the third in the
    // first window. With the newest id near 250,000 (the windows' 10,000 a 25th of it), 10 in
    // the first window say few in all (FEW_MATCHES), 100 say many.
    const jump = (by: number) =>
      db.execute(sql`select setval(pg_get_serial_sequence('projects', 'id'),
                       (select max(id) from projects) + ${by})`);
    const batch = (word: string, count: number, at: number) =>
      db.insert(projects).values(
        Array.from({ length: count }, (_, i) => ({
          name: i % 9 === 0 ? `${word} studio ${i}` : `Music tool ${at}-${i}`,
          description: `A ${`${word} `.repeat(1 + (i % 3))}helper, item ${i}. ${FILLER}`,
          techStack: ['Go'],
          status: 'open' as const,
          submitterId: owner.user.id,
          createdAt: new Date(base + 10_800_000 + at * 3_600_000 + i * 60_000),
        })),
      );
    await batch('theremin', 30, 0);
    await batch('bagpipe', 60, 0);
    await jump(200_000);
    await batch('theremin', 30, 1);
    await batch('bagpipe', 60, 1);
    await jump(50_000);
    await batch('theremin', 10, 2);
    await batch('bagpipe', 100, 2);
    for (const word of ['theremin', 'bagpipe']) {
      const ids = (await expected(word)).sort((a, b) => b - a);
      const named = await expected(
        word,
        sql`to_tsvector('english', name) @@ to_tsquery('english', ${word})`,
      );
      const ranked = new Set([...ids.slice(0, RANKED_CANDIDATES), ...named]);
      const want = [
        ...(await expected(word)).filter((id) => ranked.has(id)),
        ...ids.filter((id) => !ranked.has(id)),
      ];
      expect(want).toHaveLength(word === 'theremin' ? 70 : 220);
      for (const limit of [7, 50]) {
        expect((await walk(`/api/projects?q=${word}&limit=${limit}`)).flat(), word).toEqual(want);
      }
    }
  });

  it('finds nothing for words it ignores and refuses a bad cursor', async () => {
    expect((await get('/api/projects?q=the')).json()).toEqual([]);
    expect((await get('/api/projects?q=kanban&cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('statistics for the planner', () => {
  it('analyses the tables after a large import (PGlite has no autovacuum)', async () => {
    const lastAnalyze = async () =>
      (
        (await db.execute(sql`
          select extract(epoch from last_analyze)::float8 as at from pg_stat_user_tables
          where relname = 'projects'`)) as unknown as { rows: { at: number | null }[] }
      ).rows[0]!.at;
    const before = Date.now() / 1000;
    expect((await lastAnalyze()) ?? 0).toBeLessThan(before);
    await generateProjects(db, 100, { seed: 3 });
    expect(await lastAnalyze()).toBeGreaterThanOrEqual(before);
  });
});
