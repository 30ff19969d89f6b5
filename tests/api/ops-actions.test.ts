/**
 * What operators do (issue 28; decisions.md, Operators; docs/decisions/operators.md), each with
 * its audit entry and its effect: suspending and reinstating a user, revoking sessions, hiding and
 * showing a project, refunding held money, holding a developer's payouts; the users search and
 * page, the audit log (filters, pages, CSV) and the overview; and that nothing under /api/ops/
 * answers a password hash, a TOTP secret or a recovery code.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  recoveryCodes,
  releases,
  twoFactorCredentials,
  users,
} from '../../src/server/db/schema.js';
import { signUpOperator, type TestOperator } from '../setup/operators.js';
import { expectLedgerSound, paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const test = await createTestApp({ projectDetailCacheTtlMs: 60_000 });
const { app, db, signUp } = test;
const operator: TestOperator = await signUpOperator(test);

const ops = (method: 'GET' | 'POST', url: string, payload?: object, who: TestUser = operator) =>
  app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });

const entriesAbout = (targetType: string, targetId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);

async function openProject(owner: TestUser, name = 'An open project') {
  const created = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie: owner.cookie },
    payload: {
      name,
      description: 'A project that an operator will look at in this test file.',
      techStack: ['Rust'],
      timeframe: '2 weeks',
      budget: 500,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number };
}

const browse = async (q?: string) =>
  (
    await app.inject({ url: `/api/projects${q ? `?q=${encodeURIComponent(q)}` : '?limit=100'}` })
  ).json() as { id: number }[];

describe('suspending a user', () => {
  it('signs them out everywhere, hides them and their open projects, and waits their bids', async () => {
    const owner = await signUp({ role: 'creator' });
    const second = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.user.email, password: 'correct-horse' },
    });
    const project = await openProject(owner, 'Suspended owner project');
    const developer = await signUp({ role: 'developer' });
    const otherOwner = await signUp({ role: 'creator' });
    const otherProject = await openProject(otherOwner, 'Someone else project');
    const bid = await app.inject({
      method: 'POST',
      url: `/api/projects/${otherProject.id}/bids`,
      headers: { cookie: developer.cookie },
      payload: {
        amount: 100,
        timeline: 3,
        message: 'A bid from a developer about to be suspended.',
      },
    });
    expect(bid.statusCode).toBe(201);
    expect((await browse()).map((p) => p.id)).toContain(project.id);

    const suspended = await ops('POST', `/api/ops/users/${owner.user.id}/suspend`, {
      reason: 'Scam listings',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Scam listings',
    });

    // Signed out of both sessions at once.
    for (const cookie of [owner.cookie, second.headers['set-cookie']!.toString().split(';')[0]!]) {
      const me = await app.inject({ url: '/api/session', headers: { cookie } });
      expect(me.json()).toEqual({ user: null });
    }
    // Sign-in answers 403 with the reason (only to someone with the password).
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.user.email, password: 'correct-horse' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      message: 'This account is suspended: Scam listings',
      code: 'forbidden',
    });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.user.email, password: 'wrong-horse' },
    });
    expect(wrong.statusCode).toBe(401);
    // Their open project is out of browsing and search, and a 404 to strangers.
    expect((await browse()).map((p) => p.id)).not.toContain(project.id);
    expect((await browse('Suspended owner')).map((p) => p.id)).not.toContain(project.id);
    expect((await app.inject({ url: `/api/projects/${project.id}` })).statusCode).toBe(404);

    // A suspended developer: no public profile, out of the directory, pending bids out of lists.
    const devSuspended = await ops('POST', `/api/ops/users/${developer.user.id}/suspend`, {
      reason: 'Fake reviews',
    });
    expect(devSuspended.statusCode).toBe(200);
    expect(
      (await app.inject({ url: `/api/developers/${developer.user.username}` })).statusCode,
    ).toBe(404);
    const directory = await app.inject({ url: `/api/developers?limit=100` });
    expect(directory.json().map((d: { id: number }) => d.id)).not.toContain(developer.user.id);
    const detail = await app.inject({
      url: `/api/projects/${otherProject.id}`,
      headers: { cookie: otherOwner.cookie },
    });
    expect(detail.json().bids).toEqual([]);
    const accept = await app.inject({
      method: 'POST',
      url: `/api/bids/${bid.json().id}/accept`,
      headers: { cookie: otherOwner.cookie },
    });
    expect(accept.statusCode).toBe(404);

    // Audited with before and after, the operator and the address.
    const [entry] = await entriesAbout('user', owner.user.id);
    expect(entry).toMatchObject({
      operatorId: operator.user.id,
      action: 'user.suspend',
      reason: 'Scam listings',
      before: { status: 'active', suspensionReason: null },
      after: { status: 'suspended', suspensionReason: 'Scam listings', sessionsEnded: 2 },
    });
    expect(entry!.address).toBeTruthy();

    // A second suspension is a 409 and writes nothing.
    const again = await ops('POST', `/api/ops/users/${owner.user.id}/suspend`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(await entriesAbout('user', owner.user.id)).toHaveLength(1);

    // Reinstated: signs in again, the project is listed again.
    const reinstated = await ops('POST', `/api/ops/users/${owner.user.id}/reinstate`, {
      reason: 'Appeal accepted',
    });
    expect(reinstated.json()).toMatchObject({ status: 'active', suspensionReason: null });
    const back = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.user.email, password: 'correct-horse' },
    });
    expect(back.statusCode).toBe(200);
    expect((await browse()).map((p) => p.id)).toContain(project.id);
    expect((await entriesAbout('user', owner.user.id)).map((e) => e.action)).toEqual([
      'user.suspend',
      'user.reinstate',
    ]);
  });

  it('refuses to suspend oneself or another operator', async () => {
    const self = await ops('POST', `/api/ops/users/${operator.user.id}/suspend`, { reason: 'x' });
    expect(self.statusCode).toBe(403);
    const other = await signUpOperator(test);
    const peer = await ops('POST', `/api/ops/users/${other.user.id}/suspend`, { reason: 'x' });
    expect(peer.statusCode).toBe(409);
    const unknown = await ops('POST', `/api/ops/users/2000000000/suspend`, { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps releases to a suspended developer waiting until reinstated', async () => {
    const { owner, developer, project } = await paidProject(test, 100);
    const link = await app.inject({
      method: 'POST',
      url: '/api/stripe/create-connect-account',
      headers: { cookie: developer.cookie },
      payload: {},
    });
    await app.inject({
      method: 'POST',
      url: `${link.json().url}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: developer.cookie },
      payload: '',
    });
    await expect
      .poll(
        async () =>
          (await db.select().from(users).where(eq(users.id, developer.user.id)))[0]!
            .onboardingComplete,
      )
      .toBe(true);
    await ops('POST', `/api/ops/users/${developer.user.id}/suspend`, { reason: 'Investigating' });
    const approved = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/approve-delivery`,
      headers: { cookie: owner.cookie },
    });
    expect(approved.json().releaseStatus).toBe('queued');
    await app.payments.worker.runOnce();
    const release = () =>
      db.select().from(releases).where(eq(releases.developerId, developer.user.id));
    expect((await release())[0]!.status).toBe('queued');

    await ops('POST', `/api/ops/users/${developer.user.id}/reinstate`, { reason: 'Cleared' });
    await app.payments.worker.runOnce();
    expect((await release())[0]!.status).toBe('sent');
    await expectLedgerSound(test);
  });
});

describe('sessions', () => {
  it('are listed on the user page and revoked one by one or all at once', async () => {
    const who = await signUp();
    const other = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: who.user.email, password: 'correct-horse' },
    });
    const otherCookie = other.headers['set-cookie']!.toString().split(';')[0]!;
    const page = await ops('GET', `/api/ops/users/${who.user.id}`);
    expect(page.json().sessions).toHaveLength(2);
    const handle = page.json().sessions[0].handle as string;
    const one = await ops('POST', `/api/ops/users/${who.user.id}/sessions/revoke`, {
      reason: 'Stolen laptop',
      handle,
    });
    expect(one.json()).toEqual({ ended: 1 });
    const left = await ops('GET', `/api/ops/users/${who.user.id}`);
    expect(left.json().sessions.map((s: { handle: string }) => s.handle)).not.toContain(handle);
    const all = await ops('POST', `/api/ops/users/${who.user.id}/sessions/revoke`, {
      reason: 'Account takeover',
    });
    expect(all.json()).toEqual({ ended: 1 });
    for (const cookie of [who.cookie, otherCookie]) {
      expect((await app.inject({ url: '/api/session', headers: { cookie } })).json()).toEqual({
        user: null,
      });
    }
    expect((await entriesAbout('user', who.user.id)).map((e) => e.action)).toEqual([
      'user.sessions_revoke',
      'user.sessions_revoke',
    ]);
  });
});

describe('hiding a project', () => {
  it('takes it out of browsing and search, and its owner sees the reason', async () => {
    const owner = await signUp({ role: 'creator' });
    const project = await openProject(owner, 'Crypto doubler scam');
    const stranger = await signUp({ role: 'developer' });
    // Read once, so the detail is cached: the event must clear it.
    expect((await app.inject({ url: `/api/projects/${project.id}` })).statusCode).toBe(200);

    const hidden = await ops('POST', `/api/ops/projects/${project.id}/hide`, {
      reason: 'Looks like a scam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      hidden: true,
      hiddenReason: 'Looks like a scam',
      submitterId: owner.user.id,
      ownerId: owner.user.id,
    });

    expect((await browse()).map((p) => p.id)).not.toContain(project.id);
    expect((await browse('Crypto doubler')).map((p) => p.id)).not.toContain(project.id);
    for (const cookie of [undefined, stranger.cookie]) {
      const page = await app.inject({
        url: `/api/projects/${project.id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(page.statusCode).toBe(404);
    }
    const bidding = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/bids`,
      headers: { cookie: stranger.cookie },
      payload: { amount: 100, timeline: 5, message: 'I would like to finish this project.' },
    });
    expect(bidding.statusCode).toBe(404);
    const own = await app.inject({
      url: `/api/projects/${project.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().hiddenReason).toBe('Looks like a scam');
    const note = await app.inject({
      url: `/api/users/${owner.user.id}/notifications`,
      headers: { cookie: owner.cookie },
    });
    expect(note.json()[0]).toMatchObject({
      title: 'Project hidden by an operator',
      content: '"Crypto doubler scam" is hidden from the marketplace: Looks like a scam',
    });

    expect(
      (await ops('POST', `/api/ops/projects/${project.id}/hide`, { reason: 'again' })).statusCode,
    ).toBe(409);
    // A reason of spaces is no reason, and the document says so (a pattern beside minLength).
    const blank = await ops('POST', `/api/ops/projects/${project.id}/show`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const documented = (await app.inject({ url: '/api/docs' })).json();
    expect(
      documented.paths['/api/ops/projects/{id}/show'].post.requestBody.content['application/json']
        .schema.properties.reason,
    ).toMatchObject({ minLength: 1, pattern: '\\S' });
    const shown = await ops('POST', `/api/ops/projects/${project.id}/show`, {
      reason: 'Owner proved it is real',
    });
    expect(shown.json()).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await browse()).map((p) => p.id)).toContain(project.id);
    expect((await app.inject({ url: `/api/projects/${project.id}` })).json().hiddenReason).toBe(
      null,
    );
    const entries = await entriesAbout('project', project.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'project.hide',
        { hidden: false, hiddenReason: null },
        { hidden: true, hiddenReason: 'Looks like a scam' },
      ],
      [
        'project.show',
        { hidden: true, hiddenReason: 'Looks like a scam' },
        { hidden: false, hiddenReason: null },
      ],
    ]);
  });
});

describe('payments', () => {
  it('refunds part, then the rest, of what a project holds, with the ledger entries', async () => {
    const { project, paymentId } = await paidProject(test, 300);
    const tooMuch = await ops('POST', `/api/ops/projects/${project.id}/refund`, {
      reason: 'Partial delivery',
      amountCents: 30_001,
    });
    expect(tooMuch.statusCode).toBe(409);
    const part = await ops('POST', `/api/ops/projects/${project.id}/refund`, {
      reason: 'Partial delivery',
      amountCents: 10_000,
    });
    expect(part.json()).toEqual({
      projectId: project.id,
      paymentId,
      refundedCents: 10_000,
      heldCents: 20_000,
    });
    const rest = await ops('POST', `/api/ops/projects/${project.id}/refund`, {
      reason: 'Owner abandoned by developer',
    });
    expect(rest.json()).toMatchObject({ refundedCents: 20_000, heldCents: 0 });
    const none = await ops('POST', `/api/ops/projects/${project.id}/refund`, { reason: 'x' });
    expect(none.statusCode).toBe(409);
    await app.payments.worker.runOnce();
    await expectLedgerSound(test);
    const entries = await entriesAbout('project', project.id);
    expect(entries.map((e) => [e.action, (e.after as { held: number }).held])).toEqual([
      ['payment.refund', 20_000],
      ['payment.refund', 0],
    ]);
  });

  it("holds a developer's payouts and lets them go", async () => {
    const developer = await signUp({ role: 'developer' });
    const hold = await ops('POST', `/api/ops/users/${developer.user.id}/payouts/hold`, {
      reason: 'Chargeback risk',
    });
    expect(hold.json()).toEqual({ userId: developer.user.id, payoutsHeld: true });
    expect(
      (await ops('POST', `/api/ops/users/${developer.user.id}/payouts/hold`, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await ops('GET', `/api/ops/users/${developer.user.id}`)).json().payoutsHeld).toBe(true);
    const release = await ops('POST', `/api/ops/users/${developer.user.id}/payouts/release`, {
      reason: 'Risk cleared',
    });
    expect(release.json()).toEqual({ userId: developer.user.id, payoutsHeld: false });
    const creator = await signUp({ role: 'creator' });
    expect(
      (await ops('POST', `/api/ops/users/${creator.user.id}/payouts/hold`, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await entriesAbout('user', developer.user.id)).map((e) => e.action)).toEqual([
      'payouts.hold',
      'payouts.release',
    ]);
  });
});

describe('the console reads', () => {
  it('search users by name or email, and page through them', async () => {
    const tag = `needle${Date.now()}`;
    const found = [];
    for (let i = 0; i < 3; i += 1) found.push(await signUp({ username: `${tag}x${i}` }));
    const first = await ops('GET', `/api/ops/users?q=${tag.toUpperCase()}&limit=2`);
    expect(first.json()).toHaveLength(2);
    const next = first.headers.link as string;
    expect(next).toMatch(/rel="next"/);
    const url = next.slice(1, next.indexOf('>'));
    const second = await ops('GET', url);
    expect(second.json()).toHaveLength(1);
    const email = found[1]!.user.email.toUpperCase();
    const byEmail = await ops('GET', `/api/ops/users?q=${encodeURIComponent(email)}`);
    expect(byEmail.json().map((u: { username: string }) => u.username)).toEqual([`${tag}x1`]);
    expect((await ops('GET', `/api/ops/users?q=${encodeURIComponent('%')}`)).json()).toEqual([]);
  });

  it('filter the audit log by operator, target and action, and export it as CSV', async () => {
    const who = await signUp({ role: 'developer' });
    await ops('POST', `/api/ops/users/${who.user.id}/payouts/hold`, {
      reason: '=HYPERLINK("http://evil.example")',
    });
    await ops('POST', `/api/ops/users/${who.user.id}/payouts/release`, { reason: 'ok, "fine"' });
    const mine = await ops(
      'GET',
      `/api/ops/audit?targetType=user&targetId=${who.user.id}&operatorId=${operator.user.id}`,
    );
    expect(mine.json().map((e: { action: string }) => e.action)).toEqual([
      'payouts.release',
      'payouts.hold',
    ]);
    expect(mine.json()[0]).toMatchObject({ operatorName: operator.user.username });
    const held = await ops(
      'GET',
      `/api/ops/audit?action=payouts.hold&targetType=user&targetId=${who.user.id}`,
    );
    expect(held.json()).toHaveLength(1);
    expect((await ops('GET', '/api/ops/audit?action=nope')).statusCode).toBe(400);

    const csv = await ops('GET', `/api/ops/audit.csv?targetType=user&targetId=${who.user.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="finishline-audit-/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,operator_id,operator,action,target_type,target_id,reason,before,after,address',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',payouts.release,user,');
    expect(lines[1]).toContain('"ok, ""fine"""');
    // A reason a spreadsheet would run as a formula is written as text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('sum the money of the month in the overview', async () => {
    const before = (await ops('GET', '/api/ops/overview')).json();
    const { project } = await paidProject(test, 200);
    const held = (await ops('GET', '/api/ops/overview')).json();
    expect(held.heldCents - before.heldCents).toBe(20_000);
    await ops('POST', `/api/ops/projects/${project.id}/refund`, {
      reason: 'Refund test',
      amountCents: 5_000,
    });
    const after = (await ops('GET', '/api/ops/overview')).json();
    expect(after.heldCents - before.heldCents).toBe(15_000);
    expect(after.refundedThisMonthCents - before.refundedThisMonthCents).toBe(5_000);
    expect(after.month).toBe(new Date().toISOString().slice(0, 7));
    expect(after.counts).toEqual({
      suspendedUsers: expect.any(Number),
      hiddenProjects: expect.any(Number),
      heldPayouts: expect.any(Number),
      releasesWaiting: expect.any(Number),
    });
  });
});

describe('secrets', () => {
  it('no /api/ops/ answer holds a password hash, a TOTP secret or a recovery code', async () => {
    const enrolled = await signUpOperator(test);
    const [row] = await db.select().from(users).where(eq(users.id, enrolled.user.id));
    const [credential] = await db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, enrolled.user.id));
    const codes = await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, enrolled.user.id));
    const secrets = [
      row!.passwordHash,
      enrolled.secret,
      ...enrolled.recoveryCodes,
      credential!.encryptedSecret,
      ...codes.map((c) => c.codeHash),
    ];
    const routes = app.routeTable.routes.filter(
      (r) => r.url.startsWith('/api/ops/') && r.method === 'GET',
    );
    for (const route of routes) {
      const url = route.url.replace(':id', String(enrolled.user.id));
      const response = await ops('GET', `${url}${url.includes('users') ? '?q=' : ''}`);
      for (const secret of secrets) expect(response.body, route.url).not.toContain(secret);
      expect(response.body).not.toMatch(/\$argon2/);
    }
    const page = await ops('GET', `/api/ops/users/${enrolled.user.id}`);
    expect(page.json().twoFactor).toBe(true);
  });
});
