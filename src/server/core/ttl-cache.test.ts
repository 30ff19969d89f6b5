import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('serves a value for its time to live, then loads again', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 40 });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loads;
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('forgets everything on clear, and never keeps a value loaded across a clear', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    let release = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        release = () => resolve(loads);
      });
    const pending = cache.get('k', slow);
    cache.clear();
    release();
    expect(await pending).toBe(1);
    expect(await cache.get('k', async () => 99)).toBe(99);
  });

  it('does not cache with a time to live of 0', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 0 });
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('lets the least recently read key go first', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('keeps at most maxBytes by sizeOf, and never a value larger than that', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxBytes: 10, sizeOf: (v) => v.length });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await cache.get('c', async () => 'cccc');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('cccc');
    await cache.get('big', async () => 'x'.repeat(11));
    expect(await cache.get('big', async () => 'loaded again')).toBe('loaded again');
    expect(await cache.get('c', async () => 'c3')).toBe('cccc');
  });

  it('forgets one key on delete, and never keeps that key’s value loaded across it', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.delete('a');
    const releases: (() => void)[] = [];
    let loads = 0;
    const slow = (value: string) => () => {
      loads += 1;
      return new Promise<string>((resolve) => releases.push(() => resolve(value)));
    };
    const stale = cache.get('a', slow('stale'));
    cache.delete('a');
    const fresh = cache.get('a', slow('fresh'));
    releases[0]!();
    expect(await stale).toBe('stale');
    // The earlier load's end leaves the later one shared, not forgotten.
    const sharing = cache.get('a', slow('a third load'));
    releases[1]!();
    expect([await fresh, await sharing]).toEqual(['fresh', 'fresh']);
    expect(loads).toBe(2);
    expect(await cache.get('a', async () => 'a fourth load')).toBe('fresh');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });

  it('keeps another key’s load that was under way when one key was deleted', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    let release!: () => void;
    const loadingB = cache.get(
      'b',
      () => new Promise((resolve) => (release = () => resolve('b1'))),
    );
    cache.delete('a');
    release();
    expect(await loadingB).toBe('b1');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });
});
