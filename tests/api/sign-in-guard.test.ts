/**
 * One guard for every route that acts for a signed-in user (signedIn, core/sessions.ts): a
 * visitor gets 401 before anything they sent is read or validated. The route table knows which
 * routes carry it; handlers take the user with signedInUser, which answers only on those.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app } = await createTestApp();

const guarded = app.routeTable.routes.filter((route) => route.signedIn && route.method !== 'HEAD');

describe('routes for signed-in users', () => {
  it("all carry the guard, those that once read a visitor's input first included", () => {
    expect(guarded.length).toBeGreaterThan(40);
    expect(guarded.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/projects',
        'PATCH /api/projects/:id/status',
        'GET /api/users/:id/projects',
        'POST /api/sessions/end-others',
        'GET /api/user',
        'PATCH /api/users/:id/profile',
        'POST /api/users/:id/password',
        'POST /api/projects/:id/approve-delivery',
        'GET /ws',
      ]),
    );
  });

  it.each(guarded.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers a visitor 401 whatever they send',
    async (_, route) => {
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const response = await app.inject({
        method: route.method as 'GET',
        // Every part invalid: a path id, a query and a body its schema would refuse with 400.
        url: `${route.url.replace(/:\w+/g, 'not-an-id')}?limit=zero&status=nonsense`,
        ...(hasBody && {
          headers: { 'content-type': 'application/json' },
          payload: '{"unfinished": ',
        }),
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    },
  );
});
