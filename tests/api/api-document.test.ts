/**
 * The OpenAPI document a generated client is built from (issue 26): each operation's responses
 * derived from its route, named schemas, operationIds, paging and security declared.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app } = await createTestApp();
const document = (await app.inject({ url: '/api/docs' })).json<OpenAPIV3.Document>();

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item?.[method];
    return operation ? [{ path, method, operation }] : [];
  }),
);
const find = (method: (typeof METHODS)[number], path: string) => {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method} ${path} is not documented`);
  return operation;
};
const statuses = (method: (typeof METHODS)[number], path: string) =>
  Object.keys(find(method, path).responses).sort();

describe('the API document', () => {
  it('gives every operation a unique verb-noun operationId and a tag', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) expect(operation.tags).toHaveLength(1);
    expect(find('post', '/api/projects').operationId).toBe('createProject');
    expect(find('get', '/api/projects').operationId).toBe('listProjects');
  });

  it("derives each operation's responses from its route", () => {
    // A public read with a path parameter: 400 for a malformed one, its 404, and 304 (ETag).
    expect(statuses('get', '/api/projects/{id}')).toEqual(['200', '304', '400', '404']);
    expect(statuses('get', '/api/projects/technologies')).toEqual(['200', '304', '400']);
    expect(statuses('get', '/api/developers/{username}/stats')).toEqual([
      '200',
      '304',
      '400',
      '404',
    ]);
    // A signed-in read without input: only 401 besides its answer; no 409 on reads.
    expect(statuses('get', '/api/user')).toEqual(['200', '401']);
    // A write with a body: 400, 401, 403 (also a foreign Origin), 413, 415, 429 and its own.
    expect(statuses('post', '/api/projects/{id}/bids')).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
    ]);
    // Without a body or input: no 400, no 413.
    expect(statuses('post', '/api/sessions/end-others')).toEqual(['200', '401', '403', '429']);
    // 204 says it has no body.
    for (const [method, path] of [
      ['post', '/api/logout'],
      ['post', '/api/users/{id}/password'],
    ] as const) {
      expect(find(method, path).responses['204']).toEqual({ description: 'Done; no body' });
    }
  });

  it('answers every refusal with the one ApiError schema', () => {
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect((response as OpenAPIV3.ResponseObject).content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
        });
      }
    }
    expect(document.components?.schemas?.ApiError).toMatchObject({
      properties: { message: { type: 'string' }, code: { type: 'string' } },
    });
  });

  it('names the shared schemas and refers to them', () => {
    const names = Object.keys(document.components?.schemas ?? {});
    expect(names).toEqual(
      expect.arrayContaining([
        'User',
        'Project',
        'ProjectCard',
        'Bid',
        'Payment',
        'Milestone',
        'Notification',
        'Channel',
        'Message',
        'Review',
        'ApiError',
      ]),
    );
    // In name order, whatever order the contracts' modules were imported in (the client types
    // generated from the document must come out the same in every process).
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const listed = find('get', '/api/projects').responses['200'] as OpenAPIV3.ResponseObject;
    expect(listed.content?.['application/json']?.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/ProjectListEntry' },
    });
    const text = JSON.stringify(document.paths);
    expect(text).toContain('"$ref":"#/components/schemas/Project"');
    expect(text).toContain('"$ref":"#/components/schemas/User"');
  });

  it("answers a dispute's status, and its old name state as deprecated (issue 37)", () => {
    const answer = find('get', '/api/disputes/{id}').responses['200'] as OpenAPIV3.ResponseObject;
    const schema = answer.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
    const status = schema.properties?.status as OpenAPIV3.SchemaObject;
    const state = schema.properties?.state as OpenAPIV3.SchemaObject;
    expect(status.enum).toContain('escalated');
    expect(status.deprecated).toBeUndefined();
    expect(state).toMatchObject({ enum: status.enum, deprecated: true });
    expect(state.description).toMatch(/^Deprecated: the same as `status`/);
  });

  it("answers the glossary's submitterId and finisherId, the old names deprecated (issue 37)", () => {
    const answered = (method: (typeof METHODS)[number], path: string) => {
      const answer = find(method, path).responses['200'] as OpenAPIV3.ResponseObject;
      const schema = answer.content?.['application/json']?.schema as
        OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;
      if (!('$ref' in schema)) return schema;
      const name = schema.$ref.replace('#/components/schemas/', '');
      return document.components?.schemas?.[name] as OpenAPIV3.SchemaObject;
    };
    const renames = [
      ['get', '/api/disputes/{id}', 'submitterId', 'ownerId'],
      ['get', '/api/disputes/{id}', 'finisherId', 'developerId'],
      ['get', '/api/ops/projects/{id}', 'submitterId', 'ownerId'],
      ['post', '/api/deliveries/{id}/approve', 'finisherId', 'developerId'],
      ['post', '/api/ops/chargebacks/{id}/clawback', 'finisherId', 'developerId'],
    ] as const;
    for (const [method, path, name, oldName] of renames) {
      const schema = answered(method, path);
      expect(schema.required).toEqual(expect.arrayContaining([name, oldName]));
      const current = schema.properties?.[name] as OpenAPIV3.SchemaObject;
      expect(current, `${path} ${name}`).toMatchObject({ type: 'number' });
      expect(current.deprecated, `${path} ${name}`).toBeUndefined();
      expect(schema.properties?.[oldName], `${path} ${oldName}`).toMatchObject({
        type: 'number',
        deprecated: true,
        description: `Deprecated: the same as \`${name}\`, which replaces it; removed in the next release.`,
      });
    }
  });

  it('documents the request bodies, multipart forms included', () => {
    const body = find('post', '/api/projects').requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(body.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    const form = body.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
    expect(form.required).toEqual(['projectData']);
    expect(form.properties?.image).toMatchObject({ type: 'string', format: 'binary' });
    const profile = find('patch', '/api/users/{id}/profile')
      .requestBody as OpenAPIV3.RequestBodyObject;
    const profileForm = profile.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
    expect(profileForm.properties?.avatar).toMatchObject({ format: 'binary' });
    // Every write that reads a body says so.
    for (const { path, method, operation } of operations) {
      if (method === 'get') continue;
      const route = app.routeTable.routes.find(
        (entry) =>
          entry.method === method.toUpperCase() && entry.url === path.replace(/\{(\w+)\}/g, ':$1'),
      );
      if (route?.schema?.body) expect(operation.requestBody, `${method} ${path}`).toBeDefined();
    }
  });

  it('declares the Link header on every list that takes a cursor', () => {
    expect(document.components?.headers?.Link).toBeDefined();
    const paged = operations.filter(({ operation }) =>
      (operation.parameters ?? []).some(
        (parameter) => 'name' in parameter && parameter.name === 'cursor',
      ),
    );
    expect(paged.length).toBeGreaterThanOrEqual(11);
    for (const { path, method, operation } of paged) {
      const ok = operation.responses['200'] as OpenAPIV3.ResponseObject;
      expect(ok.headers?.Link, `${method} ${path}`).toEqual({
        $ref: '#/components/headers/Link',
      });
    }
  });

  it('declares security per operation: the session cookie or none', () => {
    expect(find('post', '/api/projects').security).toEqual([{ session: [] }]);
    expect(find('get', '/api/projects').security).toEqual([]);
    expect(find('get', '/api/developers').security).toEqual([]);
    for (const { operation } of operations) expect(operation.security).toBeDefined();
    const webhook = find('post', '/api/stripe/webhook');
    expect(webhook.security).toEqual([]);
    expect(webhook.parameters).toContainEqual(
      expect.objectContaining({ name: 'Stripe-Signature', in: 'header', required: true }),
    );
  });
});
