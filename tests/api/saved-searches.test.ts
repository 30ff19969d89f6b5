/**
 * Saved searches with alerts (issue 30; decisions.md, "Saved searches and choosing a bid"):
 * saving (own rows only, at most 20, the spec's error shape), browsing by a budget range, the
 * matching of each new project after its creation commits (instant: a notification; paused,
 * hidden or cancelled projects never alert), and the daily and weekly digests through a real
 * SMTP server, with the unsubscribe headers and the category's preference.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blocks,
  jobs,
  notifications,
  projects,
  savedSearchMatches,
  savedSearches,
  users,
} from '../../src/server/db/schema.js';
import { SAVED_SEARCH_MESSAGES } from '../../src/shared/contract/saved-searches-rules.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
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

const { app, db, signUp } = await createTestApp({
  config: {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailFrom: 'Finishline <no-reply@finishline.test>',
    publicUrl: 'https://finishline.test',
  },
  projectDetailCacheTtlMs: 0,
});

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const save = (who: TestUser | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/saved-searches', headers: as(who), payload });
const list = (who: TestUser) =>
  app.inject({ method: 'GET', url: '/api/saved-searches', headers: as(who) });
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 2);
const mailsTo = (who: TestUser) =>
  received.filter((mail) => JSON.stringify(mail.to).includes(who.user.email));

let projectCounter = 0;
/** Posts a project through the API, as a creator does; returns its id. */
async function post(owner: TestUser, overrides: Record<string, unknown> = {}) {
  projectCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: as(owner),
    payload: {
      name: `Climbing gym booking ${projectCounter}`,
      description:
        'A booking app for climbing gyms. Auth and the schedule work; payments are missing.',
      techStack: ['React', 'Node.js'],
      codeLink: 'https://github.com/example/gym-booking',
      budget: 1500,
      timeframe: '2 weeks',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const runMatching = () => app.jobs.runDue({ names: ['saved-searches.match'] });
const notesOf = (who: TestUser) =>
  db.select().from(notifications).where(eq(notifications.userId, who.user.id));

describe('saving searches', () => {
  it('saves, lists, changes and deletes a developer’s own searches', async () => {
    const dev = await signUp({ role: 'developer' });
    const created = await save(dev, {
      name: '  React gigs  ',
      text: 'booking',
      technologies: ['react', 'React'],
      budgetMin: 500,
      budgetMax: 5000,
      cadence: 'instant',
    });
    expect(created.statusCode).toBe(201);
    const search = created.json();
    expect(search).toMatchObject({
      name: 'React gigs',
      text: 'booking',
      technologies: ['React'],
      budgetMin: 500,
      budgetMax: 5000,
      cadence: 'instant',
    });
    expect((await list(dev)).json()).toEqual([search]);

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${search.id}`,
      headers: as(dev),
      payload: { cadence: 'weekly', budgetMax: null },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ cadence: 'weekly', budgetMax: null, budgetMin: 500 });

    const other = await signUp({ role: 'developer' });
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/saved-searches/${search.id}`,
        headers: as(other),
        ...(method === 'PATCH' && { payload: { name: 'Mine now' } }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: SAVED_SEARCH_MESSAGES.notFound,
        code: 'not_found',
      });
    }
    expect((await list(other)).json()).toEqual([]);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${search.id}`,
      headers: as(dev),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(dev)).json()).toEqual([]);
  });

  it('refuses bad input with the spec’s error shape, visitors, creators and a 21st search', async () => {
    const dev = await signUp({ role: 'developer' });
    const bad = await save(dev, {
      name: ' ',
      technologies: ['x'.repeat(41)],
      budgetMin: 900,
      budgetMax: 100,
      cadence: 'hourly',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_input',
      errors: {
        name: [SAVED_SEARCH_MESSAGES.name],
        'technologies.0': [SAVED_SEARCH_MESSAGES.technology],
        cadence: [SAVED_SEARCH_MESSAGES.cadence],
      },
    });
    const range = await save(dev, { name: 'x', budgetMin: 900, budgetMax: 100, cadence: 'daily' });
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual({ budgetMax: [SAVED_SEARCH_MESSAGES.budgetRange] });

    expect((await save(null, { name: 'x', cadence: 'daily' })).statusCode).toBe(401);
    const creator = await signUp();
    const refused = await save(creator, { name: 'x', cadence: 'daily' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SAVED_SEARCH_MESSAGES.developersOnly);

    const saves = await Promise.all(
      Array.from({ length: 21 }, (_, i) => save(dev, { name: `Search ${i}`, cadence: 'daily' })),
    );
    expect(saves.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const over = saves.find((r) => r.statusCode !== 201)!;
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.tooMany, code: 'limit_reached' });
    expect((await list(dev)).json()).toHaveLength(20);
  });
});

describe('browsing by a budget range', () => {
  it('lists only projects whose budget is given and within the range, also when searching', async () => {
    const owner = await signUp();
    const tag = `budgetfilter${Date.now()}`;
    const cheap = await post(owner, {
      budget: 200,
      description: `Cheap ${tag} work, a small app that needs finishing soon.`,
    });
    const fair = await post(owner, {
      budget: 1500,
      description: `Fair ${tag} work, a mid-sized app that needs finishing soon.`,
    });
    const none = await post(owner, {
      budget: 0,
      description: `Unpriced ${tag} work, an app that needs finishing very soon.`,
    });
    const ids = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/projects?limit=100&${query}` }))
        .json()
        .map((p: { id: number }) => p.id) as number[];

    const ranged = await ids('budgetMin=1000&budgetMax=2000');
    expect(ranged).toContain(fair);
    expect(ranged).not.toContain(cheap);
    expect(ranged).not.toContain(none);
    // 0 is a budget (the JSON form's default); only a missing one is left out.
    expect((await ids(`q=${tag}&budgetMax=500`)).sort()).toEqual([cheap, none].sort());
    expect(await ids(`q=${tag}&budgetMin=100&tech=React`)).toEqual(
      expect.arrayContaining([cheap, fair]),
    );
    const bad = await app.inject({ method: 'GET', url: '/api/projects?budgetMin=-1' });
    expect(bad.statusCode).toBe(400);
    await runMatching();
  });
});

