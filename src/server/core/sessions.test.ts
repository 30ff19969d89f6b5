import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { AppError } from './errors.js';
import { signedIn, signedInUser } from './sessions.js';

const ada = { id: 7, username: 'ada' } as UserRow;
const requestOf = (user: UserRow | null, id = '7') =>
  ({
    user,
    params: { id },
    method: 'GET',
    routeOptions: { url: '/api/users/:id/x' },
  }) as unknown as FastifyRequest;

const refusal = async (guard: ReturnType<typeof signedIn>, request: FastifyRequest) => {
  try {
    await guard(request);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
  }
  return null;
};

describe('signedIn', () => {
  it('refuses a visitor with 401, in the words given', async () => {
    expect(await refusal(signedIn(), requestOf(null))).toMatchObject({ status: 401 });
    expect(await refusal(signedIn({ message: 'Sign in to bid' }), requestOf(null))).toEqual({
      status: 401,
      message: 'Sign in to bid',
    });
  });

  it("with `self`, refuses anyone but the path's own user with 403", async () => {
    const own = signedIn({ self: 'Only your own' });
    expect(await refusal(own, requestOf(ada, '8'))).toEqual({
      status: 403,
      message: 'Only your own',
    });
    expect(await refusal(own, requestOf(ada, 'abc'))).toMatchObject({ status: 403 });
    expect(await refusal(own, requestOf(ada, '7'))).toBeNull();
  });
});

describe('signedInUser', () => {
  it('hands over the user only on a request the guard let through', async () => {
    const request = requestOf(ada);
    expect(() => signedInUser(request)).toThrow(
      'GET /api/users/:id/x takes a user without signedIn()',
    );
    await signedIn()(request);
    expect(signedInUser(request)).toBe(ada);
  });
});
