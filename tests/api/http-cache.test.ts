/**
 * Caching and compression of API answers (core/http-cache.ts): a visitor's GETs revalidate with
 * an ETag (304 when unchanged), a signed-in user's answers are never stored, bodies of 1 KB and
 * more are compressed for clients that accept it.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const owner = await signUp({ role: 'creator' });
await db.insert(projects).values(
  Array.from({ length: 12 }, (_, i) => ({
    name: `Project ${i}`,
    description: 'Half built; the rest needs an experienced developer to finish it and ship it.',
    techStack: ['Go'],
    submitterId: owner.user.id,
  })),
);

describe('HTTP caching of the API', () => {
  it('lets a visitor revalidate a GET: ETag, then 304 while unchanged', async () => {
    const first = await app.inject({ url: '/api/projects' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await app.inject({ url: '/api/projects', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await db.insert(projects).values({
      name: 'Newer',
      description: 'Another half-finished project that needs someone to finish it.',
      techStack: ['Go'],
      submitterId: owner.user.id,
    });
    const changed = await app.inject({ url: '/api/projects', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("changes a list page's ETag when a project on it changes, though the page holds the same projects", async () => {
    const first = await app.inject({ url: '/api/projects?limit=5' });
    const etag = first.headers.etag as string;
    const [top] = first.json() as { id: number }[];
    // A bid rewrites its project's card (its count); so does any write of the row.
    await db.update(projects).set({ timeframe: '3 weeks' }).where(eq(projects.id, top!.id));
    const changed = await app.inject({
      url: '/api/projects?limit=5',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { id: number }[]).map((p) => p.id)).toEqual(
      (first.json() as { id: number }[]).map((p) => p.id),
    );
    expect(changed.headers.etag).not.toBe(etag);
    const unchanged = await app.inject({
      url: '/api/projects?limit=5',
      headers: { 'if-none-match': changed.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('never lets a signed-in answer or an error be stored', async () => {
    const mine = await app.inject({ url: '/api/projects', headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
    const user = await app.inject({ url: '/api/user', headers: { cookie: owner.cookie } });
    expect(user.headers['cache-control']).toBe('private, no-store');
    const missing = await app.inject({ url: '/api/projects/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const visitor = await app.inject({ url: '/api/user' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('no-store');
  });

  it('sends the text as UTF-8 bytes with their length, whatever the characters', async () => {
    const name = 'Café — 日本語 ✓ 🚀';
    await db.insert(projects).values({
      name,
      description: 'Half built, with names in more than one script and an emoji or two.',
      techStack: ['Go'],
      submitterId: owner.user.id,
    });
    const page = await app.inject({ url: '/api/projects' });
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    expect(page.rawPayload.length).toBeGreaterThan(page.body.length);
    expect((page.json() as { name: string }[]).map((project) => project.name)).toContain(name);
  });

  it('compresses bodies of 1 KB and more with brotli or gzip, as the client accepts', async () => {
    const plain = await app.inject({ url: '/api/projects' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const br = await app.inject({
      url: '/api/projects',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await app.inject({
      url: '/api/projects',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await app.inject({
      url: '/api/projects?limit=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
