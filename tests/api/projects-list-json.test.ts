/**
 * List pages send each project's card, the ProjectView JSON the database keeps (project_cards,
 * migrations 0007 and 0009; project-view.ts): it must say exactly what the ProjectView of the same project says elsewhere
 * (the detail, built from rows by toProjectView and the response schema), nulls, ratings, counts
 * and times included, and still say it after every change the card depends on. The function that
 * writes them is the one the card's field list generates (project-card-fields.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectView } from '../../src/shared/contract/projects.js';
import { MIGRATIONS_DIR } from '../../src/server/db/client.js';
import { bids, projectCards, projects, reviews, users } from '../../src/server/db/schema.js';
import { cardFunctionBody } from '../../src/server/features/projects/project-card-fields.js';
import {
  acceptedBid,
  expectLedgerSound,
  payOnSandboxPage,
  paymentStatus,
  startCheckout,
  waitForPaymentStatus,
  cancelAndRefund,
} from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

// Rows are written directly here, behind the events: every detail must be read afresh.
const t = await createTestApp({ projectDetailCacheTtlMs: 0 });
const { app, db, database, signUp } = t;
const owner = await signUp({ role: 'creator' });
const rated = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });

const made = await db
  .insert(projects)
  .values([
    {
      name: 'Plain "quoted" project\nwith a newline',
      description: 'Ünïcödé, emoji 🚀, a backslash \\ and <b>markup</b>.',
      techStack: ['Go', 'C#'],
      submitterId: owner.user.id,
    },
    {
      name: 'Full project',
      description: 'Every optional field set, a rated owner and bids.',
      techStack: [],
      codeLink: 'https://github.com/example/full',
      imageUrl: '/uploads/full.png',
      thumbnailUrl: '/uploads/full-thumb.png',
      timeframe: '3 weeks',
      budget: 2500,
      status: 'active',
      submitterId: rated.user.id,
      finisherId: developer.user.id,
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    },
  ])
  .returning({ id: projects.id });
await db.insert(bids).values({
  projectId: made[1]!.id,
  finisherId: developer.user.id,
  amount: 900,
  timeline: 10,
  message: 'I can finish it.',
});
for (const rating of [4, 5, 5]) {
  const [reviewed] = await db
    .insert(projects)
    .values({
      name: `Completed ${rating}`,
      description: 'Done and reviewed.',
      techStack: ['Go'],
      status: 'completed',
      submitterId: rated.user.id,
    })
    .returning({ id: projects.id });
  await db.insert(reviews).values({
    projectId: reviewed!.id,
    reviewerId: developer.user.id,
    revieweeId: rated.user.id,
    rating,
  });
}
// A time with microseconds, as now() writes it.
await db.execute(
  sql`update projects set created_at = created_at + interval '123 microseconds' where id = ${made[0]!.id}`,
);

/** Every listed project's card against its detail; returns the list. */
async function expectCardsMatchDetails(): Promise<ProjectView[]> {
  const list = await app.inject({ url: '/api/projects?limit=50' });
  expect(list.statusCode).toBe(200);
  expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
  const views = list.json() as ProjectView[];
  for (const view of views) {
    const detail = (await app.inject({ url: `/api/projects/${view.id}` })).json() as ProjectDetail;
    const { submitter: _s, bids: _b, payment: _p, hiddenReason: _h, ...expected } = detail;
    expect(view).toStrictEqual(expected);
    expect(Object.keys(view)).toEqual(Object.keys(expected));
  }
  return views;
}

