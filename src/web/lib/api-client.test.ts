import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, setApiTransport } from './api-client';

const answer = (status: number, body: string, contentType: string) =>
  setApiTransport(
    async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  );

const failure = async () => {
  try {
    await api('GET', '/api/anything');
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
};

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

describe('a refused request', () => {
  it("carries the server's code, message and field errors", async () => {
    answer(
      409,
      JSON.stringify({
        message: 'That username is already taken',
        code: 'conflict',
        errors: { username: ['That username is already taken'] },
      }),
      'application/json',
    );
    const error = await failure();
    expect(error.code).toBe('conflict');
    expect(error.serverMessage).toBe('That username is already taken');
    expect(error.fieldErrors).toEqual({ username: ['That username is already taken'] });
  });

  it("has no code when the answer is not the API's (an HTML error page)", async () => {
    answer(502, '<!doctype html><h1>Bad gateway</h1>', 'text/html');
    const error = await failure();
    expect(error.code).toBeNull();
    expect(error.isJson).toBe(false);
  });
});
