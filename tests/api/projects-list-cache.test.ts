/**
 * The public project list is served from memory for a short time (docs/benchmarks.md); a write
 * through this instance clears it at once. A viewer-specific list (Open Jobs) is never cached.
 */
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp({ projectListCacheTtlMs: 60_000 });
const creator = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });

const names = async (url: string, cookie?: string) =>
  ((await app.inject({ url, headers: cookie ? { cookie } : {} })).json() as { name: string }[]).map(
    (project) => project.name,
  );

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
    const paused = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${listed!.id}/status`,
      headers: { cookie: creator.cookie },
      payload: { status: 'paused' },
    });
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
