/**
 * Repository snapshots (issue 38): a repository this test builds (known files, TODOs, tests,
 * manifests, CI, a license and a history), served over file://, git daemon and smart HTTP on
 * loopback; every fact exact for each. The job on creation, the unchanged commit costing one
 * ls-remote, the owner's refresh (202, once a minute), visibility, failures and refusals that
 * leave the project as it was, the browse cards' summaries.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { projects, repoInsights, repoSnapshots } from '../../src/server/db/schema.js';
import { requestAnalysis } from '../../src/server/features/repo-insight/request-analysis.js';
import type { RepoInsight } from '../../src/shared/contract/repo-insight.js';
import { REPO_INSIGHT_MESSAGES } from '../../src/shared/contract/repo-insight-rules.js';
import {
  addCommit,
  buildRepository,
  serveGitDaemon,
  serveSmartHttp,
} from '../setup/git-repositories.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'repo-insight-test-'));
const workRoot = path.join(scratch, 'work');
const served = path.join(scratch, 'served');
const outcomes: string[] = [];
const { app, db, signUp } = await createTestApp({
  projectDetailCacheTtlMs: 0,
  repoInsight: { workRoot, onAnalyzed: (_id, outcome) => outcomes.push(outcome) },
});

const DAY = 86_400_000;
const now = Date.now();
const FILES = {
  'README.md': '# Shop\n\nWhat is left:\n\n- [x] Cart\n- [ ] Checkout\n- [ ] Refunds\n',
  'TODO.md': '- [x] Sign-in\n- [ ] Password reset\n',
  LICENSE:
    'MIT License\n\nCopyright (c) 2026 Ada\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\n',
  'package.json': JSON.stringify({
    name: 'shop',
    dependencies: { react: '^19.0.0', express: '^5.0.0' },
    devDependencies: { vitest: '^4.0.0', typescript: '^5.9.0' },
  }),
  'requirements.txt': '# tools\nrequests==2.32.0\n\nflask>=3\n',
  '.github/workflows/ci.yml': 'on: push\njobs: {}\n',
  'src/cart.ts':
    'export function cart() {\n  // TODO: keep the cart between visits\n  return [];\n}\n',
  'src/checkout.js': '// FIXME handle declined cards\nexport const pay = () => null;\n',
  'src/cart.test.ts':
    "import { cart } from './cart';\n\ntest('empty', () => expect(cart()).toEqual([]));\n",
  'styles/site.css': 'body { margin: 0 } /* HACK: until the grid lands */\n',
  'node_modules/left-pad/index.js': '// TODO: never counted (vendored)\nmodule.exports = 1;\n',
  'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0x54, 0x4f, 0x44, 0x4f]),
};
const bytes = (name: keyof typeof FILES) => Buffer.byteLength(FILES[name]);

const repository = await buildRepository(path.join(served, 'shop'), [
  { files: { 'README.md': '# Shop\n' }, at: new Date(now - 200 * DAY) },
  {
    files: { 'notes.txt': 'first\n' },
    at: new Date(now - 40 * DAY),
    author: { name: 'Bo', email: 'bo@example.test' },
  },
  { files: { ...FILES, 'notes.txt': null }, at: new Date(now - 5 * DAY) },
]);
const daemon = await serveGitDaemon(served);
const smartHttp = await serveSmartHttp(served);
afterAll(async () => {
  await Promise.all([daemon.close(), smartHttp.close()]);
  await rm(scratch, { recursive: true, force: true });
});

const ts = bytes('src/cart.ts') + bytes('src/cart.test.ts');
const js = bytes('src/checkout.js');
const css = bytes('styles/site.css');
const total = ts + js + css;
const share = (part: number) => Math.round((part / total) * 10_000) / 10_000;

/** Every fact of the repository above, as the analysis must find it. */
const EXPECTED = {
  status: 'ready',
  languages: [
    { name: 'TypeScript', bytes: ts, share: share(ts) },
    { name: 'JavaScript', bytes: js, share: share(js) },
    { name: 'CSS', bytes: css, share: share(css) },
  ].sort((a, b) => b.bytes - a.bytes),
  files: 12,
  lines: 4 + 3 + 2 + 1,
  tests: { files: 1, frameworks: ['Vitest'] },
  ci: ['GitHub Actions'],
  todos: {
    count: 3,
    items: [
      { path: 'src/cart.ts', line: 2, text: 'TODO: keep the cart between visits' },
      { path: 'src/checkout.js', line: 1, text: 'FIXME handle declined cards' },
      { path: 'styles/site.css', line: 1, text: 'HACK: until the grid lands */' },
    ],
  },
  checklist: { open: 3, done: 2 },
  commits90d: 2,
  authors90d: 2,
  manifests: [
    { path: 'package.json', kind: 'npm', dependencies: 4 },
    { path: 'requirements.txt', kind: 'pip', dependencies: 2 },
  ],
  license: 'MIT',
  readme: 'README.md',
  error: null,
};

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const owner = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });
const stranger = await signUp({ role: 'creator' });