describe('matching new projects', () => {
  it('notifies instant searches that match after the creation commits, once', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const other = await signUp({ role: 'developer' });
    await save(dev, {
      name: 'Gym apps',
      text: 'climbing booking',
      technologies: ['React'],
      budgetMin: 1000,
      cadence: 'instant',
    });
    // Would match by words, but wants Vue: no alert.
    await save(other, {
      name: 'Vue gyms',
      text: 'climbing',
      technologies: ['Vue'],
      cadence: 'instant',
    });

    const projectId = await post(owner);
    // Posting only enqueued the matching: nothing is matched until the job runs.
    expect(await notesOf(dev)).toEqual([]);
    await runMatching();

    const [note] = await notesOf(dev);
    expect(note).toMatchObject({
      type: 'project',
      title: SAVED_SEARCH_MESSAGES.notificationTitle,
      relatedId: projectId,
    });
    expect(note!.content).toContain('matches your saved search “Gym apps”');
    expect(await notesOf(other)).toEqual([]);

    // The job may run again (at least once delivery): no second notification.
    await app.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    const { matchSavedSearches } =
      await import('../../src/server/features/saved-searches/match-saved-searches.js');
    const again = await app.transaction((tx) => matchSavedSearches(tx, projectId));
    expect(again).toMatchObject({ matched: 0, notified: 0 });
    expect(await notesOf(dev)).toHaveLength(1);
  });

  it('matches text as browsing does, technologies all, budget ranges, and not the owner or a blocker', async () => {
    const owner = await signUp();
    const cases = {
      words: { text: 'climbing gyms', cadence: 'instant' },
      phrase: { text: '"gym booking"', cadence: 'instant' },
      either: { text: 'kayak or climbing', cadence: 'instant' },
      negated: { text: '-climbing', cadence: 'instant' },
      onlyNegated: { text: '-kayak', cadence: 'instant' },
      bothTech: { technologies: ['React', 'Node.js'], cadence: 'instant' },
      oneMissing: { technologies: ['React', 'Go'], cadence: 'instant' },
      budgetIn: { budgetMin: 1000, budgetMax: 2000, cadence: 'instant' },
      budgetOut: { budgetMax: 999, cadence: 'instant' },
      everything: { cadence: 'instant' },
      stopwords: { text: 'the and', cadence: 'instant' },
    } as const;
    const devs: Record<string, TestUser> = {};
    for (const [name, filters] of Object.entries(cases)) {
      devs[name] = await signUp({ role: 'developer' });
      expect((await save(devs[name]!, { name, ...filters })).statusCode).toBe(201);
    }
    const blocker = await signUp({ role: 'developer' });
    await save(blocker, { name: 'All', cadence: 'instant' });
    await db.insert(blocks).values({ blockerId: blocker.user.id, blockedId: owner.user.id });

    await post(owner);
    await runMatching();
    const alerted = async (name: string) => (await notesOf(devs[name]!)).length > 0;
    expect({
      words: await alerted('words'),
      phrase: await alerted('phrase'),
      either: await alerted('either'),
      negated: await alerted('negated'),
      onlyNegated: await alerted('onlyNegated'),
      bothTech: await alerted('bothTech'),
      oneMissing: await alerted('oneMissing'),
      budgetIn: await alerted('budgetIn'),
      budgetOut: await alerted('budgetOut'),
      everything: await alerted('everything'),
      stopwords: await alerted('stopwords'),
    }).toEqual({
      words: true,
      phrase: true,
      either: true,
      negated: false,
      onlyNegated: true,
      bothTech: true,
      oneMissing: false,
      budgetIn: true,
      budgetOut: false,
      everything: true,
      stopwords: true,
    });
    expect(await notesOf(blocker)).toEqual([]);
  });

  it('never alerts for a paused, cancelled or hidden project, nor a suspended owner’s', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const word = `quiet${Date.now()}`;
    await save(dev, { name: 'Quiet', text: word, cadence: 'instant' });
    for (const change of ['paused', 'cancelled', 'hidden'] as const) {
      const id = await post(owner, { description: `A ${word} project that needs finishing now.` });
      await db
        .update(projects)
        .set(change === 'hidden' ? { hiddenAt: new Date() } : { status: change })
        .where(eq(projects.id, id));
    }
    // An open project of an owner suspended since: hidden from everyone, no alert either.
    const suspended = await signUp();
    await post(suspended, { description: `A ${word} project that needs finishing now.` });
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await runMatching();
    expect(await notesOf(dev)).toEqual([]);
    const [{ n }] = (
      (await db.execute(
        sql`select count(*)::int as n from saved_search_matches m join saved_searches s on s.id = m.saved_search_id where s.user_id = ${dev.user.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('finds each search through an index', async () => {
    const { matchStatement } = await import('../../src/server/features/saved-searches/index.js');
    const owner = await signUp();
    const id = await post(owner);
    const query = matchStatement(id);
    const result = (await db.execute(sql`explain (costs off) ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    const plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
    // Small tables may be scanned whole; the planner must at least be able to use the indexes.
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const forced = (await db.execute(sql`explain (costs off) ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      const text = forced.rows.map((row) => Object.values(row)[0]).join('\n');
      expect(text).toContain('saved_searches_technologies_idx');
      expect(text).toContain('saved_searches_words_idx');
      expect(text).toContain('saved_searches_unanchored_idx');
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
    expect(plan).toBeTruthy();
  });
});

describe('digests', () => {
  const dayAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000 - 1000);
  const runDigests = async (now = new Date()) => {
    const swept = await app.savedSearches.sweepDigests(now);
    await app.jobs.runDue({ now, names: ['mail.saved-search-digest'] });
    return swept;
  };

  it('mails what is new since the last digest, with unsubscribe headers; nothing when nothing is new', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const word = `digest${Date.now()}`;
    const daily = (await save(dev, { name: 'Daily gyms', text: word, cadence: 'daily' })).json();
    const weekly = (await save(dev, { name: 'Weekly gyms', text: word, cadence: 'weekly' })).json();
    await db
      .update(savedSearches)
      .set({ lastDigestAt: dayAgo(1) })
      .where(eq(savedSearches.userId, dev.user.id));

    const first = await post(owner, { description: `A ${word} app for gyms, needs payments.` });
    const paused = await post(owner, { description: `A ${word} app for kayaks, needs a map.` });
    await runMatching();
    await db.update(projects).set({ status: 'paused' }).where(eq(projects.id, paused));
    // Matched, but not an instant search: no notification.
    expect(await notesOf(dev)).toEqual([]);

    // Daily is due (a day since the last), weekly not yet.
    expect(await runDigests()).toBe(1);
    const mails = mailsTo(dev);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('1 new project for your saved search “Daily gyms”');
    expect(mail.text).toContain('Climbing gym booking');
    expect(mail.html).toContain(`https://finishline.test/projects/${first}`);
    expect(mail.html).not.toContain(`/projects/${paused}"`);
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/finishline\.test\/unsubscribe\/[^>]+>, <mailto:unsubscribe@finishline\.test\?subject=unsubscribe%20/,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Nothing new since: the next day's digest sends nothing.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect(await runDigests(tomorrow)).toBeGreaterThanOrEqual(1);
    expect(mailsTo(dev)).toHaveLength(1);

    // A week on, the weekly digest lists the project too.
    const week = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000);
    await db
      .update(savedSearches)
      .set({ lastDigestAt: dayAgo(7) })
      .where(eq(savedSearches.id, weekly.id));
    await runDigests(week);
    expect(mailsTo(dev).map((m) => m.subject)).toEqual([
      '1 new project for your saved search “Daily gyms”',
      '1 new project for your saved search “Weekly gyms”',
    ]);
    const [left] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'mail.saved-search-digest'), sql`done_at is null`));
    expect(left).toBeUndefined();
    expect(daily.id).toBeGreaterThan(0);
  });

  it('sends nothing to a developer who turned digests off', async () => {
    const owner = await signUp();
    const dev = await signUp({ role: 'developer' });
    const word = `optout${Date.now()}`;
    await save(dev, { name: 'Quiet digest', text: word, cadence: 'daily' });
    await db
      .update(savedSearches)
      .set({ lastDigestAt: dayAgo(1) })
      .where(eq(savedSearches.userId, dev.user.id));
    await post(owner, { description: `A ${word} app for gyms, needs payments.` });
    await runMatching();
    const off = await app.inject({
      method: 'PUT',
      url: '/api/email-preferences',
      headers: as(dev),
      payload: { category: 'saved_search', enabled: false },
    });
    expect(off.statusCode).toBe(200);
    await runDigests();
    expect(mailsTo(dev)).toEqual([]);
    const matches = await db
      .select()
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .where(eq(savedSearches.userId, dev.user.id));
    expect(matches).toHaveLength(1);
  });
});
