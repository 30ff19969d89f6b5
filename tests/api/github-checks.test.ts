/**
 * The GitHub checks adapter (issue 39): every check-run conclusion and status, and every commit
 * status state, mapped to one state, read with @octokit/rest from a local stand-in speaking
 * GitHub's payloads; a commit with no statuses ("pending" combined) is "none"; the token sent
 * when set; a failed read is "none read", never a 5xx; the evidence job carries the checks of
 * exactly the delivered commit, and the polling check reads pending checks again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createGithubChecks,
  githubRepositoryOf,
} from '../../src/server/features/delivery-evidence/github-checks.js';
import { NO_CHECKS } from '../../src/shared/contract/delivery-evidence.js';
import { addCommit, buildRepository, git } from '../setup/git-repositories.js';
import { startGithubStandIn, type StandInRun } from '../setup/github-stand-in.js';
import { paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const standIn = await startGithubStandIn();
const scratch = await mkdtemp(path.join(os.tmpdir(), 'github-checks-test-'));
afterAll(async () => {
  await standIn.close();
  await rm(scratch, { recursive: true, force: true });
});

const SHA = 'a'.repeat(40);
const repository = 'https://github.com/ada/till';
const read = createGithubChecks({ baseUrl: standIn.baseUrl });
const run = (name: string, status: StandInRun['status'], conclusion: string | null = null) => ({
  name,
  status,
  conclusion,
});

describe('mapping', () => {
  it.each([
    ['success', 'passing'],
    ['neutral', 'passing'],
    ['skipped', 'passing'],
    ['failure', 'failing'],
    ['cancelled', 'failing'],
    ['timed_out', 'failing'],
    ['action_required', 'failing'],
    ['stale', 'failing'],
    ['startup_failure', 'failing'],
  ])('a completed check run concluding %s is %s', async (conclusion, state) => {
    standIn.set('ada/till', SHA, { runs: [run('test', 'completed', conclusion)] });
    expect(await read(repository, SHA)).toEqual({
      source: 'github',
      state,
      runs: [{ name: 'test', conclusion, url: 'https://github.com/ada/till/runs/4' }],
    });
  });

  it.each(['queued', 'in_progress', 'waiting', 'requested', 'pending'] as const)(
    'a check run %s is pending',
    async (status) => {
      standIn.set('ada/till', SHA, { runs: [run('build', status)] });
      expect(await read(repository, SHA)).toMatchObject({
        state: 'pending',
        runs: [{ name: 'build', conclusion: status }],
      });
    },
  );

  it.each([
    ['success', 'passing'],
    ['failure', 'failing'],
    ['error', 'failing'],
    ['pending', 'pending'],
  ] as const)('a commit status %s is %s', async (statusState, state) => {
    standIn.set('ada/till', SHA, { statuses: [{ context: 'ci/circleci', state: statusState }] });
    expect(await read(repository, SHA)).toEqual({
      source: 'github',
      state,
      runs: [
        { name: 'ci/circleci', conclusion: statusState, url: 'https://ci.example.com/ada/till/0' },
      ],
    });
  });

  it('no runs and no statuses (GitHub combines that to "pending") is none', async () => {
    standIn.set('ada/till', SHA, {});
    expect(await read(repository, SHA)).toEqual({ source: 'github', state: 'none', runs: [] });
  });

  it('one failure among passes fails; one still running among passes is pending', async () => {
    standIn.set('ada/till', SHA, {
      runs: [run('test', 'completed', 'success'), run('lint', 'completed', 'failure')],
      statuses: [{ context: 'deploy', state: 'pending' }],
    });
    expect((await read(repository, SHA)).state).toBe('failing');
    standIn.set('ada/till', SHA, {
      runs: [run('test', 'completed', 'success'), run('lint', 'in_progress')],
      statuses: [{ context: 'deploy', state: 'success' }],
    });
    expect((await read(repository, SHA)).state).toBe('pending');
  });

  it('reads exactly the commit asked for, with the token when one is set', async () => {
    standIn.requests.length = 0;
    await createGithubChecks({ baseUrl: standIn.baseUrl, token: 'ghp_test' })(repository, SHA);
    await read(repository, SHA);
    expect(standIn.requests.map((request) => request.path).sort()).toEqual(
      [
        `/repos/ada/till/commits/${SHA}/check-runs`,
        `/repos/ada/till/commits/${SHA}/check-runs`,
        `/repos/ada/till/commits/${SHA}/status`,
        `/repos/ada/till/commits/${SHA}/status`,
      ].sort(),
    );
    expect(standIn.requests.slice(0, 2).map((request) => request.authorization)).toEqual([
      'token ghp_test',
      'token ghp_test',
    ]);
    expect(standIn.requests.slice(2).map((request) => request.authorization)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('knows GitHub repositories by their links, and reads nothing for the others', async () => {
    expect(githubRepositoryOf('https://github.com/ada/till')).toEqual({
      owner: 'ada',
      repo: 'till',
    });
    expect(githubRepositoryOf('https://github.com/ada/till.git')).toEqual({
      owner: 'ada',
      repo: 'till',
    });
    expect(githubRepositoryOf('https://GitHub.com/ada/till/')).toEqual({
      owner: 'ada',
      repo: 'till',
    });
    for (const link of [
      'https://gitlab.com/ada/till',
      'http://github.com/ada/till',
      'https://github.com/ada',
      'https://github.com/ada/till/tree/main',
      'https://github.com/ada/../x',
      'file:///srv/till',
    ]) {
      expect(githubRepositoryOf(link)).toBeNull();
    }
    standIn.requests.length = 0;
    expect(await read('https://gitlab.com/ada/till', SHA)).toEqual(NO_CHECKS);
    expect(standIn.requests).toEqual([]);
  });
});

describe('in the evidence', () => {
  // A whole journey (an app, a payment, three reads of a repository): 13 s alone, over the
  // default 20 s beside other files on this 2-core machine.
  it(
    'carries the delivered commit’s checks; pending ones are read again by the polling',
    {
      timeout: 60_000,
    },
    async () => {
      const served = path.join(scratch, 'till');
      await buildRepository(served, [
        { files: { 'src/app.ts': 'export const a = 1;\n' }, at: new Date('2026-11-01T10:00:00Z') },
      ]);
      const link = pathToFileURL(served).href;
      const t = await createTestApp({
        deliveryEvidence: {
          githubChecks: {
            baseUrl: standIn.baseUrl,
            repositoryOf: (url) => (url === link ? { owner: 'ada', repo: 'till' } : null),
          },
        },
      });
      const as = (who: TestUser) => ({ cookie: who.cookie });
      const { owner, developer, project } = await paidProject(t, 300, { codeLink: link });
      await t.app.jobs.runDue({ names: ['delivery-evidence.baseline'] });

      await git(served, ['checkout', '--quiet', '-b', 'checkout']);
      const head = await addCommit(served, {
        files: { 'src/checkout.ts': 'export const pay = () => 1;\n' },
        at: new Date('2026-11-01T11:00:00Z'),
      });
      await git(served, ['checkout', '--quiet', 'main']);
      standIn.set('ada/till', head, {
        runs: [run('test', 'completed', 'success'), run('build', 'in_progress')],
      });
      const delivered = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/deliveries`,
        headers: as(developer),
        payload: { message: 'The checkout is done, with its tests.', ref: head },
      });
      expect(delivered.statusCode, delivered.body).toBe(201);
      await t.app.jobs.runDue({ names: ['delivery-evidence.read'] });
      const evidence = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/deliveries/${delivered.json().id}/evidence`,
          headers: as(owner),
        });
      expect((await evidence()).json()).toMatchObject({
        status: 'ready',
        headCommit: head,
        checks: {
          source: 'github',
          state: 'pending',
          runs: [
            { name: 'test', conclusion: 'success' },
            { name: 'build', conclusion: 'in_progress' },
          ],
        },
      });

      // The build ends; the next polling run (a commit id: never stale) reads it again.
      standIn.set('ada/till', head, {
        runs: [run('test', 'completed', 'success'), run('build', 'completed', 'success')],
      });
      await t.app.jobs.scheduleRecurring();
      await t.app.jobs.runDue({
        names: ['delivery-evidence.staleness'],
        now: new Date(Date.now() + 60_000),
      });
      expect((await evidence()).json()).toMatchObject({
        stale: false,
        checks: { source: 'github', state: 'passing' },
      });

      // A read that fails (GitHub answers 500) is "no checks read", and the evidence still reads.
      standIn.failNextRequests(2);
      await t.app.inject({
        method: 'POST',
        url: `/api/deliveries/${delivered.json().id}/request-changes`,
        headers: as(owner),
        payload: { note: 'One more thing, please.' },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/deliveries`,
        headers: as(developer),
        payload: { message: 'The checkout is done, with its tests.', ref: head },
      });
      await t.app.jobs.runDue({ names: ['delivery-evidence.read'] });
      const failedRead = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries/${again.json().id}/evidence`,
        headers: as(owner),
      });
      expect(failedRead.json()).toMatchObject({ status: 'ready', checks: NO_CHECKS });
    },
  );
});
