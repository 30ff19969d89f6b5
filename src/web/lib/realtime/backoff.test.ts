import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnect back-off', () => {
  it('waits 1 s, then 1.5 times longer each attempt, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt))).toEqual([
      1000, 1500, 2250, 3375, 5062.5,
    ]);
    expect(reconnectDelay(8)).toBeCloseTo(25_628.9, 1);
    expect(reconnectDelay(9)).toBe(30_000);
    expect(reconnectDelay(50)).toBe(30_000);
  });
});
