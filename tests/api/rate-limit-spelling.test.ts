/**
 * The limits hold however the URL is spelled: a percent-encoded path or an absolute-form request
 * target reaches the same route, so it must count against the same limit (issue 9, bypass).
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app } = await createTestApp({
  rateLimits: { authAttemptsPerMinute: 3, writesPerMinute: 1000 },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = new URL(address);

/** Sends one raw HTTP/1.1 request (so the request target is exactly what we write) and returns its status. */
function rawPost(target: string): Promise<number> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(response.split(' ')[1])));
    socket.on('error', reject);
  });
}

describe('rate limits and the spelling of the URL', () => {
  it('counts /%61pi/login and an absolute-form target against the sign-in limit', async () => {
    const statuses = [
      await rawPost('/api/login'),
      await rawPost('/%61pi/login'),
      await rawPost(`http://127.0.0.1:${port}/api/login`),
      await rawPost('/%61pi/login'),
      await rawPost(`http://127.0.0.1:${port}/api/login`),
    ];
    // Every spelling reached the login route (401 wrong password) until the shared limit of 3.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
