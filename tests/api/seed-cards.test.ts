/**
 * The seed's bulk path (generateProjects) writes its cards once per batch, after the batch's
 * projects and bids, with the row trigger held off for its transaction (migration 0034). Its
 * cards must be exactly the ones the row trigger writes for the same rows: none for a suspended
 * owner's projects, bid counts included, and the trigger must still write the cards of every
 * other write afterwards (the setting ends with the batch's transaction).
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { projectCards, projects, users } from '../../src/server/db/schema.js';
import { generateProjects } from '../../src/server/seed/generate-projects.js';
import { createTestApp } from '../setup/test-app.js';

const { db, signUp } = await createTestApp();
const owners = [
  await signUp({ role: 'creator' }),
  await signUp({ role: 'creator' }),
  await signUp({ role: 'creator' }),
];
for (let i = 0; i < 3; i++) await signUp({ role: 'developer' });
const suspended = owners[2]!.user.id;
await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended));

const PROJECTS = 300;

/** Every column of every card, in project order. */
async function allCards() {
  return db.select().from(projectCards).orderBy(projectCards.projectId);
}

it('writes every card the row trigger writes for the same rows', async () => {
  // Batches that do not divide the count: the short last batch gets its cards too.
  await generateProjects(db, PROJECTS, { seed: 5, batchSize: 70, maxBidsPerProject: 3 });
  const byBatch = await allCards();

  const generated = await db
    .select({ id: projects.id, submitterId: projects.submitterId, bidCount: projects.bidCount })
    .from(projects);
  expect(generated).toHaveLength(PROJECTS);
  const listed = generated.filter((project) => project.submitterId !== suspended);
  // The suspended owner's projects have no card; everyone else's each have theirs.
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.length).toBeLessThan(PROJECTS);
  expect(byBatch.map((card) => card.projectId)).toEqual(
    listed.map((project) => project.id).sort((a, b) => a - b),
  );
  // The bids came after the projects in the batch: their counts are on the cards.
  expect(generated.some((project) => project.bidCount > 0)).toBe(true);
  for (const card of byBatch) {
    const bidCount = generated.find((project) => project.id === card.projectId)!.bidCount;
    expect((JSON.parse(card.cardJson) as { bidCount: number }).bidCount).toBe(bidCount);
  }

  // The trigger path for the same rows: every card dropped, then each project's row written.
  await db.delete(projectCards);
  await db.execute(sql`update projects set name = name`);
  expect(await allCards()).toEqual(byBatch);
});

it('leaves the row trigger writing cards after the seed', async () => {
  const [made] = await db
    .insert(projects)
    .values({
      name: 'Written after the seed',
      description: 'Its card comes from the row trigger.',
      techStack: ['Go'],
      submitterId: owners[0]!.user.id,
    })
    .returning({ id: projects.id });
  await generateProjects(db, 10, { seed: 6, batchSize: 4 });
  await db.update(projects).set({ budget: 1234 }).where(eq(projects.id, made!.id));

  const [card] = await db
    .select({ cardJson: projectCards.cardJson })
    .from(projectCards)
    .where(eq(projectCards.projectId, made!.id));
  expect(JSON.parse(card!.cardJson)).toMatchObject({
    name: 'Written after the seed',
    budget: 1234,
  });
  expect(await db.$count(projectCards)).toBe(
    (await db.$count(projects)) - (await db.$count(projects, eq(projects.submitterId, suspended))),
  );
});
