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
  else project.provide('goldenPglite', await goldenPgliteDump());
  project.provide('testDatabaseUrl', url);
}
