/**
 * `npm run db:card-function`
 *
 * Writes a migration that redefines finishline_card_json from the card's field list
 * (src/server/features/projects/project-card-fields.ts) and rewrites every card with it. The
 * migration is made by `drizzle-kit generate --custom`, so it has its journal entry and snapshot
 * like any other. Run it after `npm run db:generate` when the field needs a new column.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cardFunctionSql } from '../../src/server/features/projects/project-card-fields.js';

const MIGRATIONS_DIR = path.resolve('src/server/db/migrations');

execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name=card_function'], {
  stdio: 'inherit',
});
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
) as {
  entries: { tag: string }[];
};
const file = path.join(MIGRATIONS_DIR, `${journal.entries.at(-1)!.tag}.sql`);

writeFileSync(
  file,
  `-- Written by \`npm run db:card-function\` from src/server/features/projects/project-card-fields.ts:
-- change the field list there and run it again rather than editing this file. Writers of projects
-- wait while every card is rewritten, then write theirs with the new function.
LOCK TABLE projects IN SHARE MODE;--> statement-breakpoint
${cardFunctionSql()}--> statement-breakpoint
UPDATE project_cards c SET card_json = finishline_card_json(p) FROM projects p WHERE p.id = c.project_id;
`,
);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
