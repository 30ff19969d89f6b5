/**
 * A project's repository snapshot (issue 38; docs/decisions/repo-insight.md): what was read
 * from its code link at one commit. The facts are the analysis's, never the owner's.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { REPO_INSIGHT_STATUSES } from './repo-insight-rules.js';

export const repoFactsSchema = z.object({
  languages: z
    .array(z.object({ name: z.string(), bytes: z.number().int(), share: z.number() }))
    .describe('By bytes (GitHub Linguist’s data), largest first; share of all, 0–1'),
  files: z.number().int().describe('Regular files in the tree'),
  lines: z.number().int().describe('Lines of the files in a detected language'),
  tests: z.object({
    files: z.number().int(),
    frameworks: z.array(z.string()),
  }),
  ci: z.array(z.string()).describe('CI services configured (GitHub Actions, GitLab CI, …)'),
  todos: z.object({
    count: z.number().int(),
    items: z
      .array(z.object({ path: z.string(), line: z.number().int(), text: z.string() }))
      .describe('The first 20 TODO/FIXME/HACK/XXX markers, by path and line'),
  }),
  checklist: z
    .object({ open: z.number().int(), done: z.number().int() })
    .describe('Markdown checklist items in README, TODO and ROADMAP files'),
  lastCommitAt: z.iso.datetime(),
  commits90d: z.number().int(),
  authors90d: z.number().int(),
  manifests: z.array(
    z.object({ path: z.string(), kind: z.string(), dependencies: z.number().int() }),
  ),
  license: z.string().nullable().describe('The license named by its file, SPDX-style'),
  readme: z.string().nullable().describe('The README’s path'),
});
export type RepoFacts = z.infer<typeof repoFactsSchema>;

const nullableFacts = Object.fromEntries(
  Object.entries(repoFactsSchema.shape).map(([key, schema]) => [key, schema.nullable()]),
) as {
  [K in keyof typeof repoFactsSchema.shape]: z.ZodNullable<(typeof repoFactsSchema.shape)[K]>;
};

/** GET /api/projects/{id}/insight: the facts are null until a snapshot is ready. */
export const repoInsightSchema = z
  .object({
    status: z.enum(REPO_INSIGHT_STATUSES),
    codeLink: z.string().nullable(),
    commit: z.string().nullable(),
    analyzedAt: z.iso.datetime().nullable(),
    ...nullableFacts,
    error: z
      .string()
      .nullable()
      .describe('A sentence for people when failed or refused, naming the cap or the rule'),
  })
  .meta({ id: 'RepoInsight' });
export type RepoInsight = z.infer<typeof repoInsightSchema>;

/** A browse card's few facts (GET /api/insight/summaries). */
export const repoSummarySchema = z.object({
  projectId: z.number().int(),
  hasTests: z.boolean(),
  lastCommitAt: z.iso.datetime(),
  topLanguage: z.string().nullable(),
});
export type RepoSummary = z.infer<typeof repoSummarySchema>;

export const repoSummariesQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'ids: up to 50 project ids, comma-separated')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(idSchema)),
});
