/**
 * The smaller findings of issue 9: what signed-in answers may be cached, the Content-Security-
 * Policy, the cross-origin check in production, 405 for a wrong method, the session cookie's
 * name and attributes in production.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, signUp } = await createTestApp();
const production = await createTestApp({
  config: { env: 'production', publicUrl: 'https://finishline.example' },
});
const withBucket = await createTestApp({
  config: {
    s3: {
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'https://s3.example.net',
      publicUrl: 'https://cdn.example.net/uploads',
    },
  },
});

describe('Cache-Control on signed-in answers', () => {
  it('is private, no-store on every API answer to a signed-in user, errors included', async () => {
    const me = await signUp();
    for (const url of [
      '/api/user',
      '/api/projects',
      `/api/users/${me.user.id}/projects`,
      '/api/projects/99999',
    ]) {
      const response = await app.inject({ url, headers: { cookie: me.cookie } });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const write = await app.inject({
      method: 'POST',
      url: `/api/users/${me.user.id}/mark-all-notifications-read`,
      headers: { cookie: me.cookie },
    });
    expect(write.headers['cache-control']).toBe('private, no-store');
  });

  it('is private, no-store on signing in and out (they set the cookie)', async () => {
    const me = await signUp({ password: 'correct-horse' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.user.email, password: 'correct-horse' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: me.cookie },
    });
    expect(logout.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves a visitor’s public reads alone', async () => {
    const response = await app.inject({ url: '/api/projects' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control'] ?? '').not.toContain('private');
  });
});

describe('Content-Security-Policy', () => {
  const directives = (header: string | string[] | number | undefined) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('connects to this origin only, and shows images from this origin, data: and blob:', async () => {
    const csp = directives(
      (await app.inject({ url: '/api/projects' })).headers['content-security-policy'],
    );
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds the object store’s public origin to img-src when uploads go to a bucket', async () => {
    const csp = directives(
      (await withBucket.app.inject({ url: '/api/projects' })).headers['content-security-policy'],
    );
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.net']);
  });

  it('comes with every answer, errors and unknown routes included', async () => {
    const answers = [
      await app.inject({ url: '/api/projects/999999' }),
      await app.inject({ url: '/api/no-such-route' }),
      await app.inject({ method: 'POST', url: '/api/login', payload: {} }),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(directives(response.headers['content-security-policy'])['default-src']).toEqual([
        "'self'",
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('asks for HTTPS (HSTS, upgrade-insecure-requests) in production only', async () => {
    const live = await production.app.inject({ url: '/api/projects' });
    expect(live.headers['strict-transport-security']).toContain('max-age=');
    expect(directives(live.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
    const local = await app.inject({ url: '/api/projects' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
    expect(directives(local.headers['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});

describe('cross-origin writes in production', () => {
  const post = (origin: string) =>
    production.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin, host: 'finishline.example' },
    });

  it('takes the public origin exactly: scheme, host and port', async () => {
    expect((await post('https://finishline.example')).statusCode).toBe(204);
    for (const origin of [
      'http://finishline.example',
      'https://finishline.example:8443',
      'https://evil.example',
      'null',
    ]) {
      const response = await post(origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({
        message: 'Cross-origin request refused',
        code: 'forbidden',
      });
    }
  });
});

describe('a known path asked with the wrong method', () => {
  it.each([
    ['DELETE', '/api/projects', 'GET, HEAD, POST'],
    ['PUT', '/api/projects/12', 'GET, HEAD'],
    ['GET', '/api/logout', 'POST'],
    ['POST', '/api/bids/7', 'DELETE, GET, HEAD, PATCH'],
    ['DELETE', '/api/users/3/profile', 'PATCH'],
  ])('%s %s is a 405 with Allow: %s', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ message: 'Method not allowed', code: 'method_not_allowed' });
  });

  it('while an unknown path stays a 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});

describe("the framework's own refusals", () => {
  const register = (payload: string, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': contentType },
      payload,
    });

  it('carry the code of their status, as every refusal does', async () => {
    const tooLarge = await register(
      JSON.stringify({ bio: 'x'.repeat(2 * 1024 * 1024) }),
      'application/json',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('too_large');
    const unsupported = await register('<username>ada</username>', 'application/xml');
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe('unsupported_media_type');
    const malformed = await register('{"username": ', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('invalid_input');
  });
});

describe('the session cookie in production', () => {
  it('is __Host-finishline_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://finishline.example' },
      payload: {
        username: 'hostcookie',
        email: 'host-cookie@example.com',
        password: 'correct-horse',
      },
    });
    expect(response.statusCode).toBe(201);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: '__Host-finishline_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie!.domain).toBeUndefined();
    // It is the cookie the server reads; the plain name is not.
    const me = await production.app.inject({
      url: '/api/user',
      headers: { cookie: `__Host-finishline_session=${cookie!.value}` },
    });
    expect(me.json()).toMatchObject({ username: 'hostcookie' });
    const plain = await production.app.inject({
      url: '/api/user',
      headers: { cookie: `finishline_session=${cookie!.value}` },
    });
    expect(plain.statusCode).toBe(401);
  });

  it('keeps its plain name over plain HTTP in development', async () => {
    const me = await signUp();
    expect(me.cookie.startsWith('finishline_session=')).toBe(true);
  });
});

describe('the next page link', () => {
  it('is the path of the request, never a host written in an absolute-form target', async () => {
    const owner = await signUp();
    await app.db.insert(projects).values(
      [1, 2].map((i) => ({
        name: `Linked project ${i}`,
        description: 'Half finished; needs someone to finish it and hand it over properly.',
        techStack: ['Go'],
        submitterId: owner.user.id,
      })),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const headers = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET http://elsewhere.example/api/projects?limit=1&q= HTTP/1.1\r\n' +
            `Host: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
        );
      });
      let response = '';
      socket.on('data', (chunk) => (response += chunk.toString('latin1')));
      socket.on('end', () => resolve(response.split('\r\n\r\n')[0]!));
      socket.on('error', reject);
    });
    expect(headers).toMatch(/^HTTP\/1\.1 200/);
    expect(headers).toMatch(/\r\nlink: <\/api\/projects\?limit=1&q=&cursor=[\w-]+>; rel="next"/);
  });
});
