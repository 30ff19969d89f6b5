/**
 * No input yields a 5xx (issue 9, "no 500 for bad input"). Every route the app registered gets
 * random and hostile values in its path parameters, query and body, from a signed-in creator,
 * a signed-in developer or a visitor: ids past 2^31 − 1, NUL characters, prototype names,
 * cursors with out-of-range ids, dates and ranks, very long text, wrong JSON types. Whatever
 * it sends, the answer is below 500, and a refusal carries the spec's `{ message }` body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/core/routes.js';
import { bids, projects } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();

const creator = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });
/** Signed out by the fuzzing of /api/logout instead of the users above. */
const spare = await signUp({ role: 'developer' });
const [project] = await db
  .insert(projects)
  .values({
    name: 'A project to fuzz',
    description: 'A project that exists so that routes taking its id reach their real work.',
    techStack: ['React'],
    submitterId: creator.user.id,
  })
  .returning();
const [bid] = await db
  .insert(bids)
  .values({
    projectId: project!.id,
    finisherId: developer.user.id,
    amount: 100,
    timeline: 5,
    message: 'A bid that exists so that bid routes reach their work.',
  })
  .returning();

const cursor = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = new Date().toISOString();

const NASTY: unknown[] = [
  // ids just past what PostgreSQL's integer holds, and other numbers a column cannot take
  '2147483648',
  '2147483647',
  '99999999999999999999',
  '9007199254740993',
  '-2147483649',
  '1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  2147483648,
  2 ** 53,
  -(2 ** 31) - 1,
  1e308,
  // NUL and other text PostgreSQL refuses or patterns treat specially
  '\u0000',
  'a\u0000b',
  '%00',
  '\\',
  'ab\\',
  '%',
  '_',
  "'",
  '"',
  '\uD800',
  '😀',
  'x'.repeat(3000),
  ' ',
  '',
  // names every object inherits
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  // dates a database cannot store
  '0000-01-01',
  '9999-12-31',
  '275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  // cursors carrying out-of-range ids, dates and ranks
  cursor([now, 2 ** 31]),
  cursor([now, -1]),
  cursor([now, 1.5]),
  cursor([now, 2 ** 60]),
  cursor(['+275760-09-13T00:00:00.000Z', 1]),
  cursor(['-271821-04-20T00:00:00.000Z', 1]),
  cursor(['0000-01-01T00:00:00.000Z', 1]),
  cursor([now, 1, 1e300]),
  cursor([now, 1, -1e39]),
  cursor([now, 1, '1']),
  cursor({ a: 1 } as unknown as unknown[]),
  cursor(['\u0000', 1]),
  // real ids, so that routes get past "not found" to their real work
  String(project!.id),
  String(bid!.id),
  String(creator.user.id),
  String(developer.user.id),
  project!.id,
  bid!.id,
  'true',
  'false',
  'null',
  'creator',
  'developer',
  'paused',
  'active',
  'cancelled',
];

const nasty = fc.constantFrom(...NASTY);
const text = fc.oneof(
  { weight: 3, arbitrary: nasty.map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);
const scalar = fc.oneof(
  { weight: 4, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(text, scalar, { maxKeys: 3 }) },
);

/** Field names a zod object schema declares, through optional, nullable, pipes and defaults. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 6) return [];
  const candidate = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
  if (candidate.shape && typeof candidate.shape === 'object') return Object.keys(candidate.shape);
  const def = candidate.def ?? {};
  const inner = [
    def.innerType,
    def.in,
    def.out,
    ...(Array.isArray(def.options) ? def.options : []),
  ];
  return [...new Set(inner.flatMap((part) => fieldsOf(part, depth + 1)))];
}

/** Names no schema declares, for routes that read their body themselves (multipart or JSON). */
const COMMON_FIELDS = ['name', 'description', 'techStack', 'codeLink', 'budget', 'status', 'q'];

function requestFor(route: RouteEntry) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const queryFields = [...fieldsOf(route.schema?.querystring), 'cursor', 'limit', 'q'];
  const bodyFields = [...fieldsOf(route.schema?.body), ...COMMON_FIELDS];
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc.record({
    as: fc.constantFrom('creator', 'developer', 'visitor', 'creator', 'developer'),
    params: fc.tuple(...params.map(() => text)),
    query: fc.dictionary(
      fc.constantFrom(...queryFields),
      fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 2 })),
      { maxKeys: 3 },
    ),
    body: hasBody
      ? fc.oneof(
          { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...bodyFields), value) },
          { weight: 1, arbitrary: value },
        )
      : fc.constant(undefined),
  });
}

