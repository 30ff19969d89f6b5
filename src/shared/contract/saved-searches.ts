/**
 * Saved searches (decisions.md, "Saved searches and choosing a bid"): payloads and responses of
 * /api/saved-searches, shared by the server's routes and the web's forms.
 */
import { z } from 'zod';
import { MAX_BUDGET, normalizeTechnologies } from './projects-rules.js';
import {
  SAVED_SEARCH_CADENCES,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES as M,
} from './saved-searches-rules.js';

const budget = z
  .number({ message: M.budget })
  .int({ message: M.budget })
  .min(0, { message: M.budget })
  .max(MAX_BUDGET, { message: M.budget })
  .nullable();

const fields = {
  name: z
    .string({ message: M.name })
    .trim()
    .min(1, { message: M.name })
    .max(SAVED_SEARCH_LIMITS.nameMax, { message: M.nameTooLong }),
  text: z.string({ message: M.text }).trim().max(SAVED_SEARCH_LIMITS.textMax, { message: M.text }),
  technologies: z
    .array(
      z
        .string({ message: M.technology })
        .trim()
        .min(1, { message: M.technology })
        .max(SAVED_SEARCH_LIMITS.technologyMax, { message: M.technology }),
      { message: M.technologies },
    )
    .max(SAVED_SEARCH_LIMITS.technologies, { message: M.technologies })
    // Spelled as projects store them ('react' is 'React'), each once.
    .transform(normalizeTechnologies),
  budgetMin: budget,
  budgetMax: budget,
  cadence: z.enum(SAVED_SEARCH_CADENCES, { message: M.cadence }),
};

const rangeInOrder = (value: { budgetMin?: number | null; budgetMax?: number | null }) =>
  value.budgetMin == null || value.budgetMax == null || value.budgetMin <= value.budgetMax;
const rangeIssue = { message: M.budgetRange, path: ['budgetMax'] };

/** POST /api/saved-searches: name and cadence required; no filter means every new project. */
export const createSavedSearchSchema = z
  .object({
    name: fields.name,
    text: fields.text.default(''),
    technologies: fields.technologies.default([]),
    budgetMin: fields.budgetMin.default(null),
    budgetMax: fields.budgetMax.default(null),
    cadence: fields.cadence,
  })
  .refine(rangeInOrder, rangeIssue);
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;
export type CreateSavedSearchData = z.output<typeof createSavedSearchSchema>;

/** PATCH /api/saved-searches/{id}: any of the fields. */
export const updateSavedSearchSchema = z
  .object({
    name: fields.name.optional(),
    text: fields.text.optional(),
    technologies: fields.technologies.optional(),
    budgetMin: fields.budgetMin.optional(),
    budgetMax: fields.budgetMax.optional(),
    cadence: fields.cadence.optional(),
  })
  .refine(rangeInOrder, rangeIssue);
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;
export type UpdateSavedSearchData = z.output<typeof updateSavedSearchSchema>;

/** A saved search as its developer sees it. */
export const savedSearchSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    text: z.string(),
    technologies: z.array(z.string()),
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
    cadence: z.enum(SAVED_SEARCH_CADENCES),
    /** Until when the last digest (or the saving) covered new projects. */
    lastDigestAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The web's form: budgets typed as digits ('' means none). */
export const savedSearchFormSchema = z
  .object({
    name: fields.name,
    text: fields.text,
    technologies: fields.technologies,
    budgetMin: z.string().regex(/^\d*$/, { message: M.budget }),
    budgetMax: z.string().regex(/^\d*$/, { message: M.budget }),
    cadence: fields.cadence,
  })
  .refine(
    (value) =>
      value.budgetMin === '' ||
      value.budgetMax === '' ||
      Number(value.budgetMin) <= Number(value.budgetMax),
    rangeIssue,
  );
export type SavedSearchFormValues = z.input<typeof savedSearchFormSchema>;
