/**
 * The counters behind every rate limit, one store for all of them: a key names the action and
 * who is counted (`login:ip:203.0.113.7`, `login:account:ada@example.com`, `write:user:42`), so
 * two routes of one action (`/api/login` and `/api/auth/login`) share one bucket. In memory by
 * default; in Redis with REDIS_URL, so that every instance counts against the same limit.
 * Fixed one-window counters, as @fastify/rate-limit's own stores count.
 */
import { Redis } from 'ioredis';

export interface Count {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface RateLimitCounters {
  hit(key: string, windowMs: number): Promise<Count>;
  close(): Promise<void>;
}

/** This process's memory: right for one instance, N instances allow N times the limit. */
export class MemoryCounters implements RateLimitCounters {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  /** At most this many keys are kept; expired ones go first, then the oldest. */
  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      if (this.#windows.size >= this.maxKeys) this.#evict(now);
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, ttlMs: window.endsAt - now };
  }

  #evict(now: number) {
    for (const [key, window] of this.#windows) {
      if (window.endsAt <= now) this.#windows.delete(key);
    }
    // Still full: the oldest windows go (a Map iterates in insertion order).
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.maxKeys) break;
      this.#windows.delete(key);
    }
  }

  async close() {
    this.#windows.clear();
  }
}

/** INCR and set the window on the first hit, atomically; a key without expiry gets one. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counters in Redis, shared by every instance given the same URL and prefix. Commands are not
 * queued while Redis is away and time out after a second: the limit then fails open (the caller
 * lets the request through and logs it) rather than making every write wait or fail.
 */
export class RedisCounters implements RateLimitCounters {
  readonly redis: Redis;

  constructor(
    url: string,
    private readonly keyPrefix: string,
    onError: (error: Error) => void,
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      // Generous: a timer that fires while a busy start blocks the event loop closes a socket
      // that had connected, and the limits then fail open until the reconnect.
      connectTimeout: 10_000,
    });
    this.redis.on('error', onError);
    this.redis.defineCommand('finishlineHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }

  /** Waits for the first connection (bounded); the client keeps reconnecting if it fails. */
  async connect(): Promise<void> {
    await this.redis.connect();
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    // ioredis adds a defineCommand'd command to the client at run time; its types do not know it.
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)
      .finishlineHit!;
    const [count, ttlMs] = (await run.call(this.redis, this.keyPrefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, ttlMs };
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
