/**
 * Relevance that does not get worse (issue 40, docs/decisions/search.md): a small judged set.
 * Each query names the projects a person typing it must find in the first five results. The
 * judged projects are the oldest, posted before 4,000 generated ones whose descriptions mention
 * the same common words: search ranks only the newest matches anywhere and the newest matches by
 * name, so a project named by the words must still come first however many newer ones mention
 * them in passing.
 */
import { describe, expect, it } from 'vitest';
import type { ProjectView } from '../../src/shared/contract/projects.js';
import { projects } from '../../src/server/db/schema.js';
import { RANKED_CANDIDATES } from '../../src/server/features/projects/project-search.js';
import { generateProjects } from '../../src/server/seed/generate-projects.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const owner = await signUp({ role: 'creator' });

const JUDGED = {
  payments: 'Payments dashboard for food trucks',
  invoices: 'Invoices and receipts for freelancers',
  kiln: 'Kiln firing scheduler for pottery studios',
  stripe: 'Stripe subscriptions for a newsletter',
  notifications: 'Push notifications service for clinics',
};
const FILLER = 'Half built; looking for someone to finish it and hand it over with documentation.';
const twoYearsAgo = Date.now() - 2 * 365 * 24 * 3600 * 1000;
await db.insert(projects).values(
  Object.values(JUDGED).map((name, i) => ({
    name,
    description: `${name}. ${FILLER}`,
    techStack: i % 2 === 0 ? ['Node.js'] : ['Django'],
    status: 'open' as const,
    submitterId: owner.user.id,
    createdAt: new Date(twoYearsAgo + i * 60_000),
  })),
);
await generateProjects(db, 4000, { seed: 7, batchSize: 2000 });

/** Queries, and the judged projects that must be among their first five results. */
const JUDGMENTS: [string, string[]][] = [
  ['payments', [JUDGED.payments]],
  ['payments dashboard', [JUDGED.payments]],
  ['food truck payments', [JUDGED.payments]],
  ['invoices', [JUDGED.invoices]],
  ['invoices freelancers', [JUDGED.invoices]],
  ['kiln', [JUDGED.kiln]],
  ['pottery scheduler', [JUDGED.kiln]],
  ['stripe newsletter', [JUDGED.stripe]],
  ['push notifications', [JUDGED.notifications]],
  ['notifications clinics', [JUDGED.notifications]],
];

const firstFive = async (q: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/projects?q=${encodeURIComponent(q)}&limit=5`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProjectView[]).map((project) => project.name);
};

describe('search relevance, judged', () => {
  it('has queries whose words newer generated projects mention more often than are ranked', async () => {
    const count = async (q: string) => {
      const result = (await db.execute(
        `select count(*)::int as n from projects where search_vector @@ websearch_to_tsquery('english', '${q}')`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]!.n);
    };
    for (const q of ['payments', 'invoices', 'push notifications']) {
      expect(await count(q), q).toBeGreaterThan(RANKED_CANDIDATES);
    }
  });

  it.each(JUDGMENTS)('finds what a person typing “%s” wants in the first five', async (q, want) => {
    const found = await firstFive(q);
    for (const name of want) expect(found, q).toContain(name);
  });
});
