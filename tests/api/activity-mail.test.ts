/**
 * Activity mail over real SMTP (issue 29; decisions.md, "Email"): each event mails the people it
 * notifies, through a job enqueued in the event's transaction; each mail has its text and HTML
 * parts and the one-click unsubscribe headers; the one-click POST (no cookie) turns the category
 * off and a bad token changes nothing; an SMTP failure is retried and never undoes the action;
 * unread messages are mailed once per conversation after the delay, and not when read first.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bids, emailOptOuts, jobs, projects, users } from '../../src/server/db/schema.js';
import { unsubscribeTokens } from '../../src/server/features/email/unsubscribe-tokens.js';
import { acceptedBid, paidProject, sandboxOf } from '../setup/payments.js';
import { createTestApp, testConfig, type TestUser } from '../setup/test-app.js';

const received: ParsedMail[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        if (refuse) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const METRICS_TOKEN = 'metrics-token-for-activity-mail';
const DELAY_SECONDS = 600;
const t = await createTestApp({
  config: {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailFrom: 'Finishline <no-reply@finishline.test>',
    publicUrl: 'https://finishline.test',
    metricsToken: METRICS_TOKEN,
    messageEmailDelaySeconds: DELAY_SECONDS,
  },
});
const { app, db, signUp } = t;
const tokens = unsubscribeTokens(testConfig().sessionSecret);

beforeEach(() => {
  refuse = false;
});

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const mailsTo = (who: TestUser) =>
  received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(who.user.email));
const lastMailTo = (who: TestUser) => mailsTo(who).at(-1);
const runMailJobs = (now?: Date) =>
  app.jobs.runDue({ now, names: ['mail.activity', 'mail.unread-messages', 'mail.account'] });
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 2);

async function ownProject(owner: TestUser) {
  const [project] = await db
    .insert(projects)
    .values({
      name: `Mailed project ${Math.random().toString(36).slice(2, 7)}`,
      description: 'A project whose steps are mailed to the people who take part in it.',
      techStack: ['TypeScript'],
      submitterId: owner.user.id,
    })
    .returning();
  return project!;
}
const bidOn = (projectId: number, developer: TestUser, message = 'I can start on Monday.') =>
  post(`/api/projects/${projectId}/bids`, developer, { amount: 700, timeline: 9, message });

/** The https link of List-Unsubscribe, as a path of this app. */
const unsubscribePath = (mail: ParsedMail) => {
  const header = rawHeader(mail, 'List-Unsubscribe')!;
  return new URL(/<(https:[^>]+)>/.exec(header)![1]!).pathname;
};

