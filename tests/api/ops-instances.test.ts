/**
 * Operators' actions on one instance take effect on every other (issue 28: "Suspending or revoking
 * takes effect on the next request of every instance (sessions in the database, sockets closed
 * through the event bus)"). Two apps on one PostgreSQL database: the operator's request lands on
 * A, the user's browser (requests and socket) on B. PGlite has one owner, so PostgreSQL only.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sessionIdFor } from '../../src/server/core/sessions.js';
import { sessionHandle } from '../../src/server/features/ops/ops-users.js';
import { signUpOperator, type TestOperator } from '../setup/operators.js';
import { paidProject } from '../setup/payments.js';
import { openSocket, type TestSocket } from '../setup/socket-client.js';
import {
  createTestInstances,
  sessionCookie,
  testConfig,
  type TestApp,
  type TestUser,
} from '../setup/test-app.js';

const url = inject('testDatabaseUrl');
const [a, b] = url ? await createTestInstances(2) : [];

describe.runIf(url)('operators’ actions across two instances', () => {
  let operator: TestOperator;
  let baseUrlB: string;
  const reason = 'Reported for fake listings, under review.';

  const onA = (method: 'GET' | 'POST', path: string, payload?: object) =>
    a!.app.inject({
      method,
      url: path,
      headers: { cookie: operator.cookie },
      ...(payload && { payload }),
    });
  /** A request of the user's browser, which B serves. */
  const onB = (path: string, cookie: string) => b!.app.inject({ url: path, headers: { cookie } });
  const signInOnB = (who: TestUser) =>
    b!.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: who.user.email, password: 'correct-horse' },
    });
  const socketOnB = async (who: TestUser, cookie = who.cookie): Promise<TestSocket> => {
    const socket = await openSocket(baseUrlB, cookie);
    socket.auth(who.user.id);
    await socket.waitFor('auth_success');
    return socket;
  };

  beforeAll(async () => {
    // An operator whose session passed the second factor, signed in on A; B listens for sockets.
    operator = await signUpOperator(a!);
    baseUrlB = await b!.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a suspension on A signs the user out on B at their next request and closes B’s socket', async () => {
    const user = await (b as TestApp).signUp({ role: 'creator' });
    const socket = await socketOnB(user);
    expect((await onB('/api/user', user.cookie)).statusCode).toBe(200);

    const suspended = await onA('POST', `/api/ops/users/${user.user.id}/suspend`, { reason });
    expect(suspended.statusCode, suspended.body).toBe(200);

    // The very next request on B, without waiting for anything: signed out (decisions.md).
    const next = await onB('/api/user', user.cookie);
    expect(next.statusCode).toBe(401);
    expect((await onB('/api/session', user.cookie)).json()).toEqual({ user: null });
    // B's socket closes through the event bus (not B's minute-long session check).
    expect(await socket.waitForClose()).toBe(4440);
    // Signing in again on B: 403 with the reason.
    const refused = await signInOnB(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: `This account is suspended: ${reason}` });

    // Reinstated on A: signs in on B again, and B's socket works for them.
    const reinstated = await onA('POST', `/api/ops/users/${user.user.id}/reinstate`, {
      reason: 'Appeal accepted after review.',
    });
    expect(reinstated.statusCode).toBe(200);
    const back = await signInOnB(user);
    expect(back.statusCode).toBe(200);
    const cookie = sessionCookie(back.cookies);
    expect((await onB('/api/user', cookie)).statusCode).toBe(200);
    const again = await socketOnB(user, cookie);
    // A notification from A reaches it live: the project hidden by the operator.
    const project = await b!.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: {
        name: 'Reinstated owner project',
        description: 'A project of an owner who was suspended and reinstated.',
        techStack: ['Go'],
        timeframe: '2 weeks',
        budget: 500,
      },
    });
    expect(project.statusCode, project.body).toBe(201);
    await onA('POST', `/api/ops/projects/${project.json().id}/hide`, { reason });
    await again.waitFor(
      'notification',
      (m) => m.notification.title === 'Project hidden by an operator',
    );
    again.socket.close();
  });

  it('revoking one session on A ends it on B (its socket too) and leaves the other', async () => {
    const user = await (b as TestApp).signUp({ role: 'creator' });
    const second = sessionCookie((await signInOnB(user)).cookies);
    const [firstSocket, secondSocket] = [await socketOnB(user), await socketOnB(user, second)];

    // The handle the console shows for the first session (a hash of its stored id).
    const token = user.cookie.slice(user.cookie.indexOf('=') + 1);
    const handle = sessionHandle(sessionIdFor(testConfig().sessionSecret, token));
    const page = (await onA('GET', `/api/ops/users/${user.user.id}`)).json();
    expect(page.sessions.map((s: { handle: string }) => s.handle)).toContain(handle);

    const revoked = await onA('POST', `/api/ops/users/${user.user.id}/sessions/revoke`, {
      reason,
      handle,
    });
    expect(revoked.json()).toEqual({ ended: 1 });
    expect((await onB('/api/user', user.cookie)).statusCode).toBe(401);
    expect((await onB('/api/user', second)).statusCode).toBe(200);
    expect(await firstSocket.waitForClose()).toBe(4440);

    // The other session's socket still hears what happens on A, after the revocation's event.
    const project = await b!.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: second },
      payload: {
        name: 'Project of a revoked session',
        description: 'A project whose owner lost one session but kept the other.',
        techStack: ['Go'],
        timeframe: '2 weeks',
        budget: 500,
      },
    });
    expect(project.statusCode, project.body).toBe(201);
    await onA('POST', `/api/ops/projects/${project.json().id}/hide`, { reason });
    await secondSocket.waitFor(
      'notification',
      (m) => m.notification.title === 'Project hidden by an operator',
    );
    expect(secondSocket.closeCode()).toBeNull();

    // All of them at once: the last one ends as well.
    const all = await onA('POST', `/api/ops/users/${user.user.id}/sessions/revoke`, { reason });
    expect(all.json()).toEqual({ ended: 1 });
    expect((await onB('/api/user', second)).statusCode).toBe(401);
    expect(await secondSocket.waitForClose()).toBe(4440);
  });

  it('a dispute decided on A reaches both parties’ sockets on B live', async () => {
    const { owner, developer, project } = await paidProject(a!, 500);
    const why = 'The delivered work does not match what we agreed in the bid.';
    const opened = await b!.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/disputes`,
      headers: { cookie: developer.cookie },
      payload: { reason: 'not_as_agreed', message: why, proposedRelease: 30_000 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const dispute = opened.json() as { id: number };
    const escalated = await b!.app.inject({
      method: 'POST',
      url: `/api/disputes/${dispute.id}/escalate`,
      headers: { cookie: owner.cookie },
      payload: { message: why },
    });
    expect(escalated.statusCode).toBe(200);
    const sockets = [await socketOnB(owner), await socketOnB(developer)];

    const decided = await onA('POST', `/api/ops/disputes/${dispute.id}/decide`, {
      release: 20_000,
      reason: 'Part of the work was delivered, as the record shows.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    for (const socket of sockets) {
      const pushed = await socket.waitFor(
        'notification',
        (m) => m.notification.title === 'Dispute decided',
      );
      expect(pushed.notification).toMatchObject({ type: 'dispute', relatedId: dispute.id });
      await socket.waitFor('changed', (m) => m.event === 'dispute.closed');
      socket.socket.close();
    }
    // And B reads the decision at once.
    const record = await onB(`/api/disputes/${dispute.id}`, owner.cookie);
    expect(record.json()).toMatchObject({ state: 'decided', release: 20_000 });
  });
});
