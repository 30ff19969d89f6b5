/**
 * A small in-process cache for hot, public reads: each key's value is kept for `ttlMs`, concurrent
 * misses share one load, and `clear()` (after a local write) makes the next read load afresh.
 * Other instances see a write within `ttlMs` at most. A TTL of 0 disables caching.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createTtlCache<V>(options: { ttlMs: number; maxEntries?: number }): TtlCache<V> {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;

  return {
    async get(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;

      const started = generation;
      const promise = load()
        .then((value) => {
          // A write during the load may have made this value stale: serve it, don't keep it.
          if (started === generation) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
          }
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}