describe('activity mail', () => {
  it('mails the owner a new bid, with both parts and the one-click unsubscribe headers', async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const project = await ownProject(owner);
    expect((await bidOn(project.id, developer)).statusCode).toBe(201);
    // Nothing is sent inside the request: the mail is a job, run after the commit.
    expect(mailsTo(owner)).toHaveLength(0);
    expect(await runMailJobs()).toMatchObject({ done: 1, retried: 0 });

    const mail = lastMailTo(owner)!;
    expect(mail.subject).toBe(`New bid on “${project.name}”`);
    expect(mail.text).toContain(developer.user.username);
    expect(mail.text).toContain('$700');
    expect(mail.text).toContain(`https://finishline.test/projects/${project.id}?tab=bids`);
    expect(mail.html).toContain(`href="https://finishline.test/projects/${project.id}?tab=bids"`);
    const listUnsubscribe = rawHeader(mail, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/finishline\.test\/unsubscribe\/[\w.-]+>, <mailto:unsubscribe@finishline\.test\?subject=unsubscribe%20[\w.-]+>$/,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Nothing secret: no password hash, no session.
    const [session] = owner.cookie.split('=').slice(1);
    expect(`${mail.text}${mail.html}`).not.toContain(session);
    expect(`${mail.text}${mail.html}`).not.toMatch(/\$scrypt|\$argon|password/i);
  });

  it('tells the chosen developer and the others who were not chosen', async () => {
    const owner = await signUp({ role: 'creator' });
    const chosen = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    const project = await ownProject(owner);
    const bid = (await bidOn(project.id, chosen)).json();
    await bidOn(project.id, other);
    await runMailJobs();
    expect((await post(`/api/bids/${bid.id}/accept`, owner)).statusCode).toBe(200);
    await runMailJobs();
    expect(lastMailTo(chosen)!.subject).toBe(`Your bid on “${project.name}” was accepted`);
    expect(lastMailTo(other)!.subject).toContain(project.name);
    expect(lastMailTo(other)!.subject).not.toContain('accepted');
  });

  it('mails both sides a payment, then milestone steps, a delivery, changes and approval', async () => {
    const { owner, developer, project } = await paidProject(t, 500);
    await runMailJobs();
    // The owner's mail of it is the receipt (account mail: receipts.test.ts).
    expect(lastMailTo(owner)!.subject).toMatch(/^Receipt FL-\d{4}-\d{6} for /);
    expect(lastMailTo(owner)!.text).toContain('$500');
    expect(lastMailTo(developer)!.subject).toBe(`“${project.name}” is paid: you can start`);
    // Only the developer's activity mail of the payment is queued: the owner's would send nothing.
    const paymentMailJobs = await db
      .select({ userId: sql<number>`(${jobs.payload} ->> 'userId')::int` })
      .from(jobs)
      .where(
        sql`${jobs.name} = 'mail.activity' and ${jobs.payload} ->> 'eventType' = 'payment.succeeded'
          and (${jobs.payload} -> 'data' ->> 'projectId')::int = ${project.id}`,
      );
    expect(paymentMailJobs).toEqual([{ userId: developer.user.id }]);

    const added = await post(`/api/projects/${project.id}/milestones`, owner, {
      title: 'Frontend',
      description: 'The frontend part of the work.',
      amount: 200,
    });
    expect(added.statusCode).toBe(201);
    await runMailJobs();
    expect(lastMailTo(developer)!.subject).toBe(`New milestone on “${project.name}”: Frontend`);
    await post(`/api/milestones/${added.json().id}/complete`, developer);
    await runMailJobs();
    expect(lastMailTo(owner)!.subject).toBe(`Milestone completed on “${project.name}”: Frontend`);
    await post(`/api/milestones/${added.json().id}/request-changes`, owner, {
      note: 'Please add the empty states.',
    });
    await runMailJobs();
    expect(lastMailTo(developer)!.subject).toBe(`Changes requested on “${project.name}”`);
    expect(lastMailTo(developer)!.text).toContain('Please add the empty states.');
    await post(`/api/milestones/${added.json().id}/complete`, developer);
    await post(`/api/milestones/${added.json().id}/approve`, owner);
    await runMailJobs();
    expect(lastMailTo(developer)!.subject).toBe(
      `Milestone approved on “${project.name}”: Frontend`,
    );

    const delivered = await post(`/api/projects/${project.id}/deliveries`, developer, {
      message: 'Everything is done; the README explains how to run it.',
    });
    expect(delivered.statusCode).toBe(201);
    await runMailJobs();
    const deliveryMail = lastMailTo(owner)!;
    expect(deliveryMail.text).toContain('Everything is done');
    // What approving releases: the $300 still held.
    expect(deliveryMail.text).toContain('$300');
  });

  it('mails the developer a payout statement (account mail) when a release is sent', async () => {
    const { owner, developer, project } = await paidProject(t, 500);
    expect((await post('/api/stripe/create-connect-account', developer, {})).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, developer.user.id));
    await sandboxOf(t).completeOnboarding(row!.stripeConnectId!);
    await db.update(users).set({ onboardingComplete: true }).where(eq(users.id, developer.user.id));
    const delivered = await post(`/api/projects/${project.id}/deliveries`, developer, {
      message: 'Everything is done and documented.',
    });
    expect(delivered.statusCode).toBe(201);
    expect((await post(`/api/projects/${project.id}/approve-delivery`, owner)).statusCode).toBe(
      200,
    );
    await app.jobs.runDue({ names: ['payments.send'] });
    await runMailJobs();
    const statement = lastMailTo(developer)!;
    expect(statement.subject).toBe(`Payout statement: $450 for “${project.name}”`);
    // Account mail: always sent, so no unsubscribe headers.
    expect(rawHeader(statement, 'List-Unsubscribe')).toBeUndefined();
    expect(mailsTo(developer).filter((m) => m.subject?.startsWith('Payout on its way'))).toEqual(
      [],
    );
  });
});

