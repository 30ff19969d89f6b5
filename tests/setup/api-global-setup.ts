import type { TestProject } from 'vitest/node';
import { goldenPgliteDump, goldenPostgres } from './golden-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    goldenPglite: string;
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url) await goldenPostgres(url);
  // Also with PostgreSQL: the CLI and production-start tests run processes on an embedded
  // database of their own (the dump is made once per schema, so this is usually a file check).
  project.provide('goldenPglite', await goldenPgliteDump());
  project.provide('testDatabaseUrl', url);
}
