import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, beforeSessionEnd, endSession, setApiTransport } from './api-client';

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

describe('signing out', () => {
  it('aborts the requests on their way and refuses new ones until the session has ended', async () => {
    const sent: string[] = [];
    let endServerSession = () => {};
    setApiTransport((input, init) => {
      const path = String(input);
      sent.push(path);
      if (path === '/api/logout')
        return new Promise((resolve) => {
          endServerSession = () => resolve(new Response(null, { status: 204 }));
        });
      // A read the server has not answered yet: only the abort ends it.
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    });

    const inFlight = api('GET', '/api/users/1/earnings');
    let dropped = false;
    const signOut = endSession('/api/logout', () => {
      dropped = true;
    });
    // Refused as signed out (a 4xx no query retries), not a network failure retried a second
    // later, when it would reach the server signed out.
    await expect(inFlight).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    await expect(api('GET', '/api/users/1/unread-count')).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    endServerSession();
    await signOut;

    expect(dropped).toBe(true);
    expect(sent).toEqual(['/api/users/1/earnings', '/api/logout']);
    answer(200, '{"user":null}', 'application/json');
    await expect(api('GET', '/api/session')).resolves.toEqual({ user: null });
  });

  it('refuses requests until the signed-out pages are in place (onEnded resolved)', async () => {
    const sent: string[] = [];
    setApiTransport((input) => {
      sent.push(String(input));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    let pagesGone = () => {};
    const signOut = endSession(
      '/api/logout',
      () =>
        new Promise<void>((resolve) => {
          pagesGone = resolve;
        }),
    );
    await expect.poll(() => sent).toEqual(['/api/logout']);
    // A signed-in page still mounted (a part whose code arrived late) reads: refused here, not
    // sent to a server that has ended the session.
    await expect(api('GET', '/api/blocks?limit=10')).rejects.toMatchObject({ status: 401 });
    pagesGone();
    await signOut;
    await api('GET', '/api/session');
    expect(sent).toEqual(['/api/logout', '/api/session']);
  });

  it('waits for what must settle first, and lets nothing new start until the session has ended', async () => {
    const order: string[] = [];
    let endServerSession = () => {};
    setApiTransport((input) => {
      order.push(String(input));
      return new Promise((resolve) => {
        endServerSession = () => resolve(new Response(null, { status: 204 }));
      });
    });
    let settleSocket = () => {};
    const forget = beforeSessionEnd(
      () =>
        new Promise<void>((resolve) => {
          settleSocket = () => {
            order.push('socket settled');
            resolve();
          };
        }),
    );
    expect(forget).not.toBeNull();

    const signOut = endSession('/api/logout', () => {
      order.push('session dropped');
    });
    // A socket whose code arrived while signing out (a page signed out as it loaded) would reach
    // the server after the session ended: it may not start.
    expect(beforeSessionEnd(async () => {})).toBeNull();
    await Promise.resolve();
    expect(order).toEqual([]);
    settleSocket();
    await expect.poll(() => order).toEqual(['socket settled', '/api/logout']);
    expect(beforeSessionEnd(async () => {})).toBeNull();
    endServerSession();
    await signOut;
    expect(order).toEqual(['socket settled', '/api/logout', 'session dropped']);

    // Signed out (or in again): what starts now is registered as before.
    const later = beforeSessionEnd(async () => {});
    expect(later).not.toBeNull();
    later?.();
    forget?.();
  });
});