describe('reminders', () => {
  it('mail the owner two days before a delivery is approved automatically', async () => {
    const { owner, developer, project } = await paidProject(t, 500);
    const delivered = await post(`/api/projects/${project.id}/deliveries`, developer, {
      message: 'All of it is done, with the README updated.',
    });
    expect(delivered.statusCode).toBe(201);
    await runMailJobs();
    const before = { owner: mailsTo(owner).length, developer: mailsTo(developer).length };
    const day = 24 * 60 * 60 * 1000;
    // Other tests' deliveries in this file are reminded too: this owner's mail is what counts.
    const { reminded } = await app.autoApprover.runOnce(new Date(Date.now() + 12.5 * day));
    expect(reminded).toBeGreaterThanOrEqual(1);
    await runMailJobs();
    expect(mailsTo(owner)).toHaveLength(before.owner + 1);
    expect(lastMailTo(owner)!.subject).toContain(project.name);
    expect(lastMailTo(owner)!.text).toContain('$500');
    // The developer has the in-app notice only.
    expect(mailsTo(developer)).toHaveLength(before.developer);
  });
});

describe('unsubscribing', () => {
  it('shows a page on GET and changes nothing; a POST with no cookie turns the category off', async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const project = await ownProject(owner);
    await bidOn(project.id, developer);
    await runMailJobs();
    const path = unsubscribePath(lastMailTo(owner)!);

    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop emails about new bids?');
    expect(page.body).toContain(`action="${path}"`);
    expect(
      await db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, owner.user.id)),
    ).toEqual([]);

    const oneClick = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    const settings = await app.inject({ url: '/api/email-preferences', headers: as(owner) });
    expect(settings.json()).toContainEqual({ category: 'new_bid', enabled: false });
    expect(settings.json()).toContainEqual({ category: 'payment', enabled: true });

    // The next bid mails nothing (and enqueues nothing).
    const before = mailsTo(owner).length;
    const another = await signUp({ role: 'developer' });
    await bidOn(project.id, another);
    await runMailJobs();
    expect(mailsTo(owner)).toHaveLength(before);

    // Turned on again on the settings page: the next bid mails.
    const on = await app.inject({
      method: 'PUT',
      url: '/api/email-preferences',
      headers: as(owner),
      payload: { category: 'new_bid', enabled: true },
    });
    expect(on.json()).toContainEqual({ category: 'new_bid', enabled: true });
    await bidOn(project.id, await signUp({ role: 'developer' }));
    await runMailJobs();
    expect(mailsTo(owner)).toHaveLength(before + 1);
  });

  it('refuses a forged, another user’s, malformed or expired token with a clear page', async () => {
    const victim = await signUp({ role: 'creator' });
    const attacker = await signUp({ role: 'creator' });
    const own = tokens.create({ userId: attacker.user.id, category: 'new_bid' });
    const [, category, issued, signature] = own.split('.');
    const candidates = {
      // The attacker's own valid token with the victim's id put in: the signature no longer fits.
      otherUser: `${victim.user.id.toString(36)}.${category}.${issued}.${signature}`,
      otherCategory: `${attacker.user.id.toString(36)}.payment.${issued}.${signature}`,
      malformed: 'not-a-token',
      expired: tokens.create(
        { userId: victim.user.id, category: 'new_bid' },
        new Date(Date.now() - 91 * 24 * 60 * 60 * 1000),
      ),
    };
    for (const [name, token] of Object.entries(candidates)) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url: `/unsubscribe/${token}` });
        expect(response.statusCode, `${name} ${method}`).toBe(400);
        expect(response.body).toContain('This link does not work');
        expect(response.body).toContain('Nothing was changed.');
      }
    }
    expect(
      await db
        .select()
        .from(emailOptOuts)
        .where(sql`${emailOptOuts.userId} in (${victim.user.id}, ${attacker.user.id})`),
    ).toEqual([]);
  });

  it('settings are the signed-in user’s own, and refuse an unknown category', async () => {
    expect((await app.inject({ url: '/api/email-preferences' })).statusCode).toBe(401);
    const me = await signUp();
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/email-preferences',
      headers: as(me),
      payload: { category: 'account', enabled: false },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('an SMTP server that refuses', () => {
  it('leaves the bid standing and the mail is sent by a later retry', async () => {
    const owner = await signUp({ role: 'creator' });
    const developer = await signUp({ role: 'developer' });
    const project = await ownProject(owner);
    refuse = true;
    const bid = await bidOn(project.id, developer);
    expect(bid.statusCode).toBe(201);
    const now = new Date();
    expect(await runMailJobs(now)).toMatchObject({ retried: 1, done: 0 });
    expect(mailsTo(owner)).toHaveLength(0);
    const [stored] = await db.select().from(bids).where(eq(bids.id, bid.json().id));
    expect(stored).toBeDefined();
    const [job] = await db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.name} = 'mail.activity' and ${jobs.lastError} is not null and ${jobs.doneAt} is null`,
      );
    expect(job!.lastError).toContain('SMTP delivery failed');
    expect(job!.lastError).not.toContain(owner.user.email);

    refuse = false;
    expect(await runMailJobs(new Date(now.getTime() + 5_000))).toMatchObject({ done: 0 });
    expect(await runMailJobs(new Date(now.getTime() + 10_000))).toMatchObject({ done: 1 });
    expect(mailsTo(owner)).toHaveLength(1);

    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(
      /finishline_mail_total\{kind="bid.created",outcome="failed"\} [1-9]/,
    );
    expect(metrics.body).toMatch(
      /finishline_mail_total\{kind="bid.created",outcome="sent"\} [1-9]/,
    );
  });
});

describe('unread messages', () => {
  async function conversation() {
    const { owner, developer, bidId } = await acceptedBid(t);
    const channel = (await post(`/api/bids/${bidId}/conversations`, owner)).json();
    return { owner, developer, threadId: channel.threads[0].id as number };
  }
  const send = (threadId: number, who: TestUser, content: string) =>
    post(`/api/threads/${threadId}/messages`, who, { content });

  it('are mailed once per conversation after the delay, listing every unread message', async () => {
    const { owner, developer, threadId } = await conversation();
    await runMailJobs();
    const before = mailsTo(developer).length;
    const now = new Date();
    expect((await send(threadId, owner, 'First question about the API.')).statusCode).toBe(201);
    expect((await send(threadId, owner, 'And a second one about the tests.')).statusCode).toBe(201);
    // Before the delay: nothing.
    await runMailJobs(now);
    expect(mailsTo(developer)).toHaveLength(before);
    await runMailJobs(new Date(now.getTime() + (DELAY_SECONDS + 5) * 1000));
    expect(mailsTo(developer)).toHaveLength(before + 1);
    const mail = lastMailTo(developer)!;
    expect(mail.text).toContain('First question about the API.');
    expect(mail.text).toContain('And a second one about the tests.');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('are not mailed when read before the delay', async () => {
    const { owner, developer, threadId } = await conversation();
    await runMailJobs();
    const before = mailsTo(developer).length;
    await send(threadId, owner, 'Will you read this in time?');
    expect((await post(`/api/threads/${threadId}/read`, developer)).statusCode).toBeLessThan(300);
    await runMailJobs(new Date(Date.now() + (DELAY_SECONDS + 5) * 1000));
    expect(mailsTo(developer)).toHaveLength(before);
  });
});
