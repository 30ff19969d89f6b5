/**
 * The document against the server (issue 26): every operation of /api/docs is called with valid
 * input and with invalid input of each kind it can get (a malformed path parameter, a bad query,
 * a bad body, no session, a foreign Origin, a body too large or of another media type). Every
 * answer's status must be one the operation documents, and its body must validate against the
 * schema documented for that status. A route that answers what its document does not say, or a
 * document that promises a body the route does not send, fails here.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it, vi } from 'vitest';
import { signUpOperator } from '../setup/operators.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';
import { operationsOf, responseValidator, type Operation } from './support/openapi.js';

const test = await createTestApp();
const { app, signUp } = test;
const document = (await app.inject({ url: '/api/docs' })).json<OpenAPIV3.Document>();
const operations = operationsOf(document);
const check = responseValidator(document);

// A marketplace with one of everything, made through the API itself.
const creator = await signUp({ role: 'creator' });
const developer = await signUp({ role: 'developer' });
// An operator with the second factor reads the console's data (its writes would change what the
// rest of the walk stands on: they are walked as refusals, and tested in ops-*.test.ts).
const operator = await signUpOperator(test);
const json = (user: TestUser | null, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'POST',
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
const project = (
  await json(creator, 'POST', '/api/projects', {
    name: 'A project to walk',
    description: 'A project that exists so that every operation taking its id reaches its work.',
    techStack: ['React'],
    timeframe: '2 weeks',
    budget: 500,
  })
).json<{ id: number }>();
const bid = (
  await json(developer, 'POST', `/api/projects/${project.id}/bids`, {
    amount: 400,
    timeline: 10,
    message: 'I can finish this within two weeks, tests included.',
  })
).json<{ id: number }>();
await json(creator, 'POST', `/api/bids/${bid.id}/accept`);
const payment = (await json(creator, 'POST', `/api/bids/${bid.id}/pay`)).json<{
  paymentId: number;
}>();
const channel = (await json(creator, 'POST', `/api/bids/${bid.id}/conversations`)).json<{
  id: number;
  threads: { id: number }[];
}>();
const thread = channel.threads[0]!;
const message = (
  await json(creator, 'POST', `/api/threads/${thread.id}/messages`, { content: 'Hello there' })
).json<{ id: number }>();
// A second project of the same two, paid, with a dispute open and a file of evidence in it: the
// dispute's operations reach their work (counter, then accept, settle it during the walk).
const paidProject = (
  await json(creator, 'POST', '/api/projects', {
    name: 'A paid project to walk',
    description: 'A project that is paid for so that its dispute can be walked through as well.',
    techStack: ['React'],
    timeframe: '2 weeks',
    budget: 500,
  })
).json<{ id: number }>();
const paidBid = (
  await json(developer, 'POST', `/api/projects/${paidProject.id}/bids`, {
    amount: 400,
    timeline: 10,
    message: 'I can finish this within two weeks, tests included.',
  })
).json<{ id: number }>();
await json(creator, 'POST', `/api/bids/${paidBid.id}/accept`);
const { checkoutUrl, paymentId: paidPaymentId } = (
  await json(creator, 'POST', `/api/bids/${paidBid.id}/pay`)
).json<{ checkoutUrl: string; paymentId: number }>();
await app.inject({
  method: 'POST',
  url: `${checkoutUrl}/pay`,
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: creator.cookie },
  payload: 'card=4242424242424242',
});
await vi.waitFor(
  async () =>
    expect((await json(creator, 'GET', `/api/payments/${paidPaymentId}`)).json()).toMatchObject({
      status: 'succeeded',
    }),
  { timeout: 5_000, interval: 20 },
);
const dispute = (
  await json(developer, 'POST', `/api/projects/${paidProject.id}/disputes`, {
    reason: 'other',
    message: 'The walk opens a dispute to reach its operations.',
    proposedRelease: 20_000,
  })
).json<{ id: number }>();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const evidence = await app.inject({
  method: 'POST',
  url: `/api/disputes/${dispute.id}/evidence`,
  headers: {
    cookie: developer.cookie,
    'content-type': 'multipart/form-data; boundary=walk',
  },
  payload: Buffer.concat([
    Buffer.from(
      '--walk\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from('\r\n--walk--\r\n'),
  ]),
});
const evidenceFile = evidence
  .json<{ events: { file: { id: number } | null }[] }>()
  .events.find((event) => event.file)!.file!.id;
const notification = (
  await json(creator, 'POST', '/api/notifications', {
    title: 'A test',
    content: 'Sent by the walk',
  })
).json<{ id?: number }>();

/** The id a path means, by its first segment; a user's own id for /api/users/{id}/…. */
function idFor(path: string, user: TestUser): number {
  const segment = path.split('/')[2];
  const ids: Record<string, number | undefined> = {
    projects: project.id,
    bids: bid.id,
    users: user.user.id,
    channels: channel.id,
    threads: thread.id,
    messages: message.id,
    payments: payment.paymentId,
    notifications: notification.id,
    disputes: dispute.id,
  };
  // A project's disputes: the paid project's.
  if (/^\/api\/projects\/\{id\}\/disputes/.test(path)) return paidProject.id;
  return ids[segment ?? ''] ?? 1;
}

