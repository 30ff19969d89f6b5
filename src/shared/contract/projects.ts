import { z } from 'zod';
import { LIMITS, PROJECT_STATUSES } from '../constants.js';
import { VISIBLE_PROJECT_STATUSES } from '../lifecycle.js';
import { paymentViewSchema } from './payments.js';
import { bidViewSchema } from './bids.js';
import { idSchema, limitQuery, numberFromText, pageQuerySchema, repositoryLink } from './common.js';
import {
  PROJECT_MESSAGES,
  PROJECT_ERRORS,
  MAX_TECHNOLOGIES,
  MAX_BUDGET,
  normalizeTechnologies,
} from './projects-rules.js';

const name = z
  .string({ message: PROJECT_MESSAGES.name })
  .trim()
  .min(LIMITS.projectNameMin, { message: PROJECT_MESSAGES.name })
  .max(120, { message: PROJECT_ERRORS.nameTooLong });

const description = z
  .string({ message: PROJECT_MESSAGES.description })
  .trim()
  .min(LIMITS.descriptionMin, { message: PROJECT_MESSAGES.description })
  .max(10_000, { message: PROJECT_ERRORS.descriptionTooLong });

/** An array of names, or (dashboard form) one comma-separated text. */
const techStack = z
  .union([z.array(z.string()), z.string()], { message: PROJECT_MESSAGES.techStack })
  .transform((value) => normalizeTechnologies(Array.isArray(value) ? value : value.split(',')))
  .pipe(
    z
      .array(z.string().max(40, { message: PROJECT_ERRORS.technologyTooLong }))
      .min(1, { message: PROJECT_MESSAGES.techStack })
      .max(MAX_TECHNOLOGIES, { message: PROJECT_ERRORS.tooManyTechnologies }),
  );

/**
 * http(s) with a real domain (common.ts, httpUrl): the link becomes an href on the project page.
 * A local repository passes here and is refused by the server unless it allows them
 * (common.ts, repositoryLink).
 */
const codeLink = repositoryLink(PROJECT_MESSAGES.codeLink);
const optionalCodeLink = z
  .union([z.literal(''), z.null(), repositoryLink(PROJECT_MESSAGES.codeLink)], {
    message: PROJECT_MESSAGES.codeLink,
  })
  .optional()
  .transform((value) => value || null);

/** Whole dollars, as a JSON number (common.ts, numberFromText). */
const budget = z
  .number({ message: PROJECT_ERRORS.budget })
  .int({ message: PROJECT_ERRORS.budget })
  .min(0, { message: PROJECT_ERRORS.budget })
  .max(MAX_BUDGET, { message: PROJECT_ERRORS.budget });

/**
 * Whole dollars where a form carries them as text (the multipart `projectData`, the dashboard's
 * budget field): a number, or decimal digits ('' means 0).
 */
const typedBudget = z.preprocess((value) => (value === '' ? 0 : value), numberFromText(budget));

const timeframe = z
  .string({ message: PROJECT_MESSAGES.missing })
  .trim()
  .max(100, { message: PROJECT_ERRORS.timeframeTooLong });

/** Sent by the spec's clients; checked against the session, never trusted. */
const submitterId = idSchema.optional();
/** The same in a multipart form, where it may come as text. */
const typedSubmitterId = numberFromText(idSchema).optional();

/**
 * Submit Your Project (multipart `projectData`): name, description, techStack and codeLink;
 * budget and timeframe may be given too.
 */
