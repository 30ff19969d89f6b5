import { idParamsSchema, isLocalRepositoryLink } from '@shared/contract/common.js';
import { disputeSchema } from '@shared/contract/disputes.js';
import {
  createProjectJsonSchema,
  createProjectSchema,
  listProjectsQuerySchema,
  nextActionSchema,
  projectDetailSchema,
  projectListEntrySchema,
  projectViewSchema,
  technologiesQuerySchema,
  type ProjectView,
  technologySchema,
  updateProjectStatusSchema,
  userProjectsQuerySchema,
} from '@shared/contract/projects.js';
import {
  MAX_TECHNOLOGIES,
  PROJECT_ERRORS,
  PROJECT_MESSAGES,
} from '@shared/contract/projects-rules.js';
import { z } from 'zod';
import { badRequest, forbidden, refusals } from '../../core/errors.js';
import { setBodyVersion } from '../../core/http-cache.js';
import { binaryFile } from '../../core/openapi.js';
import { sendPage, setNextLink } from '../../core/pagination.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { parseInput } from '../../core/validation.js';
import {
  jsonListFieldBytes,
  readMultipart,
  textFieldBytes,
  type MultipartForm,
  type StoredImage,
} from '../../core/uploads/index.js';
import type { UserRow } from '../../db/schema.js';
import { createProject } from './create-project.js';
import { getProjectDetail } from './get-project-detail.js';
import { listProjects } from './list-projects.js';
import { listTechnologies } from './list-technologies.js';
import { listUserProjects } from './list-user-projects.js';
import { listNextActions } from './list-next-actions.js';
import type { ProjectReadCaches } from './project-read-caches.js';
import { toProjectView } from './project-view.js';
import { updateProjectStatus } from './update-project-status.js';
import { getDispute } from '../disputes/index.js';

/**
 * The multipart form of POST /api/projects: `projectData` (JSON: name, description, technologies,
 * link, timeframe, budget; description escaped in JSON at worst twice as long) and the
 * `image`, or the same fields sent one by one. About 110 KB of text in all.
 */
const PROJECT_FORM: MultipartForm = {
  fileField: 'image',
  fields: {
    projectData: 64 * 1024,
    name: textFieldBytes(120),
    description: textFieldBytes(10_000),
    techStack: jsonListFieldBytes(MAX_TECHNOLOGIES, 40),
    codeLink: textFieldBytes(2000),
    timeframe: textFieldBytes(100),
    budget: 64,
    submitterId: 64,
  },
};

/** PROJECT_FORM as the API document shows it (core/openapi.ts). */
const projectFormSchema = z.object({
  projectData: z.string().meta({
    description:
      'JSON text: { name, description, techStack, codeLink, timeframe?, budget? } (the fields may also be sent one by one)',
    example: JSON.stringify({
      name: 'Half-built invoicing app',
      description: 'An invoicing app with the PDF export left to finish.',
      techStack: ['React'],
      codeLink: 'https://github.com/example/invoices',
    }),
  }),
  image: binaryFile('A screenshot: PNG, JPEG, WebP or GIF').optional(),
});

export interface ProjectsRouteOptions {
  /** Public reads kept in memory; the events subscribers clear them (src/server/app.ts). */
  caches: ProjectReadCaches;
  /** DISPUTE_RESPONSE_DAYS in milliseconds: the owner's cancel of a paid project opens a dispute. */
  disputeResponseMs: number;
  /** A code link may name a local repository (REPO_INSIGHT_ALLOW_LOCAL; common.ts, repositoryLink). */
  allowLocalCodeLinks: boolean;
}

