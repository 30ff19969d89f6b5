/**
 * A small in-process cache for hot, public reads: each key's value is kept for `ttlMs`, concurrent
 * misses share one load, and `clear()` or `delete(key)` (after a write, on its event) makes the
 * next read load afresh. Other instances see a write when its event reaches them, or within
 * `ttlMs` at most. A TTL of 0 disables caching. The least recently read keys go first when the
 * cache holds `maxEntries` keys, or `maxBytes` by `sizeOf`.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
}

export interface TtlCacheOptions<V> {
  ttlMs: number;
  maxEntries?: number;
  /** With `sizeOf`: how many bytes the kept values may take together (an estimate). */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

export function createTtlCache<V>(options: TtlCacheOptions<V>): TtlCache<V> {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? Infinity;
  const sizeOf = options.sizeOf ?? (() => 0);
  // A Map iterates in insertion order: a key read again is moved to the end, so the first key
  // is the least recently read.
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, Promise<V>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const keep = (key: string, value: V) => {
    const entry = { value, expiresAt: Date.now() + options.ttlMs, bytes: sizeOf(value) };
    if (entry.bytes > maxBytes) return;
    remove(key);
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + entry.bytes > maxBytes)) {
      remove(entries.keys().next().value!);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
  };

  return {
    async get(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const pending = loading.get(key);
      if (pending) return pending;

      const promise = load()
        .then((value) => {
          // A write during the load (its `delete` or `clear` took the load away) may have made
          // this value stale: serve it, don't keep it. Other keys' loads are kept.
          if (loading.get(key) === promise) keep(key, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    delete(key) {
      remove(key);
      loading.delete(key);
    },
    clear() {
      entries.clear();
      loading.clear();
      bytes = 0;
    },
  };
}
