import swagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { API_REFERENCE_CSS, renderApiReference } from './pages/api-reference.js';
import { isSignedInGuard } from './sessions.js';

/**
 * What a route's documentation needs that its zod schemas cannot say (docs/decisions/api.md):
 * the bodies a handler reads itself (multipart forms, a raw signed body) and headers it reads.
 */
export interface OperationDocs {
  /** Request bodies by media type, for a route whose handler reads its body itself. */
  requestBody?: Partial<Record<'application/json' | 'multipart/form-data', z.ZodType>>;
  /** Request headers the handler reads, by name. */
  headers?: Record<string, { description: string; required: boolean }>;
  /** A 200 that is a file's bytes, not JSON: the media types it may have. */
  download?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OperationDocs;
  }
}

/** A binary file part of a multipart form, as OpenAPI 3.0 spells it. */
export const binaryFile = (description: string) =>
  z.string().meta({ format: 'binary', description });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_ERROR_REF = '#/components/schemas/ApiError';
const SESSION_SCHEME = 'session';

/** What the document says of a refusal, by status. */
const REFUSALS: Record<string, string> = {
  '400': 'The input breaks a rule (a malformed id, query or body); nothing changed',
  '401': 'Not signed in (or the session ended)',
  '403':
    "Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which",
  '404': 'Not found, or not visible to this user',
  '409': 'Conflicts with the current state',
  '413': 'The body (or an uploaded file) is too large',
  '415': 'The body is of a media type this operation does not take',
  '429': 'Too many requests: wait for Retry-After seconds',
};

/** What the route's own configuration says it can answer, read when the document is built. */
interface RouteFacts {
  method: string;
  signedIn: boolean;
  write: boolean;
  rateLimited: boolean;
  /** A params, querystring or body schema: the input is validated, and can be refused (400). */
  validated: boolean;
  docs: OperationDocs;
}

/**
 * Every route's zod schemas also describe the API: the OpenAPI document is served at /api/docs
 * and, as a page to read, at /api/reference (rendered once, when every route is registered).
 * Each operation's responses are derived from its route (docs/decisions/api.md): its schemas,
 * its signedIn() guard, whether it writes and is rate limited, and the refusals it declares.
 */
export const openApiPlugin = fp(
  async (app) => {
    const facts = new Map<string, RouteFacts>();
    const zodTransform = createJsonSchemaTransform({});
    const zodTransformObject = createJsonSchemaTransformObject({});

    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Finishline API',
          description: 'The marketplace for unfinished software.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: 'finishline_session',
              description: 'Named __Host-finishline_session over HTTPS (always in production)',
            },
          },
        },
      },
      transform: (input) => {
        const result = zodTransform(input);
        const route = input.route as RouteOptions;
        if (!result.schema || (result.schema as { hide?: boolean }).hide) return result;
        const schema = input.schema as Record<string, unknown>;
        const methods = [route.method].flat();
        for (const method of methods) {
          if (method === 'HEAD') continue;
          const write = !SAFE_METHODS.has(method);
          const rateLimit = route.config?.rateLimit;
          facts.set(operationKey(method, input.url), {
            method,
            signedIn: [route.onRequest, route.preValidation].flat().some(isSignedInGuard),
            write,
            rateLimited: rateLimit !== false && (write || rateLimit !== undefined),
            validated: Boolean(schema.params || schema.querystring || schema.body),
            docs: route.config?.openapi ?? {},
          });
        }
        return result;
      },
      transformObject: (input) => {
        const document = zodTransformObject(input) as OpenAPIV3.Document;
        return completeDocument(document, facts);
      },
    });
    app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

    let referencePage = '';
    app.addHook('onReady', async () => {
      referencePage = renderApiReference(app.swagger() as OpenAPIV3.Document);
    });
    app.get('/api/reference', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(referencePage),
    );
    app.get('/api/reference.css', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(API_REFERENCE_CSS),
    );
  },
  { name: 'openapi' },
);

/** `GET /api/projects/:id` and `get /api/projects/{id}` name the same operation. */
function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Each operation's responses, bodies, headers and security, from its route's facts. */
function completeDocument(
  document: OpenAPIV3.Document,
  facts: Map<string, RouteFacts>,
): OpenAPIV3.Document {
  const components = (document.components ??= {});
  components.headers = {
    ...components.headers,
    Link: {
      description:
        'The next page, when there is one: `<url>; rel="next"` (the same query with the next cursor)',
      schema: { type: 'string', example: '</api/projects?limit=20&cursor=WyIy…>; rel="next"' },
    },
    ETag: {
      description: 'A weak validator of the body: send it back in If-None-Match to get a 304',
      schema: { type: 'string' },
    },
  };
  // A route without an operationId, or with one used twice, fails tests/api/api-document.test.ts
  // (not the app's start: the document is for clients, the routes still work without it).
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      const route = facts.get(operationKey(method, path));
      if (!operation || !route) continue;
      operation.security = route.signedIn ? [{ [SESSION_SCHEME]: [] }] : [];
      addRequestBody(operation, route.docs);
      addHeaders(operation, route.docs);
      operation.responses = responsesOf(operation, route);
    }
  }
  pruneUnusedSchemas(document);
  return document;
}