export const createProjectSchema = z.object({
  name,
  description,
  techStack,
  codeLink,
  submitterId: typedSubmitterId,
  timeframe: timeframe
    .nullable()
    .optional()
    .transform((value) => value || null),
  budget: typedBudget
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type CreateProjectData = z.output<typeof createProjectSchema>;

/**
 * The dashboard variant (JSON): budget a JSON number (default 0) and timeframe required; the repo
 * link optional (none stored when absent; docs/decisions/projects.md).
 */
export const createProjectJsonSchema = z.object({
  name,
  description,
  techStack,
  codeLink: optionalCodeLink,
  submitterId,
  timeframe: timeframe.min(1, { message: PROJECT_MESSAGES.missing }),
  budget: budget
    .nullable()
    .optional()
    .transform((value) => value ?? 0),
});

/**
 * Submit Your Project's form (/submit): the spec's fields, and budget and timeframe both optional;
 * an empty budget means none given (null), not 0.
 */
export const submitProjectFormSchema = createProjectSchema
  .pick({ name: true, description: true, techStack: true, codeLink: true, timeframe: true })
  .extend({
    budget: z.preprocess(
      (value) => (value === '' ? null : value),
      numberFromText(budget).nullable(),
    ),
  });

/** The dashboard's form: the same rules, with the budget typed as digits in a text field. */
export const createProjectJsonFormSchema = createProjectJsonSchema.extend({
  budget: typedBudget,
});
export type CreateProjectJsonInput = z.input<typeof createProjectJsonSchema>;

/** PATCH /api/projects/{id}/status. */
export const updateProjectStatusSchema = z.object({
  status: z.enum(['paused', 'cancelled', 'active'], {
    message: 'Status must be paused, cancelled or active',
  }),
});
export type UpdateProjectStatusInput = z.infer<typeof updateProjectStatusSchema>;

/** `status=open,active` style lists. */
const statusList = <T extends readonly [string, ...string[]]>(allowed: T, message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(allowed, { message })).min(1, { message }).max(allowed.length));

/** How GET /api/projects may order its pages (without `q`). */
export const PROJECT_SORTS = ['newest', 'match'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** GET /api/projects. */
export const listProjectsQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200, { message: 'Search text must be at most 200 characters' })
    .optional(),
  tech: z.string().trim().max(40, { message: PROJECT_ERRORS.technologyTooLong }).optional(),
  /** A budget range in whole dollars: only projects whose budget is given and within it. */
  budgetMin: numberFromText(budget).optional(),
  budgetMax: numberFromText(budget).optional(),
  status: statusList(
    VISIBLE_PROJECT_STATUSES,
    `Status must be one or more of ${VISIBLE_PROJECT_STATUSES.join(', ')}`,
  ).optional(),
  /**
   * `newest` (default) or `match`: by how many of the project's technologies are among the
   * signed-in viewer's skills, then newest first (each card then names them in
   * `matchedTechnologies`). A search (`q`) is ordered by relevance either way.
   */
  sort: z.enum(PROJECT_SORTS, { message: 'sort must be newest or match' }).optional(),
  /** For a signed-in developer's Open Jobs: leave out projects they own or already bid on. */
  excludeApplied: z
    .enum(['true', 'false'], { message: 'excludeApplied must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;

/** GET /api/users/{id}/projects. */
export const userProjectsQuerySchema = pageQuerySchema.extend({
  status: statusList(
    PROJECT_STATUSES,
    `Status must be one or more of ${PROJECT_STATUSES.join(', ')}`,
  ).optional(),
  /** Only the projects the user submitted, or only those they finish; both when absent. */
  as: z.enum(['submitter', 'finisher'], { message: 'as must be submitter or finisher' }).optional(),
  /** Only projects that received at least one bid (the creator dashboard's Jobs With Bids). */
  hasBids: z
    .enum(['true', 'false'], { message: 'hasBids must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type UserProjectsQuery = z.input<typeof userProjectsQuerySchema>;

/** GET /api/projects/technologies. */
export const technologiesQuerySchema = z.object({
  limit: limitQuery(200, 100),
});

/** A project in lists and on its page. */
export const projectViewSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    techStack: z.array(z.string()),
    codeLink: z.string().nullable(),
    imageUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    submitterId: z.number(),
    submitterUsername: z.string(),
    /** The owner's average rating from the reviews they received (null before the first). */
    submitterRating: z.number().nullable(),
    /** The owner has paid for a project here: money of theirs is held or went to its developer. */
    submitterHasPaid: z.boolean(),
    finisherId: z.number().nullable(),
    timeframe: z.string().nullable(),
    budget: z.number().nullable(),
    bidCount: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'ProjectCard' });
export type ProjectView = z.infer<typeof projectViewSchema>;

/**
 * A card of GET /api/projects; ordered by best match (`sort=match`), it names the project's
 * technologies that are among the viewer's skills, in the project's order and spelling.
 */
export const projectListEntrySchema = projectViewSchema
  .extend({ matchedTechnologies: z.array(z.string()).optional() })
  .meta({ id: 'ProjectListEntry' });
export type ProjectListEntry = z.infer<typeof projectListEntrySchema>;

/** GET /api/projects/{id}: the project, its owner's public name and rating, its bids as the viewer may see them. */
export const projectDetailSchema = projectViewSchema
  .extend({
    /**
     * The owner as bidders weigh them (decisions.md, "Saved searches and choosing a bid"): their
     * average rating (null before the first review) and how many reviews it averages, and how
     * many of their projects were completed. Whether they paid before is `submitterHasPaid`.
     */
    submitter: z.object({
      username: z.string(),
      rating: z.number().nullable(),
      reviewCount: z.number(),
      completedProjects: z.number(),
    }),
    bids: z.array(bidViewSchema),
    /** The project's payment and where its money is: for its owner and its developer only. */
    payment: paymentViewSchema.nullable(),
    /**
     * Why an operator hid the project (decisions.md, Operators): for its owner and its developer
     * only (everyone else gets a 404); null when it is not hidden.
     */
    hiddenReason: z.string().nullable(),
  })
  .meta({ id: 'Project' });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const technologySchema = z.object({ name: z.string(), count: z.number() });
export type Technology = z.infer<typeof technologySchema>;

/**
 * GET /api/users/{id}/next-actions: what needs the signed-in user now, most urgent first (issue 35). `count`:
 * the milestones or pending bids waiting (1 otherwise); `bidId`, `amount` (whole dollars) and
 * `developerUsername` for a bid to pay.
 */
export const nextActionSchema = z
  .object({
    kind: z.enum([
      'pay',
      'review_delivery',
      'review_milestones',
      'review_bids',
      'work',
      'awaiting_payment',
    ]),
    projectId: z.number(),
    projectName: z.string(),
    count: z.number(),
    bidId: z.number().nullable(),
    amount: z.number().nullable(),
    developerUsername: z.string().nullable(),
  })
  .meta({ id: 'NextAction' });
export type NextAction = z.infer<typeof nextActionSchema>;
