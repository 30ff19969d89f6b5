/**
 * Verified delivery (issue 39): the baseline recorded when a bid is accepted, a delivery naming a
 * repository and a ref resolved to a commit, and its evidence read against the baseline from
 * repositories this test builds (served over file:// and git daemon): 16 tampering patterns each
 * flagged with its file, 12 honest deliveries flagged with nothing, diff figures exact (against
 * git's own count and by hand), a ref that does not exist or a repository that cannot be read
 * kept with the sentence why, staleness when the branch moves, who may read it, the path cap's
 * sentence, no temporary repository left behind, and a local fork refused where local
 * repositories are not read.
 */
import type * as ChildProcess from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { deliveries, deliveryBaselines } from '../../src/server/db/schema.js';
import type { DeliveryEvidence } from '../../src/shared/contract/delivery-evidence.js';
import type { OpsDispute } from '../../src/shared/contract/ops.js';
import { EVIDENCE_MESSAGES } from '../../src/shared/contract/delivery-evidence-rules.js';
import {
  addCommit,
  buildRepository,
  git,
  serveGitDaemon,
  type CommitSpec,
} from '../setup/git-repositories.js';
import { signUpOperator } from '../setup/operators.js';
import { paidProject as paidProjectOf } from '../setup/payments.js';
import { createTestApp, type TestApp, type TestUser } from '../setup/test-app.js';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'delivery-evidence-test-'));
const served = path.join(scratch, 'served');
const workRoot = path.join(scratch, 'work');
const t = await createTestApp({ projectDetailCacheTtlMs: 0, deliveryEvidence: { workRoot } });
const { app, db, signUp } = t;
afterAll(async () => {
  await daemon.close();
  await rm(scratch, { recursive: true, force: true });
});

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const at = new Date('2026-11-01T10:00:00Z');
const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

const APP_TEST = `import { describe, expect, it } from 'vitest';
import { total } from './app';

describe('total', () => {
  it('adds', () => {
    expect(total([1, 2])).toBe(3);
  });
  it('is zero when empty', () => {
    expect(total([])).toBe(0);
  });
  it('ignores negatives', () => {
    expect(total([-1, 2])).toBe(2);
    expect(total([-1])).toBe(0);
  });
});
`;
const CART_TEST = `import { cart } from './cart';

it('starts empty', () => {
  expect(cart()).toEqual([]);
});
it('keeps items', () => {
  expect(cart('a')).toEqual(['a']);
});
`;
const SNAPSHOT = Array.from({ length: 10 }, (_, i) => `exports[\`row ${i}\`] = \`"${i}"\`;`).join(
  '\n',
);
const BASE: CommitSpec['files'] = {
  'README.md': '# Till\n\nA small till.\n',
  'package.json': JSON.stringify(
    {
      name: 'till',
      scripts: { test: 'vitest run', build: 'tsc' },
      devDependencies: { vitest: '^4' },
    },
    null,
    2,
  ),
  'vitest.config.ts': `export default {
  test: {
    include: ['src/**/*.test.ts'],
    coverage: { thresholds: { lines: 90, branches: 80 } },
  },
};
`,
  '.github/workflows/ci.yml':
    'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
  'src/app.ts':
    'export function total(xs: number[]) {\n  // TODO: reject NaN\n  return xs.filter((x) => x > 0).reduce((a, b) => a + b, 0);\n}\n// FIXME: rounding\n',
  'src/cart.ts': 'export const cart = (...items: string[]) => items;\n',
  'src/legacy.ts': 'export const old = 1;\n',
  'src/app.test.ts': APP_TEST,
  'src/cart.test.ts': CART_TEST,
  'src/__snapshots__/app.test.ts.snap': SNAPSHOT + '\n',
  'py/test_calc.py':
    'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n\n\ndef test_zero():\n    assert add(0, 0) == 0\n',
  'go/calc_test.go':
    'package calc\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Errorf("no")\n\t}\n}\n',
  'rust/tests/calc.rs': '#[test]\nfn adds() {\n    assert_eq!(calc::add(1, 2), 3);\n}\n',
};