function addRequestBody(operation: OpenAPIV3.OperationObject, docs: OperationDocs) {
  if (!docs.requestBody) return;
  const body = (operation.requestBody ??= {
    required: true,
    content: {},
  }) as OpenAPIV3.RequestBodyObject;
  for (const [type, schema] of Object.entries(docs.requestBody)) {
    if (!schema) continue;
    body.content[type] = { schema: toOpenApiSchema(schema) };
    if (type === 'multipart/form-data') {
      const properties = (body.content[type].schema as OpenAPIV3.SchemaObject).properties ?? {};
      // Text parts are sent as text/plain; the file part as the image it is.
      const encoding = Object.entries(properties).flatMap(([name, property]) =>
        'format' in property && property.format === 'binary'
          ? [[name, { contentType: 'image/png, image/jpeg, image/webp, image/gif' }] as const]
          : [],
      );
      if (encoding.length) body.content[type].encoding = Object.fromEntries(encoding);
    }
  }
}

function addHeaders(operation: OpenAPIV3.OperationObject, docs: OperationDocs) {
  for (const [name, header] of Object.entries(docs.headers ?? {})) {
    (operation.parameters ??= []).push({
      name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: { type: 'string' },
    });
  }
}

/** A zod schema a handler validates itself, as the document's (OpenAPI 3.0) schema. */
function toOpenApiSchema(schema: z.ZodType): OpenAPIV3.SchemaObject {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete json.$schema;
  return json as OpenAPIV3.SchemaObject;
}

function responsesOf(
  operation: OpenAPIV3.OperationObject,
  route: RouteFacts,
): OpenAPIV3.ResponsesObject {
  const declared = operation.responses ?? {};
  const statuses = new Set(Object.keys(declared));
  const hasBody = Boolean(operation.requestBody);
  const hasCursor = (operation.parameters ?? []).some(
    (parameter) =>
      !('$ref' in parameter) && parameter.in === 'query' && parameter.name === 'cursor',
  );
  if (route.validated || route.docs.requestBody) statuses.add('400');
  if (route.signedIn) statuses.add('401');
  // Every write from a foreign Origin is refused (core/security.ts).
  if (route.write) statuses.add('403');
  if (hasBody) statuses.add('413').add('415');
  if (route.rateLimited) statuses.add('429');
  // A visitor's 200 carries an ETag (core/http-cache.ts): sent back, it answers 304.
  const revalidated = route.method === 'GET' && !route.signedIn;
  if (revalidated) statuses.add('304');

  const responses: OpenAPIV3.ResponsesObject = {};
  for (const status of [...statuses].sort()) {
    const given = declared[status] as OpenAPIV3.ResponseObject | undefined;
    if (status >= '400') {
      responses[status] = {
        description: REFUSALS[status] ?? 'Refused',
        content: { 'application/json': { schema: { $ref: API_ERROR_REF } } },
      };
      if (status === '429') {
        responses[status].headers = {
          'Retry-After': {
            description: 'Seconds until the limit lets this request through',
            schema: { type: 'integer' },
          },
        };
      }
      continue;
    }
    if (status === '304') {
      responses[status] = {
        description: 'Not modified: the ETag sent in If-None-Match still matches',
      };
      continue;
    }
    const response: OpenAPIV3.ResponseObject = {
      ...given,
      description:
        given?.description && given.description !== 'Default Response'
          ? given.description
          : (SUCCESS[status] ?? 'Success'),
    };
    if (status === '204') delete response.content;
    if (status === '200' && route.docs.download) {
      response.content = Object.fromEntries(
        route.docs.download.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      );
    }
    const headers: Record<string, OpenAPIV3.ReferenceObject> = {};
    if (hasCursor && status === '200') headers.Link = { $ref: '#/components/headers/Link' };
    if (revalidated && status === '200') headers.ETag = { $ref: '#/components/headers/ETag' };
    if (Object.keys(headers).length) response.headers = { ...response.headers, ...headers };
    responses[status] = response;
  }
  return responses;
}

const SUCCESS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'Done; no body',
};

/**
 * The zod registry gives every named schema in two forms (`Project` as answered, `ProjectInput`
 * as taken); only those an operation or another schema refers to stay, in name order.
 */
function pruneUnusedSchemas(document: OpenAPIV3.Document) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (
        key === '$ref' &&
        typeof child === 'string' &&
        child.startsWith('#/components/schemas/')
      ) {
        const name = child.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  // In name order: the registry holds them in the order their modules were first imported,
  // which differs between processes (a test file importing a contract first), and the document
  // (and the client types made of it) must not.
  document.components!.schemas = Object.fromEntries(
    Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
