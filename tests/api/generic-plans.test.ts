/**
 * The batched reads' named statements keep one generic plan instead of being planned at every
 * execution (db/prepared.ts, plannedAlike): their cursors, ids and page sizes are estimated alike
 * for every execution. PostgreSQL only: PGlite's driver has no named statements. Sequential reads
 * run on one connection (the pool hands back the last idle one), the session whose
 * pg_prepared_statements this reads.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { encodeCursor } from '../../src/server/core/pagination.js';
import { projects } from '../../src/server/db/schema.js';
import { listDevelopers } from '../../src/server/features/developers/list-developers.js';
import { getProjectDetail } from '../../src/server/features/projects/get-project-detail.js';
import { listProjects } from '../../src/server/features/projects/list-projects.js';
import { createTestApp } from '../setup/test-app.js';

const onPostgres = inject('testDatabaseUrl') !== '';
const EXECUTIONS = 8;

async function plannedProjects() {
  const { db, signUp } = await createTestApp();
  const owner = await signUp();
  await signUp({ role: 'developer' });
  const made = await db
    .insert(projects)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Planned project ${i}`,
        description: 'Half finished; needs someone to finish it and hand it over properly.',
        techStack: ['Go'],
        submitterId: owner.user.id,
      })),
    )
    .returning({ id: projects.id, createdAt: projects.createdAt });
  return { db, made };
}

// On PGlite the file is skipped: no app, database or rows are made for it.
const planned = onPostgres ? await plannedProjects() : null;

describe.runIf(onPostgres)('plans of the batched statements', () => {
  it('pages newest first, project details and directory pages keep one generic plan', async () => {
    const { db, made } = planned!;
    for (let i = 0; i < EXECUTIONS; i += 1) {
      const project = made[i]!;
      const cursor = i % 2 ? encodeCursor(project) : undefined;
      await listProjects({ db, actor: null, input: { limit: 1 + i, cursor } });
      await getProjectDetail({ db, actor: null, input: { projectId: project.id } });
      await listDevelopers({ db, actor: null, input: { limit: 1 + i } });
    }
    const result = (await db.execute(
      sql`select name, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements order by name`,
    )) as unknown as { rows: { name: string; generic: number; custom: number }[] };
    // Five custom plans first (PostgreSQL's rule), then the generic plan every time.
    expect(result.rows).toEqual([
      { name: 'developers_pages_0', generic: EXECUTIONS - 5, custom: 5 },
      { name: 'project_details', generic: EXECUTIONS - 5, custom: 5 },
      { name: 'projects_pages_00_open_active', generic: EXECUTIONS - 5, custom: 5 },
    ]);
  });
});