/** Lone surrogates replaced (encodeURIComponent throws on them; a browser would send U+FFFD). */
const wellFormed = (value: string) =>
  value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

/** Random requests a route gets after its examples; FUZZ_RUNS=300 explores longer (about 40 s). */
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 15);

const cookies = { creator: creator.cookie, developer: developer.cookie, visitor: undefined };

/** The values every route gets for certain, one slot at a time, before the random runs. */
const PARAM_EXAMPLES = ['2147483648', '99999999999999999999', '\u0000', 'a\u0000b', '__proto__'];
const FIELD_EXAMPLES: unknown[] = [
  'a\u0000b',
  '2147483648',
  2147483648,
  'toString',
  '__proto__',
  'ab\\',
  cursor([now, 2 ** 31]),
  cursor(['+275760-09-13T00:00:00.000Z', 1]),
  cursor(['-271821-04-20T00:00:00.000Z', 1]),
  cursor([now, 1, 1e300]),
];

type Input = {
  as: keyof typeof cookies;
  params: string[];
  query: Record<string, unknown>;
  body: unknown;
};

function examplesFor(route: RouteEntry): [Input][] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map(() => String(project!.id));
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const base: Input = { as: 'creator', params, query: {}, body: hasBody ? {} : undefined };
  const examples: Input[] = [];
  for (const value of PARAM_EXAMPLES) {
    if (params.length > 0) examples.push({ ...base, params: params.map(() => value) });
  }
  for (const field of fieldsOf(route.schema?.querystring)) {
    for (const value of FIELD_EXAMPLES)
      examples.push({ ...base, query: { [field]: String(value) } });
  }
  if (hasBody) {
    for (const field of fieldsOf(route.schema?.body)) {
      for (const value of FIELD_EXAMPLES.slice(0, 6))
        examples.push({ ...base, body: { [field]: value } });
    }
  }
  return examples.map((example) => [example]);
}

/** Every registered route but the web app's static files and the automatic HEAD twins. */
const routes = app.routeTable.routes.filter(
  (route) => route.method !== 'HEAD' && !route.url.includes('*'),
);

describe('no input yields a 5xx', () => {
  it('walks the routes the app registered', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/projects/:id',
        'POST /api/projects/:id/bids',
        'PATCH /api/users/:id/profile',
      ]),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_, route) => {
      const examples = examplesFor(route);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (input) => {
          let i = 0;
          const url = route.url.replace(/:(\w+)/g, () =>
            encodeURIComponent(wellFormed(input.params[i++]!)),
          );
          const cookie = route.url === '/api/logout' ? spare.cookie : cookies[input.as];
          const headers: Record<string, string> = cookie ? { cookie } : {};
          if (input.body !== undefined) headers['content-type'] = 'application/json';
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            query: input.query,
            headers,
            ...(input.body !== undefined && { payload: JSON.stringify(input.body) ?? 'null' }),
          });
          expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(500);
          if (
            response.statusCode >= 400 &&
            String(response.headers['content-type']).includes('json')
          ) {
            expect(typeof response.json().message).toBe('string');
          }
        }),
        // The examples count among the runs: each route gets them all, then the random requests.
        { numRuns: examples.length + RANDOM_RUNS, examples },
      );
    },
  );
});
