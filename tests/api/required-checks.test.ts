/**
 * Issue 39's second part: the checks the owner requires (validated, stored per project, shown on
 * the evidence beside each result, a missing one "not reported"), GitHub's check webhook
 * (signature verified, each delivery id once, checks re-read from the API, a push making the
 * evidence stale), and the per-project opt-in release: a fresh, unflagged delivery passing every
 * required check releases through the payments release path, once; 50 adversarial cases (stale,
 * flagged, not descending, a failing, pending or missing required check, no required checks, not
 * read) release nothing. Fixture repositories are built here and read through file:// links; the
 * checks come from a local stand-in of GitHub's API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  deliveries,
  deliveryCheckSettings,
  githubWebhookDeliveries,
  payments,
  projects,
  releases,
} from '../../src/server/db/schema.js';
import { signGithubPayload } from '../../src/server/features/delivery-evidence/check-webhook.js';
import { PRUNE_GITHUB_EVENTS_JOB } from '../../src/server/features/delivery-evidence/github-events.js';
import type { DeliveryEvidence } from '../../src/shared/contract/delivery-evidence.js';
import {
  CHECK_WEBHOOK_MESSAGES,
  EVIDENCE_MESSAGES,
  REQUIRED_CHECK_LIMITS,
  TAMPER_FLAG_KINDS,
} from '../../src/shared/contract/delivery-evidence-rules.js';
import { passing, setEvidence, type EvidenceState } from '../setup/delivery-checks.js';
import { addCommit, buildRepository, git } from '../setup/git-repositories.js';
import { startGithubStandIn, type StandInRun } from '../setup/github-stand-in.js';
import { signUpOperator } from '../setup/operators.js';
import { expectLedgerSound, paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const SECRET = 'a-webhook-secret-of-some-length';
const standIn = await startGithubStandIn();
const scratch = await mkdtemp(path.join(os.tmpdir(), 'required-checks-test-'));
const repository = path.join(scratch, 'till');
const at = new Date('2026-11-01T10:00:00Z');
await buildRepository(repository, [
  {
    files: {
      'src/app.ts': 'export const total = (xs: number[]) => xs.length;\n',
      'src/app.test.ts': "it('counts', () => {\n  expect(total([1])).toBe(1);\n});\n",
    },
    at,
  },
]);
const baseCommit = (await git(repository, ['rev-parse', 'HEAD'])).stdout.trim();
const link = pathToFileURL(repository).href;

const t = await createTestApp({
  config: { githubWebhookSecret: SECRET },
  deliveryEvidence: {
    githubChecks: {
      baseUrl: standIn.baseUrl,
      repositoryOf: (url) => (url === link ? { owner: 'ada', repo: 'till' } : null),
    },
  },
});
const { app, db, signUp } = t;
afterAll(async () => {
  await standIn.close();
  await rm(scratch, { recursive: true, force: true });
});

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const run = (name: string, status: StandInRun['status'], conclusion: string | null = null) => ({
  name,
  status,
  conclusion,
});
const runJobs = () =>
  app.jobs.runDue({
    names: [
      'delivery-evidence.baseline',
      'delivery-evidence.read',
      'delivery-evidence.github-event',
    ],
  });

/** A branch off the baseline with one honest commit (or the given files). */
let minute = 0;
async function branch(name: string, files: Record<string, string | null> = {}) {
  await git(repository, ['checkout', '--quiet', '-B', name, baseCommit]);
  minute += 1;
  const head = await addCommit(repository, {
    files: { [`src/${name}.ts`]: `export const ${name.replace(/\W/g, '')} = 1;\n`, ...files },
    at: new Date(at.getTime() + minute * 60_000),
    message: name,
  });
  await git(repository, ['checkout', '--quiet', 'main']);
  return head;
}

