/**
 * Bounded multipart (issue 9): each multipart route declares the fields it takes and how large
 * each may be. A field it does not declare is refused as it arrives, a field over its size is
 * refused, and a request larger than the whole form can be is refused before it is read; a
 * refused request changes nothing. (Before: any 50 fields of 1 MB each were buffered, 51 MB a
 * request, and the unknown ones silently ignored.)
 */
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, users } from '../../src/server/db/schema.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const developer = await signUp({ role: 'developer' });
const creator = await signUp({ role: 'creator' });

const MB = 1024 * 1024;
const BOUNDARY = 'finishline-limits';

/** A multipart body, part by part (a field repeated as often as it is listed). */
function form(parts: [name: string, value: string | Buffer][]): Buffer {
  return Buffer.concat([
    ...parts.flatMap(([name, value]) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
        'utf8',
      ),
      typeof value === 'string' ? Buffer.from(value, 'utf8') : value,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const send = (method: 'PATCH' | 'POST', url: string, who: TestUser, payload: Buffer) =>
  app.inject({
    method,
    url,
    headers: { cookie: who.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
const patchProfile = (payload: Buffer) =>
  send('PATCH', `/api/users/${developer.user.id}/profile`, developer, payload);
const postProject = (payload: Buffer) => send('POST', '/api/projects', creator, payload);

const bioNow = async () =>
  (await db.select({ bio: users.bio }).from(users).where(eq(users.id, developer.user.id)))[0]!.bio;
const projectCount = async () =>
  (await db.select().from(projects).where(eq(projects.submitterId, creator.user.id))).length;

const junk = Buffer.alloc(MB, 'x');
const fortyNineJunkFields = Array.from(
  { length: 49 },
  (_, i) => [`junk${i}`, junk] as [string, Buffer],
);

describe('the profile form (PATCH /api/users/{id}/profile, multipart)', () => {
  it('refuses 49 unknown fields of 1 MB plus a bio quickly, changing nothing', async () => {
    const started = performance.now();
    const response = await patchProfile(form([...fortyNineJunkFields, ['bio', 'Pwned bio']]));
    const elapsed = performance.now() - started;
    expect([400, 413]).toContain(response.statusCode);
    expect(typeof response.json().message).toBe('string');
    expect(elapsed).toBeLessThan(3000);
    expect(await bioNow()).toBeNull();
  });

  it('refuses a field it does not take as it arrives, even in a small request', async () => {
    const response = await patchProfile(
      form([
        ['bio', 'Hello'],
        ['role', 'creator'],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unexpected form field "role"',
      code: 'invalid_input',
    });
    expect(await bioNow()).toBeNull();
  });

  it('refuses a field larger than its rule allows (413), and a field sent twice (400)', async () => {
    const big = await patchProfile(form([['bio', 'x'.repeat(100_000)]]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Form field "bio" is too large', code: 'too_large' });
    const twice = await patchProfile(
      form([
        ['bio', 'One'],
        ['bio', 'Two'],
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: 'Form field "bio" was sent more than once',
      code: 'invalid_input',
    });
    expect(await bioNow()).toBeNull();
  });

  it('still takes every field of the profile, each at its largest', async () => {
    const bio = 'é'.repeat(2000);
    const response = await patchProfile(
      form([
        ['bio', bio],
        ['location', 'L'.repeat(100)],
        ['website', `https://example.com/${'a'.repeat(2000)}`],
        ['skills', JSON.stringify(Array.from({ length: 30 }, (_, i) => `${'ü'.repeat(45)}${i}`))],
        [
          'githubProjects',
          JSON.stringify(
            Array.from({ length: 20 }, (_, i) => `https://github.com/me/${'r'.repeat(2000)}${i}`),
          ),
        ],
        ['languages', JSON.stringify(['typescript', 'go'])],
        ['hourlyRate', '80'],
        ['available', 'true'],
      ]),
    );
    expect(response.json().message).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(await bioNow()).toBe(bio);
  });

  it('refuses unknown fields while they stream in, and stops reading the rest', async () => {
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const body = form([...fortyNineJunkFields, ['bio', 'Pwned bio']]);
    let sent = 0;
    const received = await new Promise<string>((resolve) => {
      let response = '';
      const socket = connect(Number(address.port), '127.0.0.1', () => {
        socket.write(
          `PATCH /api/users/${developer.user.id}/profile HTTP/1.1\r\nHost: ${address.host}\r\n` +
            `Cookie: ${developer.cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
            // Chunked, so no length to refuse it by: the fields are judged as they arrive.
            'Transfer-Encoding: chunked\r\n\r\n',
        );
        // 49 MB, a megabyte at a time, as long as the server keeps reading.
        const pump = () => {
          while (!socket.destroyed && sent < body.length) {
            const chunk = body.subarray(sent, sent + MB);
            sent += chunk.length;
            const framed = Buffer.concat([
              Buffer.from(`${chunk.length.toString(16)}\r\n`),
              chunk,
              Buffer.from('\r\n'),
            ]);
            if (!socket.write(framed)) return void socket.once('drain', pump);
          }
          if (!socket.destroyed) socket.write('0\r\n\r\n');
        };
        pump();
      });
      socket.on('data', (chunk) => (response += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(response));
    });
    // Refused at the first field it does not take, without the other 48 MB: the connection
    // closes instead of being read to its end.
    expect(sent).toBeLessThan(body.length);
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received).toContain(
      '{"message":"Unexpected form field \\"junk0\\"","code":"invalid_input"}',
    );
    expect(received.toLowerCase()).toContain('connection: close');
    expect(await bioNow()).not.toBe('Pwned bio');
  });
});

describe('the project form (POST /api/projects, multipart)', () => {
  const projectData = JSON.stringify({
    name: 'Bounded forms',
    description: 'A project submitted through the multipart form, with a long enough description.',
    techStack: ['React'],
    codeLink: 'https://github.com/example/bounded',
  });

  it('refuses unknown fields and oversized ones, storing nothing', async () => {
    const unknown = await postProject(
      form([
        ['projectData', projectData],
        ['status', 'paid'],
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Unexpected form field "status"',
      code: 'invalid_input',
    });
    const huge = await postProject(form([['projectData', ' '.repeat(200_000) + projectData]]));
    expect(huge.statusCode).toBe(413);
    const flood = await postProject(form([...fortyNineJunkFields, ['projectData', projectData]]));
    expect([400, 413]).toContain(flood.statusCode);
    expect(await projectCount()).toBe(0);
  });

  it('still takes the spec form, and the fields sent one by one', async () => {
    expect((await postProject(form([['projectData', projectData]]))).statusCode).toBe(201);
    const oneByOne = await postProject(
      form([
        ['name', 'Bounded forms, field by field'],
        ['description', 'A project submitted field by field, with a long enough description here.'],
        ['techStack', JSON.stringify(['React', 'Go'])],
        ['codeLink', 'https://github.com/example/bounded'],
        ['timeframe', '2 weeks'],
        ['budget', '500'],
      ]),
    );
    expect(oneByOne.json().message).toBeUndefined();
    expect(oneByOne.statusCode).toBe(201);
    expect(await projectCount()).toBe(2);
  });
});
