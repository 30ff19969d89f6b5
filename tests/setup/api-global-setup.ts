import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/build/ensure-build.mjs';
import {
  goldenPgliteDirs,
  goldenPgliteDump,
  goldenPostgres,
  type GoldenPgliteDirs,
} from './golden-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    goldenPglite: string;
    goldenPgliteDirs: GoldenPgliteDirs;
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The production build (made again only when the sources are newer; the e2e pass reuses it):
  // the tests that start processes run its entry points as `npm start` does, and pages are drawn
  // from its web bundle. Once here, before the files run: two files building at once would race.
  ensureBuild();
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url) await goldenPostgres(url);
  else {
    // On PGlite: each worker's database loads the dump; the tests that start processes copy the
    // directories (on PostgreSQL those run on clones, or not at all: vitest.config.ts).
    const dump = await goldenPgliteDump();
    project.provide('goldenPglite', dump);
    project.provide('goldenPgliteDirs', await goldenPgliteDirs(dump));
  }
  project.provide('testDatabaseUrl', url);
}
