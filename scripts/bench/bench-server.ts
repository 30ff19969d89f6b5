/**
 * The server under test, in its own process so that it and the load generator share the two
 * cores the way a real client and server would. It is the real app on PostgreSQL plus one extra
 * route, /api/bench/ceiling, answering the first page's JSON from memory: the same stack minus
 * the database, i.e. the ceiling of this machine; and /api/bench/memory for the socket benchmark.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'sandbox',
  // The WebSocket benchmark mints sessions itself, so it chooses the secret.
  SESSION_SECRET: process.env.BENCH_SESSION_SECRET ?? randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  PORT: '0',
  HOST: '127.0.0.1',
});
const database = await openDatabase({
  kind: 'postgres',
  url: config.databaseUrl!,
  poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10),
});
const app = await buildApp({
  config,
  database,
  projectListCacheTtlMs: Number(process.env.LIST_CACHE_MS ?? 1000),
  // "Uncached" (LIST_CACHE_MS=0) means every read reaches PostgreSQL: details too.
  projectDetailCacheTtlMs: process.env.LIST_CACHE_MS === '0' ? 0 : undefined,
  // The socket benchmark holds every socket from this one machine, past the cap per address.
  realtime: { maxSocketsPerAddress: Number.POSITIVE_INFINITY },
});

let ceiling = '[]';
// no-store: the ceiling skips the ETag hash that the real list pages pay (core/http-cache.ts),
// so the ratios are not flattered by a slower ceiling.
app.get('/api/bench/ceiling', { schema: { hide: true } }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(ceiling),
);
/** Memory after a full collection (node --expose-gc), and the sockets held: bench:ws reads it. */
app.get('/api/bench/memory', { schema: { hide: true } }, async () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external, ...app.realtime.stats() };
});
await app.ready();
ceiling = (await app.inject({ method: 'GET', url: '/api/projects' })).body;

const address = await app.listen({ port: 0, host: '127.0.0.1' });
// The parent reads this line to know where to send load.
console.log(`LISTENING ${address} ${Buffer.byteLength(ceiling)}`);

process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
