/**
 * Closing an account (issue 41; docs/decisions/your-data.md): the refusals that change nothing,
 * the close in one transaction, and after it the old name and email in no answer of a walk over
 * the API as another user and as an operator; the operator's close on request.
 */
import path from 'node:path';
import { desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_JOB } from '../../src/server/features/auth/account-security-routes.js';
import { CLOSE_BLOCKERS, CLOSED_ACCOUNT_NAME } from '../../src/shared/contract/your-data-rules.js';
import { closedAccountEmail, emailHash } from '../../src/server/core/mail/suppressions.js';
import {
  auditLog,
  bids,
  mailOutbox,
  mailSuppressions,
  notifications,
  projects,
  savedSearches,
  sessions,
  users,
} from '../../src/server/db/schema.js';
import { signUpOperator, PASSWORD } from '../setup/operators.js';
import {
  acceptedBid,
  expectLedgerSound,
  paidProject,
  projectWaitingForApproval,
} from '../setup/payments.js';
import { Authenticator } from '../setup/authenticator.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

// The production web build (the global setup made it), so that pages are drawn on the server
// as `npm start` draws them.
const test = await createTestApp({ config: { webDistDir: path.resolve('dist/web') } });
const { app, db, signUp } = test;
const operator = await signUpOperator(test);

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const get = (url: string, who: TestUser | null) => app.inject({ url, headers: as(who) });
const notesOf = async (who: TestUser) =>
  (await get(`/api/users/${who.user.id}/notifications`, who)).json() as {
    title: string;
    content: string;
  }[];
const close = (who: TestUser, payload: object = { password: PASSWORD }) =>
  post(`/api/users/${who.user.id}/close`, who, payload);

async function openProject(owner: TestUser, name: string) {
  const created = await post('/api/projects', owner, {
    name,
    description: 'A project somebody will bid on before an account closes.',
    techStack: ['Rust'],
    timeframe: '2 weeks',
    budget: 500,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number };
}

async function bidOn(projectId: number, developer: TestUser) {
  const bid = await post(`/api/projects/${projectId}/bids`, developer, {
    amount: 300,
    timeline: 5,
    message: 'I can finish this one quickly, with tests.',
  });
  expect(bid.statusCode, bid.body).toBe(201);
  return bid.json() as { id: number };
}

/** The account can still sign in and is unchanged. */
async function expectOpen(who: TestUser) {
  const [row] = await db.select().from(users).where(eq(users.id, who.user.id));
  expect(row).toMatchObject({ username: who.user.username, email: who.user.email, closedAt: null });
  expect((await get('/api/session', who)).json().user).toMatchObject({ id: who.user.id });
}

describe('who may close an account', () => {
  it('refuses visitors, other people, a wrong password and a missing or wrong code', async () => {
    const holder = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    expect((await post(`/api/users/${holder.user.id}/close`, null, {})).statusCode).toBe(401);
    const someoneElse = await post(`/api/users/${other.user.id}/close`, holder, {
      password: PASSWORD,
    });
    expect(someoneElse.statusCode).toBe(403);
    await expectOpen(other);
    expect((await post(`/api/users/${holder.user.id}/close`, holder, {})).statusCode).toBe(400);
    const wrong = await close(holder, { password: 'wrong-horse' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      message: 'That password is not right',
      errors: { password: ['That password is not right'] },
    });
    await expectOpen(holder);

    // With two-factor sign-in on, the code too.
    const setup = await post('/api/account/two-factor/setup', holder, {
      currentPassword: PASSWORD,
    });
    const phone = new Authenticator(setup.json().secret);
    expect(
      (await post('/api/account/two-factor/enable', holder, { code: await phone.next() }))
        .statusCode,
    ).toBe(200);
    const noCode = await close(holder);
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json().errors).toHaveProperty('code');
    const badCode = await close(holder, { password: PASSWORD, code: phone.wrong() });
    expect(badCode.statusCode).toBe(403);
    await expectOpen(holder);
    expect((await close(holder, { password: PASSWORD, code: await phone.next() })).statusCode).toBe(
      204,
    );
  });

  it('refuses an operator account', async () => {
    const refused = await close(operator, {
      password: PASSWORD,
      code: await operator.phone.next(),
    });
    expect(refused.statusCode).toBe(409);
    await expectOpen(operator);
  });
});