export async function projectsRoutes(
  app: App,
  { caches, disputeResponseMs, allowLocalCodeLinks }: ProjectsRouteOptions,
) {
  const tags = ['projects'];

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        operationId: 'listProjects',
        summary:
          'Projects, newest first (by relevance with q, by best match with sort=match); open and active unless status says otherwise',
        querystring: listProjectsQuerySchema,
        response: { 200: z.array(projectListEntrySchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const input = {
        q: query.q,
        tech: query.tech || undefined,
        budgetMin: query.budgetMin,
        budgetMax: query.budgetMax,
        statuses: query.status,
        limit: query.limit,
        cursor: query.cursor,
        excludeApplied: Boolean(query.excludeApplied && request.user),
        sort: query.sort,
      };
      const list = () => listProjects({ db: app.db, actor: request.user, input });
      // The same page for everyone, unless it leaves out the viewer's own projects and bids or
      // is ordered by the viewer's skills.
      const page =
        input.excludeApplied || (input.sort === 'match' && request.user)
          ? await list()
          : await caches.pages.get(JSON.stringify(input), list);
      setNextLink(request, reply, page.nextCursor, query.limit);
      if (page.version) setBodyVersion(reply, page.version);
      // Best match answers objects, checked by the response schema as they are serialised.
      if (page.items) return page.items;
      // JSON text made by the database from the cards it keeps, in ProjectView's shape
      // (project-card-fields.ts declares each field once; the build checks it against the
      // schema): Fastify sends a string with a JSON content type as it is, without serialising
      // it again. Its types take the body as the schema's objects, hence `as unknown as`.
      return reply
        .type('application/json; charset=utf-8')
        .send(page.json as unknown as ProjectView[]);
    },
  );

  app.get(
    '/api/projects/technologies',
    {
      schema: {
        tags,
        operationId: 'listTechnologies',
        summary: 'Technologies of projects open for bids, most used first (the filter options)',
        querystring: technologiesQuerySchema,
        response: { 200: z.array(technologySchema) },
      },
    },
    async (request) =>
      (
        await caches.technologies.get('all', () =>
          listTechnologies({ db: app.db, actor: null, input: undefined }),
        )
      ).slice(0, request.query.limit),
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        tags,
        operationId: 'getProject',
        summary:
          "A project with its owner's public name and rating and its bids as the viewer may see them",
        params: idParamsSchema,
        response: { 200: projectDetailSchema, ...refusals(404) },
      },
    },
    async (request) =>
      getProjectDetail({
        db: app.db,
        actor: request.user,
        input: { projectId: request.params.id },
        rows: caches.details,
      }),
  );

  app.post(
    '/api/projects',
    {
      onRequest: signedIn({ message: PROJECT_MESSAGES.signedOut }),
      // The handler reads either body itself (a multipart form is not JSON to validate first).
      config: {
        openapi: {
          requestBody: {
            'application/json': createProjectJsonSchema,
            'multipart/form-data': projectFormSchema,
          },
        },
      },
      schema: {
        tags,
        operationId: 'createProject',
        summary:
          'Submit a project: multipart (projectData JSON + optional image) or JSON (dashboard variant)',
        response: { 201: projectViewSchema, ...refusals(403) },
      },
    },
    async (request, reply) => {
      // Refuse before reading a single uploaded byte.
      const user = signedInUser(request);
      if (user.role !== 'creator') throw forbidden(PROJECT_ERRORS.creatorsOnly);
      let image: StoredImage | null = null;
      let data;
      if (request.isMultipart()) {
        const { fields, file } = await readMultipart(request, PROJECT_FORM);
        data = parseInput(createProjectSchema, projectDataFrom(fields));
        checkSubmitter(data.submitterId, user);
        if (file) image = await app.uploads.storeImage(file.data, 'screenshot');
      } else {
        data = parseInput(createProjectJsonSchema, request.body ?? {});
        checkSubmitter(data.submitterId, user);
      }
      if (data.codeLink && !allowLocalCodeLinks && isLocalRepositoryLink(data.codeLink)) {
        if (image) await app.uploads.deleteImage(image).catch(() => undefined);
        throw badRequest(PROJECT_MESSAGES.codeLink, { codeLink: [PROJECT_MESSAGES.codeLink] });
      }
      try {
        const project = await app.transaction((tx) =>
          createProject({ tx, actor: user, input: { data, image } }),
        );
        return reply.status(201).send(project);
      } catch (error) {
        // A refused request leaves nothing behind, not even its screenshot.
        if (image) await app.uploads.deleteImage(image).catch(() => undefined);
        throw error;
      }
    },
  );

  app.patch(
    '/api/projects/:id/status',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'updateProjectStatus',
        summary:
          'Owner control: pause, reactivate (active) or cancel (202 with a dispute when the project holds money)',
        params: idParamsSchema,
        body: updateProjectStatusSchema,
        response: { 200: projectViewSchema, 202: disputeSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const outcome = await app.transaction((tx) =>
        updateProjectStatus({
          tx,
          actor,
          input: { projectId: request.params.id, ...request.body, disputeResponseMs },
        }),
      );
      if (outcome.project) return outcome.project;
      // decisions.md, Held money: accepted, not done; the developer is asked first.
      return reply
        .status(202)
        .send(await getDispute(app.db, { disputeId: outcome.disputeId, viewerId: actor.id }));
    },
  );

  app.get(
    '/api/users/:id/next-actions',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listNextActions',
        summary:
          'What needs the signed-in user now: bids to pay, deliveries and milestones to answer, bids to weigh, work to finish',
        params: idParamsSchema,
        response: { 200: z.array(nextActionSchema), ...refusals(403) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (request.params.id !== user.id) throw forbidden(PROJECT_ERRORS.ownProjectsOnly);
      return listNextActions({ db: app.db, actor: user, input: null });
    },
  );

  app.get(
    '/api/users/:id/projects',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listUserProjects',
        summary: 'The signed-in user’s projects as submitter or finisher, newest first',
        params: idParamsSchema,
        querystring: userProjectsQuerySchema,
        response: { 200: z.array(projectViewSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (request.params.id !== user.id) throw forbidden(PROJECT_ERRORS.ownProjectsOnly);
      const { limit, cursor, status, as, hasBids } = request.query;
      const rows = await listUserProjects({
        db: app.db,
        actor: user,
        input: { as, hasBids, statuses: status, limit, cursor },
      });
      return sendPage(request, reply, rows, limit, toProjectView);
    },
  );
}

/** The acting user is the session's user; naming someone else is refused (decisions.md, Roles). */
function checkSubmitter(submitterId: number | undefined, user: UserRow) {
  if (submitterId !== undefined && submitterId !== user.id) {
    throw forbidden(PROJECT_ERRORS.submitterMismatch);
  }
}

/** `projectData` as the spec sends it (a JSON text); plain form fields are accepted too. */
function projectDataFrom(fields: Record<string, string>): unknown {
  const raw = fields.projectData;
  if (raw === undefined) {
    const { techStack, ...rest } = fields;
    if (rest.name === undefined) throw badRequest(PROJECT_ERRORS.projectDataRequired);
    return { ...rest, techStack: parseMaybeJson(techStack) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(PROJECT_ERRORS.projectDataInvalid);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(PROJECT_ERRORS.projectDataInvalid);
  }
  return parsed;
}

function parseMaybeJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