describe('list pages as JSON from the database', () => {
  it('are written by the function the card’s field list generates', async () => {
    const result = (await db.execute(
      sql`select prosrc from pg_proc where proname = 'finishline_card_json'`,
    )) as unknown as { rows: { prosrc: string }[] };
    // On failure: `npm run db:card-function` writes the migration (project-card-fields.ts).
    expect(result.rows).toEqual([{ prosrc: cardFunctionBody() }]);
  });

  it('say what the ProjectView of each project says', async () => {
    const views = await expectCardsMatchDetails();
    expect(views.map((v) => v.id).sort()).toEqual(made.map((m) => m.id).sort());
    const full = views.find((v) => v.name === 'Full project')!;
    expect(full.submitterRating).toBe(4.7);
    expect(full.bidCount).toBe(1);
    expect(full.createdAt).toBe('2026-01-02T03:04:05.678Z');
    expect(full.techStack).toEqual([]);
  });

  it('says the same through a search page', async () => {
    const found = (await app.inject({ url: '/api/projects?q=project' })).json() as ProjectView[];
    const listed = (await app.inject({ url: '/api/projects' })).json() as ProjectView[];
    for (const view of found) expect(view).toStrictEqual(listed.find((l) => l.id === view.id));
    expect(found.length).toBe(2);
  });

  it('keeps every card current: bids, reviews, a new username and status changes', async () => {
    const fullId = made[1]!.id;
    const plainId = made[0]!.id;
    const card = async (id: number) =>
      (await expectCardsMatchDetails()).find((view) => view.id === id)!;

    const second = await signUp({ role: 'developer' });
    await db.insert(bids).values([
      { projectId: fullId, finisherId: second.user.id, amount: 800, timeline: 9, message: 'Me!' },
      { projectId: plainId, finisherId: second.user.id, amount: 50, timeline: 2, message: 'Me' },
    ]);
    expect((await card(fullId)).bidCount).toBe(2);
    expect((await card(plainId)).bidCount).toBe(1);

    await db.delete(bids).where(eq(bids.finisherId, second.user.id));
    expect((await card(fullId)).bidCount).toBe(1);

    // A review of the owner (4, 5, 5 and now 1), then edited to 2, then removed.
    const [done] = await db
      .insert(projects)
      .values({
        name: 'Completed 1',
        description: 'Done.',
        techStack: [],
        status: 'completed',
        submitterId: rated.user.id,
      })
      .returning({ id: projects.id });
    const [review] = await db
      .insert(reviews)
      .values({
        projectId: done!.id,
        reviewerId: second.user.id,
        revieweeId: rated.user.id,
        rating: 1,
      })
      .returning({ id: reviews.id });
    expect((await card(fullId)).submitterRating).toBe(3.8);
    await db.update(reviews).set({ rating: 2 }).where(eq(reviews.id, review!.id));
    expect((await card(fullId)).submitterRating).toBe(4);
    await db.delete(reviews).where(eq(reviews.id, review!.id));
    expect((await card(fullId)).submitterRating).toBe(4.7);

    await db.update(users).set({ username: 'renamed_owner' }).where(eq(users.id, rated.user.id));
    expect((await card(fullId)).submitterUsername).toBe('renamed_owner');

    const paused = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${plainId}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'paused' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const [row] = await db
      .select({ card: projectCards.cardJson })
      .from(projectCards)
      .where(eq(projectCards.projectId, plainId));
    expect((JSON.parse(row!.card) as ProjectView).status).toBe('paused');
  });
});

