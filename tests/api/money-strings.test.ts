/**
 * The money walk over what the server writes (issue 35): every amount in a notification is the one
 * formatter's ('$1,250', '$481.50'): thousands separated, and where one amount of a text has
 * cents, all of them do. Walked over the demo's notifications and a new bid's.
 */
import { describe, expect, it } from 'vitest';
import { notifications, projects } from '../../src/server/db/schema.js';
import { seedDemoIfEmpty } from '../../src/server/seed/demo.js';
import { createTestApp, testConfig } from '../setup/test-app.js';

const t = await createTestApp();
await seedDemoIfEmpty(t.database, { sessionSecret: testConfig().sessionSecret });

/** Every "$…" in a text, as written. */
const amountsIn = (text: string) => text.match(/-?\$[\d,]+(?:\.\d+)?/g) ?? [];
const WRITTEN = /^-?\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/;

function problemsOf(text: string): string[] {
  const amounts = amountsIn(text);
  const problems = amounts.filter((amount) => !WRITTEN.test(amount));
  const withCents = amounts.filter((amount) => amount.includes('.'));
  if (withCents.length > 0 && withCents.length < amounts.length)
    problems.push(`mixed cents in: ${text}`);
  return problems;
}

describe('money in what the server writes', () => {
  it('checks itself: a bad amount is found', () => {
    expect(problemsOf('bid $1250 over 3 days')).toEqual(['$1250']);
    expect(problemsOf('You paid $535 / fee $53.50')).toHaveLength(1);
    expect(problemsOf('You paid $535.00 / fee $53.50')).toEqual([]);
  });

  it("writes every amount of the demo's notifications and a new bid's with the one formatter", async () => {
    const owner = await t.signUp();
    const dev = await t.signUp({ role: 'developer' });
    const [project] = await t.db
      .insert(projects)
      .values({
        name: 'A project for the money walk',
        description: 'A project that needs a finisher, described at enough length for the rules.',
        techStack: ['React'],
        submitterId: owner.user.id,
        status: 'open',
      })
      .returning();
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project!.id}/bids`,
      headers: { cookie: dev.cookie },
      payload: { amount: 1250, timeline: 7, message: 'I have finished apps like this one before.' },
    });
    expect(bid.statusCode).toBe(201);

    const texts = (await t.db.select().from(notifications)).map((n) => `${n.title}: ${n.content}`);
    const withMoney = texts.filter((text) => amountsIn(text).length > 0);
    expect(withMoney.length).toBeGreaterThan(3);
    expect(withMoney.some((text) => text.includes('$1,250'))).toBe(true);
    expect(withMoney.flatMap(problemsOf)).toEqual([]);
  });
});