/** A value the schema takes: its example, default or first option, else the least it allows. */
function sample(schema: unknown, name = ''): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  if (s.anyOf || s.oneOf) return sample((s.anyOf ?? s.oneOf)![0], name);
  if (s.allOf) return sample(s.allOf[0], name);
  switch (s.type) {
    case 'object': {
      const required = new Set(s.required ?? []);
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, value]) => [key, sample(value, key)]),
      );
    }
    case 'array':
      return s.minItems ? [sample(s.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default: {
      if (s.format === 'email' || name === 'email') return `walk${Date.now()}@example.com`;
      if (/url|link/i.test(name)) return 'https://example.com/a';
      return 'x'.repeat(Math.max(s.minLength ?? 1, Math.min(s.maxLength ?? 20, 20)));
    }
  }
}

function resolve(schema: unknown): OpenAPIV3.SchemaObject {
  const s = (schema ?? {}) as OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;
  if ('$ref' in s) {
    return resolve(document.components!.schemas![s.$ref.split('/').pop()!]);
  }
  return s;
}

/** Bodies that mean something, where a sampled one would only be refused. */
const VALID_BODIES: Record<string, (user: TestUser) => unknown> = {
  registerUser: () => ({
    username: `walker${Date.now()}`,
    email: `walker${Date.now()}@example.com`,
    password: 'correct-horse-battery',
    role: 'developer',
  }),
  signIn: (user) => ({ email: user.user.email, password: 'correct-horse' }),
  createProject: () => ({
    name: 'Another project',
    description: 'Another project, created by the walk to see the answer of a valid request.',
    techStack: ['Vue'],
    timeframe: '1 month',
  }),
  createBid: () => ({ amount: 100, timeline: 5, message: 'A bid sent by the walk, long enough.' }),
  sendMessage: () => ({ content: 'A message from the walk' }),
  sendTestNotification: () => ({ title: 'Walk', content: 'From the walk' }),
  updateProjectStatus: () => ({ status: 'paused' }),
  archiveChannel: () => ({ archived: false }),
  updateProfile: () => ({ bio: 'Walks through every operation.' }),
  counterDispute: () => ({ proposedRelease: 30_000, message: 'The walk counters the proposal.' }),
};

interface Call {
  label: string;
  user: TestUser | null;
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: string;
}