/** A project on the fixture repository, a bid accepted (its baseline read) and paid. */
async function paidOnRepository() {
  const { owner, developer, project, bidId } = await paidProject(t, 300, { codeLink: link });
  await runJobs();
  return { owner, developer, projectId: project.id, bidId };
}
type Party = Awaited<ReturnType<typeof paidOnRepository>>;

const settingsOf = (projectId: number, who: TestUser | null) =>
  app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/delivery-checks`,
    headers: as(who),
  });
const setSettings = (projectId: number, who: TestUser | null, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/delivery-checks`,
    headers: as(who),
    payload: payload as object,
  });

async function deliver(party: Party, ref: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/projects/${party.projectId}/deliveries`,
    headers: as(party.developer),
    payload: { message: 'The checkout is done, with its tests.', ref },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function evidenceOf(deliveryId: number, who: TestUser) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/deliveries/${deliveryId}/evidence`,
    headers: as(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DeliveryEvidence;
}

let webhookSerial = 0;
function webhook(
  event: string,
  body: object,
  options: { id?: string; secret?: string; signature?: string } = {},
) {
  const text = JSON.stringify(body);
  webhookSerial += 1;
  return app.inject({
    method: 'POST',
    url: '/api/github/webhook',
    headers: {
      'content-type': 'application/json',
      'x-github-event': event,
      'x-github-delivery':
        options.id ?? `72d3162e-cc78-11e3-81ab-${String(webhookSerial).padStart(12, '0')}`,
      'x-hub-signature-256': options.signature ?? signGithubPayload(text, options.secret ?? SECRET),
    },
    payload: text,
  });
}
const REPOSITORY = {
  full_name: 'ada/till',
  default_branch: 'main',
  html_url: 'https://github.com/ada/till',
};
const checkRun = (sha: string) => ({
  action: 'completed',
  check_run: { id: 4, head_sha: sha, status: 'completed', conclusion: 'success', name: 'test' },
  repository: REPOSITORY,
});

/** What the delivery released: the project's delivery releases (milestone releases aside). */
async function deliveryReleases(bidId: number) {
  return db
    .select({ id: releases.id, gross: releases.gross })
    .from(releases)
    .innerJoin(payments, eq(payments.id, releases.paymentId))
    .where(and(eq(payments.bidId, bidId), isNull(releases.milestoneId)));
}

describe('the checks the owner requires', () => {
  it('are the owner’s to name: read by the parties and operators, refused to anyone else', async () => {
    const { owner, developer, project } = await paidProject(t);
    const projectId = project.id;
    const stranger = await signUp({ role: 'developer' });
    const operator = await signUpOperator(t);
    expect((await settingsOf(projectId, owner)).json()).toEqual({
      requiredChecks: [],
      releaseOnChecks: false,
      canChange: true,
    });
    expect((await settingsOf(projectId, developer)).json()).toMatchObject({ canChange: false });
    expect((await settingsOf(projectId, operator)).statusCode).toBe(200);
    expect((await settingsOf(projectId, stranger)).json()).toMatchObject({
      message: EVIDENCE_MESSAGES.projectNotFound,
    });
    expect((await settingsOf(projectId, null)).statusCode).toBe(401);

    const body = { requiredChecks: ['test'], releaseOnChecks: false };
    const byDeveloper = await setSettings(projectId, developer, body);
    expect(byDeveloper.statusCode).toBe(403);
    expect(byDeveloper.json().message).toBe(EVIDENCE_MESSAGES.ownerOnlyChecks);
    expect((await setSettings(projectId, stranger, body)).statusCode).toBe(404);
    expect((await setSettings(projectId, null, body)).statusCode).toBe(401);

    const saved = await setSettings(projectId, owner, {
      requiredChecks: ['  test ', 'build'],
      releaseOnChecks: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      requiredChecks: ['test', 'build'],
      releaseOnChecks: true,
      canChange: true,
    });
    expect((await settingsOf(projectId, developer)).json()).toMatchObject({
      requiredChecks: ['test', 'build'],
      releaseOnChecks: true,
    });
  });

  it.each([
    [
      'an empty name',
      { requiredChecks: ['  '], releaseOnChecks: false },
      EVIDENCE_MESSAGES.checkName,
    ],
    [
      'a name too long',
      {
        requiredChecks: ['x'.repeat(REQUIRED_CHECK_LIMITS.nameLength + 1)],
        releaseOnChecks: false,
      },
      EVIDENCE_MESSAGES.checkNameLength,
    ],
    [
      'a control character',
      { requiredChecks: ['te\u0007st'], releaseOnChecks: false },
      EVIDENCE_MESSAGES.checkNameCharacters,
    ],
    [
      'too many names',
      {
        requiredChecks: Array.from({ length: REQUIRED_CHECK_LIMITS.count + 1 }, (_, i) => `c${i}`),
        releaseOnChecks: false,
      },
      EVIDENCE_MESSAGES.checkCount,
    ],
    [
      'a name twice',
      { requiredChecks: ['test', ' test'], releaseOnChecks: false },
      EVIDENCE_MESSAGES.checkRepeated,
    ],
    [
      'the opt-in without a check',
      { requiredChecks: [], releaseOnChecks: true },
      EVIDENCE_MESSAGES.releaseNeedsChecks,
    ],
  ])('%s is refused with its sentence and changes nothing', async (_, payload, message) => {
    const { owner, project } = await paidProject(t);
    const projectId = project.id;
    await setSettings(projectId, owner, { requiredChecks: ['lint'], releaseOnChecks: false });
    const refused = await setSettings(projectId, owner, payload);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(message);
    expect((await settingsOf(projectId, owner)).json()).toMatchObject({
      requiredChecks: ['lint'],
      releaseOnChecks: false,
    });
  });

  it('show beside each result on the evidence; a check missing from the runs is not reported', async () => {
    const party = await paidOnRepository();
    await setSettings(party.projectId, party.owner, {
      requiredChecks: ['test', 'build', 'lint', 'deploy'],
      releaseOnChecks: false,
    });
    const head = await branch('shown');
    standIn.set('ada/till', head, {
      runs: [
        run('test', 'completed', 'success'),
        run('build', 'completed', 'failure'),
        run('lint', 'in_progress'),
      ],
    });
    const deliveryId = await deliver(party, 'shown');
    await runJobs();
    for (const who of [party.owner, party.developer]) {
      expect(await evidenceOf(deliveryId, who)).toMatchObject({
        status: 'ready',
        required: [
          { name: 'test', state: 'passing' },
          { name: 'build', state: 'failing' },
          { name: 'lint', state: 'pending' },
          { name: 'deploy', state: 'not reported' },
        ],
        releaseOnChecks: false,
        releasedOnChecks: false,
      });
    }
  });
});

describe('the check webhook', () => {
  it('refuses a forged or malformed event and keeps nothing', async () => {
    const party = await paidOnRepository();
    const head = await branch('forged');
    standIn.set('ada/till', head, { runs: [run('test', 'in_progress')] });
    const deliveryId = await deliver(party, 'forged');
    await runJobs();
    standIn.set('ada/till', head, { runs: [run('test', 'completed', 'failure')] });

    const forged = await webhook('check_run', checkRun(head), { secret: 'not-the-secret-at-all' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(CHECK_WEBHOOK_MESSAGES.badSignature);
    const unsigned = await webhook('check_run', checkRun(head), { signature: '' });
    expect(unsigned.json().message).toBe(CHECK_WEBHOOK_MESSAGES.badSignature);
    const tampered = await webhook('check_run', checkRun(head), {
      signature: signGithubPayload(JSON.stringify(checkRun('d'.repeat(40))), SECRET),
    });
    expect(tampered.json().message).toBe(CHECK_WEBHOOK_MESSAGES.badSignature);
    const malformed = await webhook('check_run', { check_run: { head_sha: 'nope' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(CHECK_WEBHOOK_MESSAGES.malformed);

    expect(await db.select().from(githubWebhookDeliveries)).toEqual([]);
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).checks.state).toBe('pending');

    // Signed, of a kind not handled (ping): acknowledged, nothing kept.
    const ping = await webhook('ping', { zen: 'Keep it logically awesome.', hook_id: 1 });
    expect(ping.json()).toEqual({
      received: true,
      duplicate: false,
      ignored: 'unhandled event type',
    });
    expect(await db.select().from(githubWebhookDeliveries)).toEqual([]);
  });

  it('re-reads the checks of the commit it names, once per delivery id: a replay changes nothing', async () => {
    const party = await paidOnRepository();
    const head = await branch('hooked');
    standIn.set('ada/till', head, { runs: [run('test', 'in_progress')] });
    const deliveryId = await deliver(party, 'hooked');
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).checks.state).toBe('pending');

    standIn.set('ada/till', head, { runs: [run('test', 'completed', 'success')] });
    const id = 'f1f2f3f4-cc78-11e3-81ab-000000000001';
    const first = await webhook('check_run', checkRun(head), { id });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).checks).toMatchObject({
      state: 'passing',
      runs: [{ name: 'test', conclusion: 'success' }],
    });

    // The same delivery again, after the checks changed: acknowledged, not acted on.
    standIn.set('ada/till', head, { runs: [run('test', 'completed', 'failure')] });
    const replay = await webhook('check_run', checkRun(head), { id });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).checks.state).toBe('passing');

    // The payload's words are never taken: a "success" event reads what GitHub says (failure).
    const status = await webhook('status', {
      sha: head,
      state: 'success',
      context: 'test',
      repository: REPOSITORY,
    });
    expect(status.json()).toEqual({ received: true, duplicate: false });
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).checks.state).toBe('failing');

    // Another repository's event about the same commit touches nothing of this one.
    standIn.set('ada/till', head, { runs: [run('test', 'completed', 'success')] });
    await webhook('check_suite', {
      check_suite: { head_sha: head, status: 'completed' },
      repository: { full_name: 'mallory/till' },
    });
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).checks.state).toBe('failing');
  });

  it('keeps each delivery id a month, then prunes it', async () => {
    const day = 24 * 60 * 60 * 1000;
    const received = (id: string, daysAgo: number) => ({
      deliveryId: id,
      event: 'push',
      payload: { kind: 'push' },
      receivedAt: new Date(Date.now() - daysAgo * day),
    });
    await db
      .insert(githubWebhookDeliveries)
      .values([
        received('prune-old-1', 45),
        received('prune-old-2', 31),
        received('prune-recent', 29),
      ]);
    await app.jobs.scheduleRecurring();
    expect(await app.jobs.runDue({ names: [PRUNE_GITHUB_EVENTS_JOB] })).toMatchObject({ done: 1 });
    const left = await db
      .select({ id: githubWebhookDeliveries.deliveryId })
      .from(githubWebhookDeliveries)
      .where(like(githubWebhookDeliveries.deliveryId, 'prune-%'));
    expect(left).toEqual([{ id: 'prune-recent' }]);
  });

  it('a push moving the delivered branch makes the evidence stale at once', async () => {
    const party = await paidOnRepository();
    const head = await branch('pushed');
    const deliveryId = await deliver(party, 'pushed');
    await runJobs();
    expect(await evidenceOf(deliveryId, party.owner)).toMatchObject({
      status: 'ready',
      stale: false,
    });

    // A push to another branch is not about it.
    await webhook('push', {
      ref: 'refs/heads/elsewhere',
      after: 'e'.repeat(40),
      repository: REPOSITORY,
    });
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).stale).toBe(false);

    await git(repository, ['checkout', '--quiet', 'pushed']);
    const moved = await addCommit(repository, {
      files: { 'src/more.ts': 'export const more = 2;\n' },
      at: new Date(at.getTime() + 500 * 60_000),
    });
    await git(repository, ['checkout', '--quiet', 'main']);
    expect(moved).not.toBe(head);
    await webhook('push', {
      ref: 'refs/heads/pushed',
      before: head,
      after: moved,
      repository: REPOSITORY,
    });
    // Due at once (the job runner polls every second), not at the next 5-minute polling.
    await app.jobs.runDue({ names: ['delivery-evidence.github-event'], now: new Date() });
    expect((await evidenceOf(deliveryId, party.owner)).stale).toBe(true);
  });
});