const repository = path.join(served, 'till');
await buildRepository(repository, [{ files: BASE, at }]);
const baseCommit = (await git(repository, ['rev-parse', 'HEAD'])).stdout.trim();
const link = pathToFileURL(repository).href;
const daemon = await serveGitDaemon(served);

/** A branch off the baseline with these changes (in one commit, or several). */
async function branch(name: string, ...commits: CommitSpec['files'][]) {
  await git(repository, ['checkout', '--quiet', '-B', name, baseCommit]);
  let head = baseCommit;
  for (const [index, files] of commits.entries()) {
    head = await addCommit(repository, { files, at: later(index + 1), message: name });
  }
  await git(repository, ['checkout', '--quiet', 'main']);
  return head;
}

/** A project with a code link, a bid accepted (its baseline read) and paid: deliveries can go. */
async function paidProject(codeLink: string | null, on: TestApp = t) {
  const { owner, developer, project } = await paidProjectOf(on, 300, { codeLink });
  return { owner, developer, projectId: project.id };
}

const runJobs = () =>
  app.jobs.runDue({ names: ['delivery-evidence.baseline', 'delivery-evidence.read'] });

async function deliver(
  party: { developer: TestUser; projectId: number },
  body: { repository?: string; ref?: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/projects/${party.projectId}/deliveries`,
    headers: as(party.developer),
    payload: { message: 'The checkout is done, with its tests.', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; repository: string | null; ref: string | null };
}

async function evidenceOf(deliveryId: number, who: TestUser | null) {
  return app.inject({
    method: 'GET',
    url: `/api/deliveries/${deliveryId}/evidence`,
    headers: as(who),
  });
}

async function sendBack(owner: TestUser, deliveryId: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/deliveries/${deliveryId}/request-changes`,
    headers: as(owner),
    payload: { note: 'Please look at the flags.' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** git's own count of what changed, to hold the evidence's figures against. */
async function gitFigures(head: string) {
  const { stdout } = await git(repository, ['diff', '--numstat', '-M', baseCommit, head]);
  const lines = stdout.trim().split('\n').filter(Boolean);
  let additions = 0;
  let deletions = 0;
  for (const line of lines) {
    const [adds, dels] = line.split('\t');
    additions += adds === '-' ? 0 : Number(adds);
    deletions += dels === '-' ? 0 : Number(dels);
  }
  return { files: lines.length, additions, deletions };
}

const shared = await paidProject(link);

describe('the baseline', () => {
  it('is the code link’s commit when the bid was accepted, whatever is pushed after', async () => {
    const [pending] = await db
      .select()
      .from(deliveryBaselines)
      .where(eq(deliveryBaselines.projectId, shared.projectId));
    expect(pending).toMatchObject({ status: 'pending', codeLink: link, commit: null });
    await runJobs();
    await branch('pushed-after', { 'later.txt': 'x\n' });
    const [row] = await db
      .select()
      .from(deliveryBaselines)
      .where(eq(deliveryBaselines.projectId, shared.projectId));
    expect(row).toMatchObject({ status: 'ready', commit: baseCommit, error: null });
  });
});

/** Delivers `ref` on the shared project, reads its evidence, sends it back for the next case. */
async function evidenceFor(ref: string, repositoryLink?: string) {
  const delivery = await deliver(shared, { ref, repository: repositoryLink });
  expect((await evidenceOf(delivery.id, shared.owner)).json()).toMatchObject({
    status: 'pending',
  });
  await runJobs();
  const response = await evidenceOf(delivery.id, shared.owner);
  expect(response.statusCode).toBe(200);
  await sendBack(shared.owner, delivery.id);
  return { delivery, evidence: response.json() as DeliveryEvidence };
}

const skipAll = APP_TEST.replace(/ {2}it\(/g, '  it.skip(');
const TAMPERING: [string, CommitSpec['files'], string, string | null, string][] = [
  [
    'deletes a test file',
    { 'src/cart.test.ts': null },
    'test-deleted',
    'src/cart.test.ts',
    'The test file src/cart.test.ts was deleted',
  ],
  [
    'empties a test file',
    { 'src/cart.test.ts': "import { cart } from './cart';\n" },
    'test-emptied',
    'src/cart.test.ts',
    'The test file src/cart.test.ts no longer contains any tests',
  ],
  [
    'marks tests skipped (.skip)',
    { 'src/app.test.ts': skipAll },
    'tests-skipped',
    'src/app.test.ts',
    '3 tests were marked skipped in src/app.test.ts',
  ],
  [
    'focuses a test (.only)',
    { 'src/cart.test.ts': CART_TEST.replace("it('keeps", "it.only('keeps") },
    'tests-focused',
    'src/cart.test.ts',
    '1 test was marked to run alone in src/cart.test.ts, so the other tests do not run',
  ],
  [
    'skips with xit',
    { 'src/cart.test.ts': CART_TEST.replace("it('keeps", "xit('keeps") },
    'tests-skipped',
    'src/cart.test.ts',
    '1 test was marked skipped in src/cart.test.ts',
  ],
  [
    'skips with @pytest.mark.skip',
    {
      'py/test_calc.py': BASE['py/test_calc.py']!.toString().replace(
        'def test_zero',
        '@pytest.mark.skip\ndef test_zero',
      ),
    },
    'tests-skipped',
    'py/test_calc.py',
    '1 test was marked skipped in py/test_calc.py',
  ],
  [
    'skips with t.Skip',
    {
      'go/calc_test.go': BASE['go/calc_test.go']!.toString().replace(
        '{\n\tif',
        '{\n\tt.Skip("later")\n\tif',
      ),
    },
    'tests-skipped',
    'go/calc_test.go',
    '1 test was marked skipped in go/calc_test.go',
  ],
  [
    'ignores with #[ignore]',
    {
      'rust/tests/calc.rs':
        '#[test]\n#[ignore]\nfn adds() {\n    assert_eq!(calc::add(1, 2), 3);\n}\n',
    },
    'tests-skipped',
    'rust/tests/calc.rs',
    '1 test was marked skipped in rust/tests/calc.rs',
  ],
  [
    'removes assertions',
    {
      'src/app.test.ts': APP_TEST.replace('    expect(total([-1])).toBe(0);\n', '').replace(
        '    expect(total([])).toBe(0);\n',
        '',
      ),
    },
    'assertions-removed',
    'src/app.test.ts',
    '2 assertions were removed from src/app.test.ts',
  ],
  [
    'comments assertions out',
    {
      'src/app.test.ts': APP_TEST.replace(
        '    expect(total([-1, 2]))',
        '    // expect(total([-1, 2]))',
      ),
    },
    'assertions-removed',
    'src/app.test.ts',
    '1 assertion was removed from src/app.test.ts',
  ],
  [
    'changes the test script',
    { 'package.json': BASE['package.json']!.toString().replace('"vitest run"', '"echo ok"') },
    'test-script-changed',
    'package.json',
    'The "test" script in package.json was changed from "vitest run" to "echo ok"',
  ],
  [
    'narrows which tests run',
    {
      'vitest.config.ts': BASE['vitest.config.ts']!.toString().replace(
        "['src/**/*.test.ts']",
        "['src/none/*.test.ts']",
      ),
    },
    'test-script-changed',
    'vitest.config.ts',
    'Which tests run was changed in vitest.config.ts',
  ],
  [
    'changes the CI configuration',
    {
      '.github/workflows/ci.yml':
        'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n',
    },
    'ci-changed',
    '.github/workflows/ci.yml',
    'The automatic checks (CI) in .github/workflows/ci.yml were changed',
  ],
  [
    'lowers a coverage threshold',
    { 'vitest.config.ts': BASE['vitest.config.ts']!.toString().replace('lines: 90', 'lines: 50') },
    'coverage-lowered',
    'vitest.config.ts',
    'The required test coverage was lowered in vitest.config.ts (lines 90% → 50%)',
  ],
  [
    'rewrites the snapshots wholesale',
    { 'src/__snapshots__/app.test.ts.snap': SNAPSHOT.replace(/"\d"/g, '"?"') + '\n' },
    'snapshots-rewritten',
    'src/__snapshots__/app.test.ts.snap',
    'The test snapshots in src/__snapshots__/app.test.ts.snap were rewritten wholesale (10 of 10 lines replaced)',
  ],
];

describe('tampering is flagged, with its file and in plain words', () => {
  it.each(TAMPERING)('a delivery that %s', async (name, files, kind, file, detail) => {
    const head = await branch(`tamper-${name.replace(/\W+/g, '-')}`, files);
    const { delivery, evidence } = await evidenceFor(`tamper-${name.replace(/\W+/g, '-')}`);
    expect(delivery.repository).toBe(link);
    expect(evidence).toMatchObject({
      status: 'ready',
      baseCommit,
      headCommit: head,
      stale: false,
      error: null,
    });
    expect(evidence.flags).toEqual([{ kind, path: file, detail }]);
    expect(evidence.diff).toMatchObject(await gitFigures(head));
  });

  it('a delivered commit that does not descend from the baseline', async () => {
    await git(repository, ['checkout', '--quiet', '--orphan', 'unrelated']);
    const head = await addCommit(repository, {
      files: { 'src/checkout.ts': 'export const pay = () => true;\n' },
      at: later(5),
      message: 'Start over',
    });
    await git(repository, ['checkout', '--quiet', '--force', 'main']);
    const { evidence } = await evidenceFor('unrelated');
    expect(evidence.status).toBe('ready');
    expect(evidence.headCommit).toBe(head);
    expect(evidence.flags).toEqual([
      {
        kind: 'not-descending',
        path: null,
        detail:
          'The delivered commit does not build on the project’s starting commit: work may be missing or replaced',
      },
    ]);
  });
});

const HONEST: [string, CommitSpec['files'][]][] = [
  [
    'adds the feature in two commits',
    [
      { 'src/checkout.ts': 'export function pay() {\n  return true;\n}\n' },
      { 'src/checkout.ts': 'export function pay() {\n  return 1;\n}\n' },
    ],
  ],
  [
    'adds a test file',
    [
      {
        'src/checkout.test.ts':
          "import { pay } from './checkout';\n\nit('pays', () => {\n  expect(pay()).toBe(1);\n});\n",
      },
    ],
  ],
  [
    'fixes a TODO',
    [
      {
        'src/app.ts':
          'export function total(xs: number[]) {\n  return xs.filter((x) => x > 0 && !Number.isNaN(x)).reduce((a, b) => a + b, 0);\n}\n// FIXME: rounding\n',
      },
    ],
  ],
  [
    'adds assertions',
    [
      {
        'src/app.test.ts': APP_TEST.replace(
          '    expect(total([-1])).toBe(0);\n',
          '    expect(total([-1])).toBe(0);\n    expect(total([-5, 5])).toBe(5);\n',
        ),
      },
    ],
  ],
  ['renames a test file', [{ 'src/cart.test.ts': null, 'src/basket.test.ts': CART_TEST }]],
  [
    'raises the coverage threshold',
    [
      {
        'vitest.config.ts': BASE['vitest.config.ts']!.toString().replace('lines: 90', 'lines: 95'),
      },
    ],
  ],
  [
    'updates one snapshot line',
    [{ 'src/__snapshots__/app.test.ts.snap': SNAPSHOT.replace('"3"', '"three"') + '\n' }],
  ],
  [
    'adds a new snapshot file',
    [{ 'src/__snapshots__/cart.test.ts.snap': 'exports[`cart 1`] = `[]`;\n' }],
  ],
  [
    'edits the README',
    [{ 'README.md': '# Till\n\nA small till, with a checkout.\n\n## Use\n\nnpm start\n' }],
  ],
  [
    'adds a Python test',
    [
      {
        'py/test_more.py':
          'from calc import add\n\n\ndef test_three():\n    assert add(1, 1, 1) == 3\n',
      },
    ],
  ],
  [
    'adds a dependency',
    [
      {
        'package.json': BASE['package.json']!.toString().replace(
          '"devDependencies": {',
          '"dependencies": { "zod": "^4" },\n  "devDependencies": {',
        ),
      },
    ],
  ],
  ['deletes a file that is not a test', [{ 'src/legacy.ts': null }]],
];

describe('honest deliveries are flagged with nothing', () => {
  it.each(HONEST)('a delivery that %s', async (name, commits) => {
    const ref = `honest-${name.replace(/\W+/g, '-')}`;
    const head = await branch(ref, ...commits);
    const { evidence } = await evidenceFor(ref);
    expect(evidence).toMatchObject({ status: 'ready', baseCommit, headCommit: head, stale: false });
    expect(evidence.flags).toEqual([]);
    expect(evidence.diff).toMatchObject(await gitFigures(head));
  });

  it('counts exactly: files, lines, languages and what is left', async () => {
    const head = await branch('figures', {
      'src/checkout.ts': 'export function pay() {\n  // TODO: refunds\n  return 1;\n}\n',
      'src/app.ts':
        'export function total(xs: number[]) {\n  return xs.filter((x) => x > 0).reduce((a, b) => a + b, 0);\n}\n',
      'py/test_calc.py': null,
    });
    const { evidence } = await evidenceFor('figures');
    expect(evidence.headCommit).toBe(head);
    // py/test_calc.py deleted: a flag, and its 9 lines removed.
    expect(evidence.flags.map((flag) => flag.kind)).toEqual(['test-deleted']);
    expect(evidence.diff).toEqual({
      files: 3,
      additions: 4,
      deletions: 2 + 9,
      byLanguage: [
        { name: 'Python', files: 1, additions: 0, deletions: 9 },
        { name: 'TypeScript', files: 2, additions: 4, deletions: 2 },
      ],
    });
    // Before: the TODO and the FIXME of src/app.ts; after: the new TODO only.
    expect(evidence.todos).toEqual({ before: 2, after: 1 });
  });

  it('reads a fork: the baseline from the project’s code link, the delivery from the fork', async () => {
    const fork = path.join(served, 'till-fork');
    await git(served, ['clone', '--quiet', repository, fork]);
    await git(fork, ['checkout', '--quiet', '-B', 'checkout', baseCommit]);
    const head = await addCommit(fork, {
      files: { 'src/checkout.ts': 'export const pay = () => 1;\n' },
      at: later(9),
    });
    const { delivery, evidence } = await evidenceFor('checkout', daemon.url('till-fork'));
    expect(delivery.repository).toBe(daemon.url('till-fork'));
    expect(evidence).toMatchObject({ status: 'ready', baseCommit, headCommit: head, flags: [] });
    expect(evidence.diff).toEqual({
      files: 1,
      additions: 1,
      deletions: 0,
      byLanguage: [{ name: 'TypeScript', files: 1, additions: 1, deletions: 0 }],
    });
  });

  it('takes a tag and a full commit id as the ref', async () => {
    const head = await branch('tagged', { 'CHANGELOG.md': '# 1.0\n' });
    await git(repository, ['tag', '-a', '-m', 'One', 'v1.0', head], {
      GIT_COMMITTER_NAME: 'Ada',
      GIT_COMMITTER_EMAIL: 'ada@example.test',
    });
    expect((await evidenceFor('v1.0')).evidence.headCommit).toBe(head);
    expect((await evidenceFor(head)).evidence.headCommit).toBe(head);
  });
});

describe('what cannot be read is kept, with the sentence why', () => {
  it('a ref that does not exist', async () => {
    const { delivery, evidence } = await evidenceFor('no-such-branch');
    const [row] = await db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row).toMatchObject({ ref: 'no-such-branch', repository: link });
    expect(evidence).toMatchObject({
      status: 'failed',
      baseCommit,
      headCommit: null,
      flags: [],
      error: 'The repository has no branch or tag named “no-such-branch”.',
    });
  });

  it('a commit id the repository does not have', async () => {
    const missing = 'f'.repeat(40);
    const { evidence } = await evidenceFor(missing);
    expect(evidence).toMatchObject({
      status: 'failed',
      headCommit: missing,
      error: 'The commit fffffff is not in the repository.',
    });
  });

  it('a repository that cannot be read', async () => {
    const { evidence } = await evidenceFor(
      'main',
      pathToFileURL(path.join(scratch, 'nothing')).href,
    );
    expect(evidence.status).toBe('failed');
    expect(evidence.error).toBe(
      'The code link is not a public git repository (it does not exist, is private, or is empty).',
    );
  });

  it('a ref git does not allow is refused before anything is kept', async () => {
    for (const ref of ['--upload-pack=touch /tmp/x', 'a..b', 'has space']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/projects/${shared.projectId}/deliveries`,
        headers: as(shared.developer),
        payload: { message: 'The checkout is done, with its tests.', ref },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.ref).toEqual([EVIDENCE_MESSAGES.ref]);
    }
  });

  it('a project without a code link: the delivery has no evidence to read', async () => {
    const party = await paidProject(null);
    const delivery = await deliver(party, {});
    expect(delivery.repository).toBeNull();
    await runJobs();
    expect((await evidenceOf(delivery.id, party.owner)).json()).toMatchObject({
      status: 'failed',
      error: EVIDENCE_MESSAGES.noRepository,
    });
  });
});

/** The recurring staleness check, as the job runner would run it every five minutes. */
const started = Date.now();
let checks = 0;
async function checkStaleness() {
  await app.jobs.scheduleRecurring(new Date(started));
  checks += 1;
  const outcome = await app.jobs.runDue({
    names: ['delivery-evidence.staleness'],
    now: new Date(started + checks * 6 * 60_000),
  });
  expect(outcome.done).toBe(1);
}

describe('stale evidence', () => {
  it('a branch pushed after the evidence was read becomes stale; a commit id never does', async () => {
    const head = await branch('moving', { 'src/checkout.ts': 'export const pay = () => 1;\n' });
    const byBranch = await deliver(shared, { ref: 'moving' });
    await runJobs();
    await checkStaleness();
    expect((await evidenceOf(byBranch.id, shared.owner)).json()).toMatchObject({
      headCommit: head,
      stale: false,
    });
    await git(repository, ['checkout', '--quiet', 'moving']);
    await addCommit(repository, {
      files: { 'src/checkout.ts': 'export const pay = () => 2;\n' },
      at: later(11),
    });
    await git(repository, ['checkout', '--quiet', 'main']);
    await checkStaleness();
    expect((await evidenceOf(byBranch.id, shared.owner)).json()).toMatchObject({
      headCommit: head,
      stale: true,
    });
    await sendBack(shared.owner, byBranch.id);

    const byCommit = await deliver(shared, { ref: head });
    await runJobs();
    await checkStaleness();
    expect((await evidenceOf(byCommit.id, shared.owner)).json()).toMatchObject({
      headCommit: head,
      stale: false,
    });
    await sendBack(shared.owner, byCommit.id);
  });
});

/** A milestone on the shared project, completed by the developer with `body`. */
async function completedMilestone(title: string, body?: object) {
  const added = await app.inject({
    method: 'POST',
    url: `/api/projects/${shared.projectId}/milestones`,
    headers: as(shared.owner),
    payload: { title, amount: 20 },
  });
  expect(added.statusCode, added.body).toBe(201);
  const completed = await app.inject({
    method: 'POST',
    url: `/api/milestones/${added.json().id}/complete`,
    headers: as(shared.developer),
    ...(body ? { payload: body } : {}),
  });
  return completed;
}
const milestoneEvidenceOf = (milestoneId: number, who: TestUser | null) =>
  app.inject({ url: `/api/milestones/${milestoneId}/evidence`, headers: as(who) });

describe('a milestone’s completion may name a commit', () => {
  it('is read as a delivery is: the same figures and flags, for the owner and the developer', async () => {
    const head = await branch('milestone-one', {
      'src/checkout.ts': 'export const pay = () => 5;\n',
      'src/cart.test.ts': null,
    });
    const completed = await completedMilestone('The cart without its test', {
      ref: 'milestone-one',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const milestone = completed.json() as { id: number; repository: string; ref: string };
    expect(milestone).toMatchObject({
      status: 'completed',
      repository: link,
      ref: 'milestone-one',
    });
    expect((await milestoneEvidenceOf(milestone.id, shared.owner)).json().status).toBe('pending');
    await runJobs();
    for (const who of [shared.owner, shared.developer]) {
      const response = await milestoneEvidenceOf(milestone.id, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'ready',
        baseCommit,
        headCommit: head,
        stale: false,
        error: null,
        flags: [
          {
            kind: 'test-deleted',
            path: 'src/cart.test.ts',
            detail: 'The test file src/cart.test.ts was deleted',
          },
        ],
        diff: await gitFigures(head),
      });
    }
    const stranger = await signUp({ role: 'developer' });
    const refused = await milestoneEvidenceOf(milestone.id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Milestone not found');
    expect((await milestoneEvidenceOf(milestone.id, null)).statusCode).toBe(401);
  });

  it('a ref that does not exist or a repository that cannot be read: kept, with the sentence why', async () => {
    const missing = await completedMilestone('A branch nobody pushed', { ref: 'no-such-branch' });
    expect(missing.statusCode, missing.body).toBe(200);
    const unreadable = await completedMilestone('A fork that is not there', {
      repository: pathToFileURL(path.join(scratch, 'nothing')).href,
    });
    expect(unreadable.statusCode, unreadable.body).toBe(200);
    await runJobs();
    expect((await milestoneEvidenceOf(missing.json().id, shared.owner)).json()).toMatchObject({
      status: 'failed',
      baseCommit,
      headCommit: null,
      error: 'The repository has no branch or tag named “no-such-branch”.',
    });
    expect((await milestoneEvidenceOf(unreadable.json().id, shared.owner)).json()).toMatchObject({
      status: 'failed',
      error:
        'The code link is not a public git repository (it does not exist, is private, or is empty).',
    });
  });

  it('names no code without a repository or a ref; a ref git does not allow is refused', async () => {
    const plain = await completedMilestone('Done, no code named');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ status: 'completed', repository: null, ref: null });
    expect((await milestoneEvidenceOf(plain.json().id, shared.owner)).json()).toMatchObject({
      status: 'failed',
      error: EVIDENCE_MESSAGES.milestoneNoCode,
    });
    const refused = await completedMilestone('An option as a ref', {
      ref: '--upload-pack=touch /tmp/x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.ref).toEqual([EVIDENCE_MESSAGES.ref]);
  });
});

describe('where git runs', () => {
  it('in a process apart: the evidence job starts no process from the server but the launcher', async () => {
    const head = await branch('apart', { 'src/checkout.ts': 'export const pay = () => 4;\n' });
    const delivery = await deliver(shared, { ref: 'apart' });
    // Every process the server's modules start, seen through node's own module (the binding
    // each `import { spawn }` reads).
    const childProcess = createRequire(import.meta.url)(
      'node:child_process',
    ) as typeof ChildProcess;
    const spawn = childProcess.spawn;
    const started: string[] = [];
    childProcess.spawn = ((command: string, ...rest: Parameters<typeof spawn>[1][]) => {
      started.push(command);
      return (spawn as (...args: unknown[]) => ChildProcess.ChildProcess)(command, ...rest);
    }) as typeof spawn;
    syncBuiltinESMExports();
    try {
      await runJobs();
    } finally {
      childProcess.spawn = spawn;
      syncBuiltinESMExports();
    }
    // The launcher (node, once per server, core/git/run-apart.ts) started the process apart;
    // the refs, fetches, ls-tree and cat-file ran in that. The server started nothing else.
    expect(started.filter((command) => command !== process.execPath)).toEqual([]);
    expect(started.length).toBeLessThanOrEqual(1);
    expect((await evidenceOf(delivery.id, shared.owner)).json()).toMatchObject({
      status: 'ready',
      headCommit: head,
      flags: [],
    });
    await sendBack(shared.owner, delivery.id);
  });
});

describe('who may read the evidence', () => {
  it('the owner, the developer and operators; anyone else 404, signed out 401', async () => {
    const head = await branch('readers', { 'src/checkout.ts': 'export const pay = () => 3;\n' });
    const delivery = await deliver(shared, { ref: 'readers' });
    await runJobs();
    const operator = await signUpOperator(t);
    const stranger = await signUp({ role: 'developer' });
    for (const who of [shared.owner, shared.developer, operator]) {
      const response = await evidenceOf(delivery.id, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('ready');
    }
    const refused = await evidenceOf(delivery.id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(EVIDENCE_MESSAGES.notFound);
    expect((await evidenceOf(999_999, shared.owner)).statusCode).toBe(404);
    expect((await evidenceOf(delivery.id, null)).statusCode).toBe(401);

    // A dispute's record carries it, on the operators' page alone.
    const opened = await app.inject({
      method: 'POST',
      url: `/api/projects/${shared.projectId}/disputes`,
      headers: as(shared.owner),
      payload: {
        reason: 'not_as_agreed',
        message: 'The delivered work does not match what we agreed in the bid.',
        proposedRelease: 0,
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const recordOf = (who: TestUser) =>
      app.inject({ url: `/api/ops/disputes/${opened.json().id}`, headers: as(who) });
    const record = await recordOf(operator);
    expect(record.statusCode).toBe(200);
    const shown = (record.json() as OpsDispute).record.deliveries.find((d) => d.id === delivery.id);
    expect(shown).toMatchObject({
      repository: link,
      ref: 'readers',
      evidence: {
        status: 'ready',
        baseCommit,
        headCommit: head,
        diff: { files: 1, additions: 1, deletions: 0 },
        flags: [],
        stale: false,
        checks: { source: 'none', state: 'none', runs: [] },
      },
    });
    for (const who of [shared.owner, shared.developer, stranger]) {
      const refusedRecord = await recordOf(who);
      expect(refusedRecord.statusCode).toBe(403);
      expect(refusedRecord.body).not.toContain(head);
    }
  });
});

describe('the fetch rules and caps hold', () => {
  it('leaves no temporary repository behind', async () => {
    const left = await readdir(workRoot).catch(() => []);
    expect(left.filter((name) => name.startsWith('run-'))).toEqual([]);
  });

  it('a repository over the path cap fails with the cap’s sentence', async () => {
    const capped = await createTestApp({ deliveryEvidence: { limits: { maxPaths: 5 } } });
    const party = await paidProject(link, capped);
    await capped.app.jobs.runDue({ names: ['delivery-evidence.baseline'] });
    const response = await capped.app.inject({
      method: 'POST',
      url: `/api/projects/${party.projectId}/deliveries`,
      headers: as(party.developer),
      payload: { message: 'The checkout is done, with its tests.', ref: 'readers' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await capped.app.jobs.runDue({ names: ['delivery-evidence.read'] });
    const evidence = await capped.app.inject({
      method: 'GET',
      url: `/api/deliveries/${response.json().id}/evidence`,
      headers: as(party.owner),
    });
    expect(evidence.json()).toMatchObject({
      status: 'failed',
      baseCommit,
      error: 'The repository has more than 5 files, the most that is read.',
    });
  });

  it('a local fork is refused where local repositories are not read, and nothing is kept', async () => {
    const strict = await createTestApp({ config: { repoInsightAllowLocal: false } });
    const party = await paidProject('https://github.com/example/till', strict);
    for (const repository of [link, 'http://127.0.0.1:9/till.git', 'http://10.0.0.7/till.git']) {
      const response = await strict.app.inject({
        method: 'POST',
        url: `/api/projects/${party.projectId}/deliveries`,
        headers: as(party.developer),
        payload: { message: 'The checkout is done, with its tests.', repository },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.repository).toEqual([EVIDENCE_MESSAGES.repository]);
    }
    const kept = await strict.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.projectId, party.projectId));
    expect(kept).toEqual([]);
  });
});