describe('the owner’s "has paid before" on the card', () => {
  const as = (who: TestUser) => ({ cookie: who.cookie });

  const lockWaits = async () => {
    const waiting = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    return waiting.rows[0]!.n;
  };

  /** The flag of every page that shows the project: the list, a search, the detail, the owner’s. */
  async function hasPaidEverywhere(project: { id: number; name: string }, owner: TestUser) {
    const pages = [
      '/api/projects?limit=50',
      `/api/projects?q=${encodeURIComponent(project.name)}`,
      `/api/users/${owner.user.id}/projects?limit=50`,
    ];
    const flags = [];
    for (const url of pages) {
      const response = await app.inject({ url, headers: as(owner) });
      expect(response.statusCode, url).toBe(200);
      const card = (response.json() as ProjectView[]).find((view) => view.id === project.id);
      flags.push(card?.submitterHasPaid);
    }
    const detail = await app.inject({ url: `/api/projects/${project.id}`, headers: as(owner) });
    flags.push((detail.json() as ProjectDetail).submitterHasPaid);
    await expectCardsMatchDetails();
    return flags;
  }

  it('turns on at the owner’s first payment, on every card of theirs, and stays on after a refund', async () => {
    const { owner, developer, project: paid, bidId } = await acceptedBid(t, 300);
    const [open] = await db
      .insert(projects)
      .values({
        name: 'Hasty backlog cleaner',
        description: 'Open for bids while the owner’s other project is paid.',
        techStack: ['Rust'],
        submitterId: owner.user.id,
      })
      .returning();
    expect(await hasPaidEverywhere(open!, owner)).toEqual([false, false, false, false]);

    // An open checkout is no payment yet.
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    expect(await hasPaidEverywhere(open!, owner)).toEqual([false, false, false, false]);

    // Confirmed through the provider's signed event (confirm-payment.ts).
    await payOnSandboxPage(t, owner, checkoutUrl);
    await waitForPaymentStatus(t, paymentId, 'succeeded');
    expect(await hasPaidEverywhere(open!, owner)).toEqual([true, true, true, true]);
    // The paid project itself is no longer listed; its detail and the owner's list say it too.
    expect((await hasPaidEverywhere(paid, owner)).slice(2)).toEqual([true, true]);

    // Cancelled before any of it was released: all of it goes back, but they did pay.
    await cancelAndRefund(t, { owner, developer, projectId: paid.id });
    expect(await paymentStatus(t, paymentId)).toBe('refunded');
    expect(await hasPaidEverywhere(open!, owner)).toEqual([true, true, true, true]);
    await expectLedgerSound(t);
  });

  it('reaches what was there before: migrations 0011 and 0012 backfill it and rewrite every card', async () => {
    const { owner, project, bidId } = await acceptedBid(t, 120);
    const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);
    await payOnSandboxPage(t, owner, checkoutUrl);
    await waitForPaymentStatus(t, paymentId, 'succeeded');
    // As before those migrations: no flag, and cards without the field.
    await db.update(users).set({ hasPaid: false }).where(eq(users.id, owner.user.id));
    await db.execute(
      sql`update project_cards set card_json = (card_json::jsonb - 'submitterHasPaid')::text`,
    );

    const statements = (file: string) =>
      readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');
    const backfill = statements('0011_users_has_paid.sql').filter((statement) =>
      statement.includes('What is already there'),
    );
    expect(backfill).toHaveLength(1);
    await db.transaction(async (tx) => {
      for (const statement of [...backfill, ...statements('0012_card_function.sql')]) {
        await tx.execute(sql.raw(statement));
      }
    });
    expect((await hasPaidEverywhere(project, owner)).slice(2)).toEqual([true, true]);
  });

  // PostgreSQL only: PGlite runs one transaction at a time.
  it.runIf(database.kind === 'postgres')(
    'a first payment’s confirmation waits for a review of the owner instead of deadlocking with it',
    async () => {
      const { owner, project, bidId } = await acceptedBid(t, 200);
      const { checkoutUrl, paymentId } = await startCheckout(t, owner, bidId);

      let paying: ReturnType<typeof payOnSandboxPage> | undefined;
      await db.transaction(async (tx) => {
        // What a review of the owner does: their users row (the new rating)…
        await tx.execute(sql`select 1 from users where id = ${owner.user.id} for no key update`);
        paying = payOnSandboxPage(t, owner, checkoutUrl);
        await expect.poll(lockWaits).toBe(1);
        // …then the owner's cards, through their projects' rows, the paid one included.
        await tx.execute(
          sql`update projects set submitter_id = submitter_id where submitter_id = ${owner.user.id}`,
        );
      });
      await paying;
      await waitForPaymentStatus(t, paymentId, 'succeeded');
      expect((await hasPaidEverywhere(project, owner)).slice(2)).toEqual([true, true]);
    },
  );
});