/** One request of each kind an operation can get, valid first. */
async function callsFor({ path, method, operation }: Operation): Promise<Call[]> {
  const needsSession = (operation.security ?? []).length > 0;
  const params = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const body = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content;
  const jsonBody = body?.['application/json']?.schema;
  // Operations that end the session they are called with get a user of their own.
  const ownUser =
    operation.operationId === 'signOut' || operation.operationId === 'changePassword'
      ? await signUp({ role: 'creator' })
      : null;
  const calls: Call[] = [];

  const operatorReads = path.startsWith('/api/ops/') && method === 'get';
  const users = ownUser
    ? [ownUser]
    : operatorReads
      ? [creator, developer, operator]
      : [creator, developer];
  for (const user of users) {
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'username'
        ? developer.user.username
        : name === 'fileId'
          ? String(evidenceFile)
          : String(idFor(path, user)),
    );
    const validBody = jsonBody
      ? JSON.stringify(VALID_BODIES[operation.operationId!]?.(user) ?? sample(jsonBody))
      : undefined;
    const jsonHeaders: Record<string, string> = validBody
      ? { 'content-type': 'application/json' }
      : {};
    const base = { user, url, headers: jsonHeaders, payload: validBody };
    calls.push({ label: `valid as ${user.user.role}`, ...base });
    if (user !== developer && user !== ownUser) continue;
    if (!needsSession && method === 'get')
      calls.push({ label: 'valid as a visitor', ...base, user: null });

    if (needsSession) calls.push({ label: 'no session', ...base, user: null });
    for (const param of params.filter((p) => p.in === 'path')) {
      const bad = param.name === 'username' ? 'x'.repeat(65) : 'abc';
      calls.push({
        label: `bad ${param.name}`,
        ...base,
        url: path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === param.name ? bad : url.split('/')[path.split('/').indexOf(`{${name}}`)]!,
        ),
      });
    }
    if (path.includes('{id}')) {
      // An id nobody has: the operation's 404 (or its 403, for another user's id).
      calls.push({ label: 'unknown id', ...base, url: path.replace('{id}', '2147483647') });
    }
    for (const param of params.filter((p) => p.in === 'query')) {
      const schema = resolve(param.schema);
      const bad = schema.type === 'integer' || schema.type === 'number' ? '0' : '%%%';
      if (schema.type === 'string' && !schema.enum && param.name !== 'cursor') continue;
      calls.push({ label: `bad query ${param.name}`, ...base, query: { [param.name]: bad } });
    }
    if (jsonBody) {
      calls.push({ label: 'body of the wrong type', ...base, payload: '[1]' });
      calls.push({ label: 'malformed JSON', ...base, payload: '{"a":' });
      calls.push({
        label: 'body too large',
        ...base,
        payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }),
      });
      calls.push({
        label: 'another media type',
        ...base,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
    }
    if (method !== 'get') {
      calls.push({
        label: 'foreign Origin',
        ...base,
        headers: { ...jsonHeaders, origin: 'https://elsewhere.example' },
      });
    }
  }
  return calls;
}

/** Operations some call of the walk got a 2xx from: the walk reaches their real work. */
const succeeded = new Set<string>();

describe('every operation answers as documented', () => {
  it('walks every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  // The webhook reads a signed body: its valid input is the payments-webhook tests'.
  it.each(operations.map((operation) => [operation.operation.operationId!, operation] as const))(
    '%s',
    async (_, operation) => {
      const failures: string[] = [];
      const seen = new Set<number>();
      for (const call of await callsFor(operation)) {
        const response = await app.inject({
          method: operation.method.toUpperCase() as 'GET',
          url: call.url,
          query: call.query,
          headers: { ...call.headers, ...(call.user && { cookie: call.user.cookie }) },
          ...(call.payload !== undefined && { payload: call.payload }),
        });
        seen.add(response.statusCode);
        const problem = check(operation, response.statusCode, response.body);
        if (problem) failures.push(`${call.label} → ${response.statusCode}: ${problem}`);
        // A visitor's answer with an ETag, asked again with it: the documented 304.
        const etag = response.headers.etag;
        if (typeof etag === 'string' && !call.user && operation.method === 'get') {
          const again = await app.inject({ url: call.url, headers: { 'if-none-match': etag } });
          seen.add(again.statusCode);
          const unchanged = check(operation, again.statusCode, again.body);
          if (unchanged) failures.push(`revalidated → ${again.statusCode}: ${unchanged}`);
        }
      }
      expect(failures, `${operation.method.toUpperCase()} ${operation.path}`).toEqual([]);
      if ([...seen].some((status) => status < 300)) succeeded.add(operation.operation.operationId!);
    },
  );

  it('got a success from most operations, not only refusals', () => {
    expect(succeeded.size, [...succeeded].join(' ')).toBeGreaterThanOrEqual(
      Math.floor(operations.length * 0.6),
    );
  });

  it('answers the malformed parameters of issue 26 with a documented 400', async () => {
    const cases = [
      ['get', '/api/projects/{id}', '/api/projects/abc'],
      ['get', '/api/projects/technologies', '/api/projects/technologies?limit=0'],
      ['get', '/api/developers/{username}', `/api/developers/${'x'.repeat(65)}`],
      ['get', '/api/developers/{username}/stats', `/api/developers/${'x'.repeat(65)}/stats`],
    ] as const;
    for (const [method, path, url] of cases) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      const operation = operations.find((o) => o.method === method && o.path === path)!;
      expect(check(operation, 400, response.body)).toBeNull();
    }
  });
});