describe('the opt-in release', () => {
  it('releases a fresh, unflagged delivery passing every required check, once, through payments', async () => {
    const party = await paidOnRepository();
    await setSettings(party.projectId, party.owner, {
      requiredChecks: ['test', 'build'],
      releaseOnChecks: true,
    });
    const head = await branch('green');
    standIn.set('ada/till', head, {
      runs: [run('test', 'completed', 'success'), run('build', 'in_progress')],
    });
    const deliveryId = await deliver(party, 'green');
    await runJobs();
    // One required check still running: nothing yet.
    expect(await deliveryReleases(party.bidId)).toEqual([]);

    standIn.set('ada/till', head, {
      runs: [run('test', 'completed', 'success'), run('build', 'completed', 'success')],
    });
    await webhook('check_suite', {
      check_suite: { head_sha: head, status: 'completed', conclusion: 'success' },
      repository: REPOSITORY,
    });
    await runJobs();
    const released = await deliveryReleases(party.bidId);
    expect(released).toHaveLength(1);
    expect(released[0]!.gross).toBe(300_00);
    const [project] = await db.select().from(projects).where(eq(projects.id, party.projectId));
    expect(project!.status).toBe('completed');
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(delivery).toMatchObject({ status: 'approved', approvedAutomatically: true });
    expect(await evidenceOf(deliveryId, party.owner)).toMatchObject({ releasedOnChecks: true });

    // Asked again (a replayed event, the polling, the owner's click): nothing moves twice.
    expect(await app.deliveryEvidence.releaseOnChecks(deliveryId)).toBe('not waiting');
    const approve = await app.inject({
      method: 'POST',
      url: `/api/projects/${party.projectId}/approve-delivery`,
      headers: as(party.owner),
    });
    expect(approve.statusCode).toBe(409);
    expect(await deliveryReleases(party.bidId)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('opting in while a delivery already passes releases it then', async () => {
    const party = await paidOnRepository();
    const head = await branch('already');
    standIn.set('ada/till', head, { runs: [run('test', 'completed', 'success')] });
    await deliver(party, 'already');
    await runJobs();
    expect(await deliveryReleases(party.bidId)).toEqual([]);
    await setSettings(party.projectId, party.owner, {
      requiredChecks: ['test'],
      releaseOnChecks: true,
    });
    expect(await deliveryReleases(party.bidId)).toHaveLength(1);
  });

  it('asks a branch for its commit just before: a push the webhook has not told of stops it', async () => {
    const party = await paidOnRepository();
    await setSettings(party.projectId, party.owner, {
      requiredChecks: ['test'],
      releaseOnChecks: true,
    });
    const head = await branch('racing');
    standIn.set('ada/till', head, { runs: [run('test', 'in_progress')] });
    const deliveryId = await deliver(party, 'racing');
    await runJobs();
    await git(repository, ['checkout', '--quiet', 'racing']);
    await addCommit(repository, {
      files: { 'src/sneaky.ts': 'export const sneaky = 1;\n' },
      at: new Date(at.getTime() + 900 * 60_000),
    });
    await git(repository, ['checkout', '--quiet', 'main']);
    // The checks pass and their webhook comes first; the branch is asked, and has moved.
    standIn.set('ada/till', head, { runs: [run('test', 'completed', 'success')] });
    await webhook('check_run', checkRun(head));
    await runJobs();
    expect(await app.deliveryEvidence.releaseOnChecks(deliveryId)).toBe('stale');
    expect((await evidenceOf(deliveryId, party.owner)).stale).toBe(true);
    expect(await deliveryReleases(party.bidId)).toEqual([]);
  });

  it('a tampered delivery whose checks pass is left to the owner', async () => {
    const party = await paidOnRepository();
    await setSettings(party.projectId, party.owner, {
      requiredChecks: ['test'],
      releaseOnChecks: true,
    });
    const head = await branch('tampered', { 'src/app.test.ts': null });
    standIn.set('ada/till', head, { runs: [run('test', 'completed', 'success')] });
    const deliveryId = await deliver(party, head);
    await runJobs();
    expect(await evidenceOf(deliveryId, party.owner)).toMatchObject({
      flags: [{ kind: 'test-deleted' }],
      required: [{ name: 'test', state: 'passing' }],
    });
    expect(await deliveryReleases(party.bidId)).toEqual([]);
  });

  it('50 adversarial deliveries release nothing; the same delivery made sound releases', async () => {
    const { developer, project, bidId } = await paidProject(t);
    const delivered = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/deliveries`,
      headers: as(developer),
      payload: { message: 'The whole project, delivered.' },
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    const target = { deliveryId: delivered.json().id as number, projectId: project.id };
    const flag = (kind: (typeof TAMPER_FLAG_KINDS)[number]) => ({
      kind,
      path: kind === 'not-descending' ? null : 'src/app.test.ts',
      detail: 'A flag.',
    });
    const run = (name: string, conclusion: string | null) => ({ name, conclusion, url: null });
    const checks = (...runs: ReturnType<typeof run>[]) => ({
      source: 'github' as const,
      state: 'failing' as const,
      runs,
    });
    const cases: [string, EvidenceState, string][] = [
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i): [string, EvidenceState, string] => [
        `stale ${i}`,
        { stale: true, required: ['test', 'build'].slice(0, 1 + (i % 2)) },
        'stale',
      ]),
      ...TAMPER_FLAG_KINDS.map((kind): [string, EvidenceState, string] => [
        `flagged ${kind}`,
        { flags: [flag(kind)] },
        'flagged',
      ]),
      ...[0, 1, 2, 3].map((i): [string, EvidenceState, string] => [
        `not descending ${i}`,
        { flags: [flag('not-descending')], checks: passing('test', 'build', `extra${i}`) },
        'flagged',
      ]),
      ...['failure', 'cancelled', 'timed_out', 'action_required', 'startup_failure', 'error'].map(
        (conclusion): [string, EvidenceState, string] => [
          `required check ${conclusion}`,
          { checks: checks(run('test', 'success'), run('build', conclusion)) },
          'checks not passing',
        ],
      ),
      ...['queued', 'in_progress', 'waiting', 'requested', 'pending'].map(
        (status): [string, EvidenceState, string] => [
          `required check ${status}`,
          { checks: checks(run('test', status), run('build', 'success')) },
          'checks not passing',
        ],
      ),
      ...[['build'], ['test'], [], ['Test', 'build'], ['test ', 'build']].map(
        (names, i): [string, EvidenceState, string] => [
          `required check missing ${i}`,
          { checks: checks(...names.map((name) => run(name, 'success'))) },
          'checks not passing',
        ],
      ),
      [
        'one of two runs of a required check failed',
        { checks: checks(run('test', 'success'), run('test', 'failure'), run('build', 'success')) },
        'checks not passing',
      ],
      [
        'no checks read at all',
        { checks: { source: 'none', state: 'none', runs: [] } },
        'checks not passing',
      ],
      ...[0, 1, 2].map((i): [string, EvidenceState, string] => [
        `no required checks ${i}`,
        { required: [], releaseOnChecks: false, checks: passing('test', `c${i}`) },
        'not opted in',
      ]),
      ...[0, 1, 2].map((i): [string, EvidenceState, string] => [
        `not opted in ${i}`,
        { releaseOnChecks: false, required: ['test', 'build', `c${i}`].slice(0, 2 + (i % 2)) },
        'not opted in',
      ]),
      ['evidence pending', { status: 'pending' }, 'not read'],
      ['evidence failed', { status: 'failed' }, 'not read'],
      [
        'stale and flagged and failing',
        { stale: true, flags: [flag('ci-changed')], checks: checks(run('test', 'failure')) },
        'stale',
      ],
      [
        'flagged, nothing required',
        { flags: [flag('coverage-lowered')], required: [], releaseOnChecks: false },
        'not opted in',
      ],
    ];
    expect(cases).toHaveLength(50);
    for (const [name, state, outcome] of cases) {
      await setEvidence(db, target, state);
      expect(await app.deliveryEvidence.releaseOnChecks(target.deliveryId), name).toBe(outcome);
    }
    expect(await deliveryReleases(bidId)).toEqual([]);
    const [still] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(still!.status).toBe('paid');
    const [settings] = await db
      .select()
      .from(deliveryCheckSettings)
      .where(eq(deliveryCheckSettings.projectId, project.id));
    expect(settings).toBeDefined();

    // The same delivery, everything sound: it releases (so each case above was refused for its reason).
    await setEvidence(db, target, {});
    expect(await app.deliveryEvidence.releaseOnChecks(target.deliveryId)).toBe('released');
    expect(await deliveryReleases(bidId)).toHaveLength(1);
    await expectLedgerSound(t);
  });
});

describe('a dispute’s record', () => {
  it('carries the delivery’s evidence as it was when the dispute opened', async () => {
    const party = await paidOnRepository();
    const head = await branch('disputed', { 'src/app.test.ts': null });
    const deliveryId = await deliver(party, 'disputed');
    await runJobs();
    const opened = await app.inject({
      method: 'POST',
      url: `/api/projects/${party.projectId}/disputes`,
      headers: as(party.owner),
      payload: {
        reason: 'other',
        message: 'The test file is gone; I want my money back.',
        proposedRelease: 0,
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const disputeId = opened.json().id as number;

    // The branch moves after: the live evidence goes stale, the record stays as it was.
    await git(repository, ['checkout', '--quiet', 'disputed']);
    const moved = await addCommit(repository, {
      files: { 'src/app.test.ts': "it('counts', () => {\n  expect(total([1])).toBe(1);\n});\n" },
      at: new Date(at.getTime() + 1000 * 60_000),
    });
    await git(repository, ['checkout', '--quiet', 'main']);
    await webhook('push', { ref: 'refs/heads/disputed', after: moved, repository: REPOSITORY });
    await runJobs();
    expect((await evidenceOf(deliveryId, party.owner)).stale).toBe(true);

    const recordOf = (who: TestUser | null) =>
      app.inject({
        method: 'GET',
        url: `/api/disputes/${disputeId}/delivery-evidence`,
        headers: as(who),
      });
    for (const who of [party.owner, party.developer, await signUpOperator(t)]) {
      const record = await recordOf(who);
      expect(record.statusCode, record.body).toBe(200);
      expect(record.json()).toMatchObject({
        deliveryId,
        evidence: {
          status: 'ready',
          headCommit: head,
          stale: false,
          flags: [{ kind: 'test-deleted', path: 'src/app.test.ts' }],
        },
      });
    }
    expect((await recordOf(await signUp({ role: 'creator' }))).statusCode).toBe(404);
    expect((await recordOf(null)).statusCode).toBe(401);
  });

  it('a dispute opened before any delivery records none (200, null)', async () => {
    const { owner, project } = await paidProject(t);
    const opened = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/disputes`,
      headers: as(owner),
      payload: { reason: 'other', message: 'Nothing was delivered at all.', proposedRelease: 0 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const record = await app.inject({
      method: 'GET',
      url: `/api/disputes/${opened.json().id}/delivery-evidence`,
      headers: as(owner),
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toBeNull();
  });
});