async function postProject(codeLink: string, who = owner) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: as(who),
    payload: {
      name: 'A shop with a cart',
      description: 'A small shop: the cart works; checkout and refunds are left to finish.',
      techStack: ['TypeScript', 'React'],
      codeLink,
      timeframe: '2 weeks',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** A code link the project form does not take (file://, git://), set as a change would set it. */
async function pointAt(projectId: number, codeLink: string) {
  await db.update(projects).set({ codeLink }).where(eq(projects.id, projectId));
  await app.transaction((tx) => requestAnalysis(tx, projectId, codeLink));
}

const runJobs = () => app.jobs.runDue({ names: ['repo-insight.analyze'] });
const insight = async (projectId: number, who: TestUser | null = developer) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/insight`,
    headers: as(who),
  });
  return { statusCode: response.statusCode, body: response.json() as RepoInsight };
};
const refresh = (projectId: number, who: TestUser | null = owner) =>
  app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/insight/refresh`,
    headers: as(who),
  });

const { stdout: headCommit } = await import('node:child_process').then(({ execFileSync }) => ({
  stdout: execFileSync('git', ['-C', repository, 'rev-parse', 'HEAD']).toString().trim(),
}));

describe('the facts, over each transport', () => {
  it.each([
    ['smart HTTP', () => smartHttp.url('shop'), false],
    ['git daemon', () => daemon.url('shop'), true],
    ['file://', () => pathToFileURL(repository).href, true],
  ] as const)('are exact over %s', async (_name, link, changed) => {
    const projectId = await postProject(changed ? 'https://github.com/example/shop' : link());
    if (changed) await pointAt(projectId, link());
    expect((await insight(projectId)).body.status).toBe('pending');
    await runJobs();
    const { statusCode, body } = await insight(projectId);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject(EXPECTED);
    expect(body.commit).toBe(headCommit);
    expect(Date.parse(body.lastCommitAt!)).toBe(Math.floor((now - 5 * DAY) / 1000) * 1000);
    expect(Date.now() - Date.parse(body.analyzedAt!)).toBeLessThan(60_000);
    expect(await readdir(workRoot)).toEqual([]);
  });
});

describe('the job', () => {
  it('costs one ls-remote when the commit is unchanged, and reuses a snapshot of the same commit', async () => {
    const projectId = await postProject(smartHttp.url('shop'));
    outcomes.length = 0;
    await runJobs();
    // The snapshot of (link, commit) from the first test is reused: nothing fetched.
    expect(outcomes).toEqual(['reused']);
    const before = smartHttp.requests;
    expect((await refresh(projectId)).statusCode).toBe(202);
    expect((await insight(projectId)).body.status).toBe('pending');
    await runJobs();
    expect(outcomes).toEqual(['reused', 'unchanged']);
    // ls-remote over smart HTTP v2: the capability advertisement and one ls-refs request.
    expect(smartHttp.requests - before).toBeLessThanOrEqual(2);
    expect((await insight(projectId)).body).toMatchObject({ status: 'ready', commit: headCommit });
    const rows = await db.select().from(repoSnapshots);
    expect(rows.filter((row) => row.codeLink === smartHttp.url('shop'))).toHaveLength(1);
  });

  it('reads a new commit after the owner refreshes; at most once a minute', async () => {
    const link = daemon.url('shop');
    const projectId = await postProject('https://github.com/example/shop-two');
    await pointAt(projectId, link);
    await runJobs();
    const newCommit = await addCommit(repository, {
      files: { 'src/refunds.ts': '// TODO: refunds\nexport {};\n' },
      at: new Date(),
    });
    expect((await refresh(projectId, developer)).statusCode).toBe(403);
    expect((await refresh(projectId, null)).statusCode).toBe(401);
    expect((await refresh(projectId)).statusCode).toBe(202);
    const again = await refresh(projectId);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: REPO_INSIGHT_MESSAGES.tooSoon });
    await runJobs();
    const { body } = await insight(projectId);
    expect(body).toMatchObject({ status: 'ready', commit: newCommit, commits90d: 3 });
    expect(body.todos!.count).toBe(4);
    expect(body.todos!.items.map((item) => item.path)).toContain('src/refunds.ts');
  });
});

describe('a code link never read before', () => {
  it('is fetched without an ls-remote first; read again, it costs one', async () => {
    const fresh = await buildRepository(path.join(served, 'fresh'), [
      { files: { 'README.md': '# Fresh\n' }, at: new Date(now - DAY) },
    ]);
    const projectId = await postProject(smartHttp.url('fresh'));
    outcomes.length = 0;
    let before = smartHttp.requests;
    await runJobs();
    const firstRead = smartHttp.requests - before;
    expect(outcomes).toEqual(['analyzed']);
    await addCommit(fresh, { files: { 'src/next.ts': 'export {};\n' }, at: new Date() });
    expect((await refresh(projectId)).statusCode).toBe(202);
    before = smartHttp.requests;
    await runJobs();
    expect(outcomes).toEqual(['analyzed', 'analyzed']);
    // The same fetch after an ls-remote over smart HTTP v2 (the advertisement, one ls-refs).
    expect(smartHttp.requests - before).toBe(firstRead + 2);
  });
});