describe('what keeps an account open', () => {
  it('an accepted bid in progress, for both sides', async () => {
    const { owner, developer } = await acceptedBid(test);
    for (const who of [owner, developer]) {
      const refused = await close(who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CLOSE_BLOCKERS.acceptedBid);
      await expectOpen(who);
    }
  });

  it('money held, and an open dispute', async () => {
    const { owner, developer, project } = await paidProject(test);
    expect((await close(developer)).json().message).toBe(CLOSE_BLOCKERS.moneyHeld);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}/status`,
      headers: as(owner),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(202);
    const refused = await close(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.blockers).toEqual([
      CLOSE_BLOCKERS.moneyHeld,
      CLOSE_BLOCKERS.openDispute,
    ]);
    await expectOpen(owner);
    await expectOpen(developer);
  });

  it('a payout not yet sent; the owner of the completed project may close', async () => {
    const { owner, developer, project } = await projectWaitingForApproval(test);
    const approved = await post(`/api/projects/${project.id}/approve-delivery`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    // The developer has no payout account yet: the release waits for onboarding.
    const refused = await close(developer);
    expect(refused.json()).toMatchObject({
      code: 'account_not_closable',
      message: CLOSE_BLOCKERS.payoutPending,
    });
    await expectOpen(developer);

    const review = await post(`/api/projects/${project.id}/reviews`, owner, {
      rating: 5,
      comment: 'Delivered everything that was asked.',
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await close(owner)).statusCode).toBe(204);
    // The review stays, from "a closed account"; the receipt and the ledger are untouched.
    const received = await get(`/api/users/${developer.user.username}/reviews`, null);
    expect(received.json()).toEqual([
      expect.objectContaining({
        rating: 5,
        reviewer: expect.objectContaining({ username: 'a closed account' }),
      }),
    ]);
    const [completed] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(completed!.status).toBe('completed');
    await expectLedgerSound(test);
  });
});

describe('closing an account', () => {
  // The walk asks every GET route with each value: about 20 s on a loaded machine.
  it(
    'cancels, withdraws, removes and anonymizes; the old name and email are in no answer',
    { timeout: 90_000 },
    async () => {
      const owner = await signUp({ role: 'creator' });
      const leaver = await signUp({ role: 'developer' });
      const bystander = await signUp({ role: 'developer' });
      const { username, email } = leaver.user;
      const profile = await app.inject({
        method: 'PATCH',
        url: `/api/users/${leaver.user.id}/profile`,
        headers: as(leaver),
        payload: { bio: 'Rustacean from Lisbon', location: 'Lisbon', skills: ['Rust'] },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const ownersProject = await openProject(owner, 'Owner keeps this project');
      const bid = await bidOn(ownersProject.id, leaver);
      await bidOn(ownersProject.id, bystander);
      const channel = (await post(`/api/bids/${bid.id}/conversations`, owner)).json();
      const threadId = channel.threads[0].id as number;
      for (const [who, content] of [
        [owner, 'Can you start on Monday?'],
        [leaver, 'Yes, Monday works for me.'],
      ] as const) {
        expect((await post(`/api/threads/${threadId}/messages`, who, { content })).statusCode).toBe(
          201,
        );
      }
      expect(
        (
          await post('/api/saved-searches', leaver, {
            name: 'Rust gigs',
            text: 'rust',
            technologies: ['Rust'],
            cadence: 'instant',
          })
        ).statusCode,
      ).toBe(201);
      // Someone else's notifications name the leaver: "<name> bid $300 …", "New message from <name>".
      expect(JSON.stringify(await notesOf(owner))).toContain(username);
      // The mail sent before the close is left where it is (delivered mail is the recipients').
      const [lastMailBefore] = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(1);

      const closed = await close(leaver);
      expect(closed.statusCode, closed.body).toBe(204);

      // Signed out; the old credentials sign in no more; no public profile.
      expect((await get('/api/session', leaver)).json()).toEqual({ user: null });
      const login = await post('/api/login', null, { email, password: PASSWORD });
      expect(login.statusCode).toBe(401);
      expect((await get(`/api/developers/${username}`, null)).statusCode).toBe(404);
      expect((await get(`/api/developers/a%20closed%20account`, null)).statusCode).toBe(404);

      // The bid is withdrawn and its owner told; the conversation stays, from "a closed account".
      const [withdrawn] = await db.select().from(bids).where(eq(bids.id, bid.id));
      expect(withdrawn!.status).toBe('rejected');
      const messages = (await get(`/api/threads/${threadId}/messages`, owner)).json();
      expect(messages).toEqual([
        expect.objectContaining({ content: 'Can you start on Monday?' }),
        expect.objectContaining({
          content: 'Yes, Monday works for me.',
          senderUsername: 'a closed account',
        }),
      ]);
      const notes = await notesOf(owner);
      expect(notes.map((n) => n.title)).toContain('Bid withdrawn');
      expect(notes.map((n) => n.content)).toContain(
        'a closed account bid $300 over 5 days on "Owner keeps this project".',
      );

      // What only they used is gone; the address is a hash on the suppression list.
      const [row] = await db.select().from(users).where(eq(users.id, leaver.user.id));
      expect(row).toMatchObject({
        username: 'a closed account',
        bio: null,
        location: null,
        skills: [],
        avatarUrl: null,
      });
      expect(row!.closedAt).toBeInstanceOf(Date);
      expect(await db.select().from(sessions).where(eq(sessions.userId, leaver.user.id))).toEqual(
        [],
      );
      expect(
        await db.select().from(savedSearches).where(eq(savedSearches.userId, leaver.user.id)),
      ).toEqual([]);
      expect(
        await db.select().from(notifications).where(eq(notifications.userId, leaver.user.id)),
      ).toEqual([]);
      expect(
        await db
          .select()
          .from(mailSuppressions)
          .where(eq(mailSuppressions.emailHash, emailHash(email))),
      ).toHaveLength(1);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);

      // The audit log has the close, naming nobody.
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, leaver.user.id));
      expect(entry).toMatchObject({ action: 'user.close', targetType: 'user' });

      // The walk: every GET the app has, as the other party and as an operator.
      const seen = await walk([owner, operator], {
        id: [ownersProject.id, leaver.user.id, owner.user.id, bid.id, channel.id, threadId],
        username: [username, owner.user.username],
      });
      expect(seen.answers).toBeGreaterThan(100);
      expect(seen.leaks).toEqual([]);

      // The pages the visitor, the other party and the operator open, drawn on the server.
      const page = (url: string, who: TestUser | null) =>
        app.inject({ url, headers: { ...as(who), accept: 'text/html' } });
      // Drawn on the server: the directory, the project, the dashboard (each with what marks
      // it drawn). The others are index.html, drawn by the browser from the API walked above.
      const pages: [string, TestUser | null, string | null][] = [
        ['/developers', null, 'Developers'],
        ['/developers', owner, CLOSED_ACCOUNT_NAME],
        [`/projects/${ownersProject.id}`, null, 'Owner keeps this project'],
        [`/projects/${ownersProject.id}`, owner, CLOSED_ACCOUNT_NAME],
        ['/dashboard', owner, CLOSED_ACCOUNT_NAME],
        ['/messages', owner, null],
        [`/channels/${channel.id}`, owner, null],
        ['/notifications', owner, null],
        [`/ops/users/${leaver.user.id}`, operator, null],
      ];
      const pageLeaks: string[] = [];
      for (const [url, who, drawn] of pages) {
        const answer = await page(url, who);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
        if (drawn) expect(answer.body, url).toContain('id="page-state"');
        if (drawn) expect(answer.body, url).toContain(drawn);
        for (const secret of [username.toLowerCase(), email.toLowerCase()]) {
          if (answer.body.toLowerCase().includes(secret)) pageLeaks.push(`${url}: ${secret}`);
        }
      }
      expect(pageLeaks).toEqual([]);
      const gone = await page(`/developers/${encodeURIComponent(username)}`, null);
      // Not drawn on the server: the browser asks the API, which answers 404.
      expect(gone.body).not.toContain('id="page-state"');
      expect(gone.body.toLowerCase()).not.toContain(username.toLowerCase());
      expect(gone.body.toLowerCase()).not.toContain(email.toLowerCase());

      // The mail sent after the close, the delayed ones included (unread messages: the owner's
      // to the leaver, the leaver's to the owner), names neither, and none goes to the address.
      expect((await post('/api/password-reset', null, { email })).statusCode).toBeLessThan(300);
      await app.jobs.runDue({
        now: new Date(Date.now() + 7 * 24 * 3600_000),
        names: ['mail.activity', 'mail.unread-messages', 'mail.account', PASSWORD_RESET_JOB],
      });
      await app.mail.idle();
      const mailAfter = await db
        .select()
        .from(mailOutbox)
        .where(gt(mailOutbox.id, lastMailBefore?.id ?? 0));
      // The owner's mail about the leaver's bid and message, queued before the close, sent after.
      expect(mailAfter.map((mail) => mail.toAddress)).toContain(owner.user.email);
      for (const mail of mailAfter) {
        // Nothing to the old address, nor to the closed account's own (the owner's unread message).
        expect([email, closedAccountEmail(leaver.user.id)]).not.toContain(mail.toAddress);
        const all = JSON.stringify(mail).toLowerCase();
        expect(all, mail.subject).not.toContain(username.toLowerCase());
        expect(all, mail.subject).not.toContain(email.toLowerCase());
      }

      // The address may register again, and then gets mail again.
      const again = await post('/api/register', null, {
        username,
        email,
        password: 'another-horse-9',
        role: 'developer',
      });
      expect(again.statusCode, again.body).toBe(201);
      expect(
        await db
          .select()
          .from(mailSuppressions)
          .where(eq(mailSuppressions.emailHash, emailHash(email))),
      ).toEqual([]);

      /** Fetches every GET route with each value for its params; what names the leaver. */
      async function walk(viewers: TestUser[], values: { id: number[]; username: string[] }) {
        const routes = app.routeTable.routes.filter(
          (route) =>
            route.method === 'GET' && route.url.startsWith('/api/') && !route.url.includes('*'),
        );
        const leaks: string[] = [];
        let answers = 0;
        for (const viewer of viewers) {
          for (const route of routes) {
            const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
            const urls = names.reduce<string[]>(
              (partial, name) =>
                partial.flatMap((url) =>
                  (name === 'username' ? values.username : values.id).map((value) =>
                    url.replace(`:${name}`, encodeURIComponent(String(value))),
                  ),
                ),
              [route.url],
            );
            for (const url of urls) {
              const response = await get(url, viewer);
              answers++;
              for (const secret of [username.toLowerCase(), email.toLowerCase()]) {
                // The path itself holds the old name when asked by it: only the answer counts.
                if (response.body.toLowerCase().includes(secret)) leaks.push(`${url}: ${secret}`);
              }
            }
          }
        }
        return { answers, leaks };
      }
    },
  );

  it("cancels the closing owner's open projects and tells the bidders", async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const project = await openProject(owner, 'Goes with its owner');
    await bidOn(project.id, developer);
    expect((await close(owner)).statusCode).toBe(204);
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.status).toBe('cancelled');
    expect((await get(`/api/projects/${project.id}`, developer)).statusCode).toBe(404);
    expect((await notesOf(developer)).map((n) => n.title)).toContain('Project cancelled');
  });
});

describe('an operator closing an account on request', () => {
  it('needs a reason, follows the same rules, and writes the audit log', async () => {
    const user = await signUp({ role: 'developer' });
    const noReason = await post(`/api/ops/users/${user.user.id}/close`, operator, {});
    expect(noReason.statusCode).toBe(400);
    expect(
      (await post(`/api/ops/users/${user.user.id}/close`, user, { reason: 'x' })).statusCode,
    ).toBe(403);

    const { developer } = await paidProject(test);
    const refused = await post(`/api/ops/users/${developer.user.id}/close`, operator, {
      reason: 'Asked by mail',
    });
    expect(refused.statusCode).toBe(409);
    await expectOpen(developer);

    const closed = await post(`/api/ops/users/${user.user.id}/close`, operator, {
      reason: 'Asked by mail on 1 December',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', username: 'a closed account' });
    expect(JSON.stringify(closed.json())).not.toContain(user.user.email);
    const audit = await get(`/api/ops/audit?targetType=user&targetId=${user.user.id}`, operator);
    expect(audit.json()).toEqual([
      expect.objectContaining({
        action: 'user.close',
        operatorId: operator.user.id,
        reason: 'Asked by mail on 1 December',
      }),
    ]);
    const again = await post(`/api/ops/users/${user.user.id}/close`, operator, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(404);
  });
});