describe('bad input', () => {
  it('ends as failed with a sentence when the link is not a repository; the project is unchanged', async () => {
    const projectId = await postProject(smartHttp.url('no-such-repo'));
    await runJobs();
    const { body } = await insight(projectId);
    expect(body).toMatchObject({ status: 'failed', commit: null, languages: null });
    expect(body.error).toMatch(/not a public git repository/);
    const project = await app.inject({ method: 'GET', url: `/api/projects/${projectId}` });
    expect(project.json()).toMatchObject({ id: projectId, status: 'open' });
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('refuses local links and names resolving to private addresses when local ones are not allowed', async () => {
    const strict = await createTestApp({
      config: { repoInsightAllowLocal: false },
      repoInsight: { workRoot, lookup: async () => ['10.0.0.7'] },
    });
    const creator = await strict.signUp({ role: 'creator' });
    const post = (codeLink: string) =>
      strict.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: as(creator),
        payload: {
          name: 'Internal project',
          description: 'A project whose code link points at a private network, which is not read.',
          techStack: ['Go'],
          codeLink,
          timeframe: '1 week',
        },
      });
    const before = smartHttp.requests;
    for (const local of [smartHttp.url('shop'), pathToFileURL(repository).href]) {
      const refused = await post(local);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { codeLink: ['Please enter a valid URL'] } });
    }
    const created = await post('https://git.internal.example/shop.git');
    const projectId = (created.json() as { id: number }).id;
    await strict.app.jobs.runDue({ names: ['repo-insight.analyze'] });
    const response = await strict.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/insight`,
    });
    expect(response.json()).toMatchObject({
      status: 'refused',
      error: expect.stringContaining('10.0.0.7'),
      commit: null,
    });
    expect(smartHttp.requests).toBe(before);
  });

  it('has no snapshot for a project without a code link (404)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: as(owner),
      payload: {
        name: 'No code yet',
        description: 'A project that has no repository yet; only the idea and a sketch.',
        techStack: ['Go'],
        timeframe: '1 week',
      },
    });
    const projectId = (response.json() as { id: number }).id;
    const { statusCode, body } = await insight(projectId);
    expect(statusCode).toBe(404);
    expect(body).toMatchObject({ message: REPO_INSIGHT_MESSAGES.noCodeLink });
  });
});

describe('a code link not read yet', () => {
  it('says so (not a 404); a project the asker may not see is still 404', async () => {
    const projectId = await postProject('https://github.com/example/never-read');
    // A project from before snapshots: a code link and no row (its job then finds nothing to do).
    await db.delete(repoInsights).where(eq(repoInsights.projectId, projectId));
    const { statusCode, body } = await insight(projectId);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: 'unread',
      codeLink: 'https://github.com/example/never-read',
      commit: null,
      languages: null,
      error: null,
    });
    await db.update(projects).set({ status: 'paused' }).where(eq(projects.id, projectId));
    const hidden = await insight(projectId, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'Project not found' });
    expect((await insight(projectId, owner)).body.status).toBe('unread');
  });
});

describe('visibility', () => {
  it("follows the project's: a paused project's snapshot is its owner's alone", async () => {
    const projectId = await postProject(smartHttp.url('shop'));
    await runJobs();
    expect((await insight(projectId, null)).statusCode).toBe(200);
    await db.update(projects).set({ status: 'paused' }).where(eq(projects.id, projectId));
    expect((await insight(projectId, null)).statusCode).toBe(404);
    expect((await insight(projectId, stranger)).statusCode).toBe(404);
    expect((await insight(projectId, owner)).statusCode).toBe(200);
    // Nor may anyone else learn from a refresh that it exists: 404, as its page answers.
    const hiddenRefresh = await refresh(projectId, stranger);
    expect(hiddenRefresh.statusCode).toBe(404);
    expect(hiddenRefresh.json()).toMatchObject({ message: 'Project not found' });
    const summaries = await app.inject({
      method: 'GET',
      url: `/api/insight/summaries?ids=${projectId}`,
    });
    expect(summaries.json()).toEqual([]);
  });

  it("gives the browse cards' facts of visible projects", async () => {
    const projectId = await postProject(smartHttp.url('shop'));
    await runJobs();
    const response = await app.inject({
      method: 'GET',
      url: `/api/insight/summaries?ids=${projectId},999999`,
    });
    expect(response.json()).toEqual([
      {
        projectId,
        hasTests: true,
        lastCommitAt: expect.any(String),
        topLanguage: 'TypeScript',
      },
    ]);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/insight/summaries?ids=${tooMany}`,
    });
    expect(refused.statusCode).toBe(400);
  });
});
