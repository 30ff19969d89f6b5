/**
 * Which listed projects match a search, best first: the seam a dedicated search engine could take
 * over at a larger scale (docs/decisions/performance.md). This implementation asks PostgreSQL
 * (full text, `ts_rank`, the GIN index) and keeps, per normalised query, the ordered keys of its
 * first matches in memory, so that a query asked again costs no ranking: at 100,000 projects a
 * common word matches thousands of projects and ranking them all costs far more than reading the
 * 21 rows of a page by primary key.
 *
 * The keys depend only on what a project says (never edited after creation), its status and its
 * creation time. Events that can change a status or add a project clear every kept query on every
 * instance (core/events); events that only change counts or ratings (a bid, a review, messages)
 * leave them: the rows themselves are always read fresh.
 */
import { sql } from 'drizzle-orm';
import type { ProjectStatus } from '@shared/constants.js';
import type { EventType } from '@shared/events.js';
import type { PublishedEvent } from '../../core/events/index.js';
import type { Queryable } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { statusIn } from './project-view.js';

export interface SearchRequest {
  /** The words as typed (websearch syntax: quotes, OR, -word). */
  q: string;
  tech?: string;
  statuses: readonly ProjectStatus[];
  /** Matches strictly after this one in the order (rank, createdAt, id) descending. */
  after: SearchPosition | null;
  /** How many matches to return at most. */
  count: number;
}

/** A match's place in the order: rank, then creation time (µs since 1970), then id. */
export interface SearchPosition {
  rank: number;
  createdAtUs: number;
  id: number;
}

export interface ProjectSearch {
  /**
   * The next `count` matches after `after`, or null when this search cannot answer from what it
   * keeps (the caller then runs the full query in the database).
   */
  find(db: Queryable, request: SearchRequest): Promise<SearchPosition[] | null>;
  /** Subscriber to the marketplace's events: forgets what a change may have made stale. */
  onEvent(event: PublishedEvent): void;
}

/** Events that never add a project, remove one from a list, nor change its status. */
const KEEPS_MATCHES: ReadonlySet<EventType> = new Set<EventType>([
  'data_export.ready',
  'bid.created',
  'bid.declined',
  'invitation.created',
  'saved_search.matched',
  'review.written',
  'review.edited',
  'user.renamed',
  'message.created',
  'message.read',
  'notification.sent',
  'notifications.read',
  'sessions.ended',
  'onboarding.completed',
  'approval.reminder',
  'delivery.submitted',
  'delivery.changes_requested',
  'report.created',
  'report.closed',
  'block.changed',
]);

export const SEARCH_CONFIG = sql.raw(`'english'::regconfig`);

interface Matches {
  ids: Int32Array;
  ranks: Float64Array;
  createdAtUs: Float64Array;
  /** False when more matches exist than were kept. */
  complete: boolean;
}

/**
 * @param maxQueries how many distinct queries to keep (least recently used go first); 0 keeps none
 *   and every search goes to the database.
 * @param keep how many of each query's first matches to keep (deeper pages use the database).
 */
export function createProjectSearch(options: { maxQueries: number; keep?: number }): ProjectSearch {
  const keep = options.keep ?? 200;
  /** The text as typed → the tsquery PostgreSQL makes of it: 'Booking' and ' booking' are one. */
  const normalised = new Map<string, string>();
  const kept = new Map<string, Matches>();
  const loading = new Map<string, Promise<Matches>>();
  let generation = 0;

  async function tsqueryOf(db: Queryable, q: string): Promise<string> {
    const known = normalised.get(q);
    if (known !== undefined) return known;
    const [row] = rows<{ t: string }>(
      await db.execute(sql`select websearch_to_tsquery(${SEARCH_CONFIG}, ${q})::text as t`),
    );
    remember(normalised, q, row!.t, options.maxQueries * 4);
    return row!.t;
  }

  async function load(db: Queryable, request: SearchRequest): Promise<Matches> {
    const found = rows<{ id: number; rank: number | string; created_us: number | string }>(
      await db.execute(searchKeysQuery(request, keep + 1)),
    );
    const n = Math.min(found.length, keep);
    const matches: Matches = {
      ids: new Int32Array(n),
      ranks: new Float64Array(n),
      createdAtUs: new Float64Array(n),
      complete: found.length <= keep,
    };
    for (let i = 0; i < n; i += 1) {
      matches.ids[i] = Number(found[i]!.id);
      matches.ranks[i] = Number(found[i]!.rank);
      matches.createdAtUs[i] = Number(found[i]!.created_us);
    }
    return matches;
  }

  return {
    async find(db, request) {
      if (options.maxQueries <= 0) return null;
      const key = [
        await tsqueryOf(db, request.q),
        request.tech ?? '',
        [...request.statuses].sort().join(','),
      ].join('\u0000');
      let matches = kept.get(key);
      if (matches) {
        // Most recently used last: the first key is the one to drop.
        kept.delete(key);
        kept.set(key, matches);
      } else {
        let pending = loading.get(key);
        if (!pending) {
          const started = generation;
          pending = load(db, request)
            .then((loaded) => {
              // A change during the load may have made it stale: answer with it, don't keep it.
              if (started === generation) remember(kept, key, loaded, options.maxQueries);
              return loaded;
            })
            .finally(() => loading.delete(key));
          loading.set(key, pending);
        }
        matches = await pending;
      }
      const start = request.after ? firstAfter(matches, request.after) : 0;
      const end = start + request.count;
      if (end > matches.ids.length && !matches.complete) return null;
      const page: SearchPosition[] = [];
      for (let i = start; i < Math.min(end, matches.ids.length); i += 1) {
        page.push({
          id: matches.ids[i]!,
          rank: matches.ranks[i]!,
          createdAtUs: matches.createdAtUs[i]!,
        });
      }
      return page;
    },
    onEvent(event) {
      if (KEEPS_MATCHES.has(event.type)) return;
      generation += 1;
      kept.clear();
      loading.clear();
    },
  };
}

/**
 * The first `limit` matches' keys, best first: the GIN index finds them, `ts_rank` orders them
 * (name and technologies weigh more than the description), then newest, then id. Tests EXPLAIN it.
 */
export function searchKeysQuery(request: Omit<SearchRequest, 'after' | 'count'>, limit: number) {
  const tsquery = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${request.q})`;
  return sql`
    select ${projects.id} as id, ts_rank(${projects.searchVector}, ${tsquery}) as rank,
           (extract(epoch from ${projects.createdAt}) * 1000000)::float8 as created_us
    from ${projects}
    where ${projects.searchVector} @@ ${tsquery} and ${statusIn(request.statuses)}
      ${request.tech ? sql`and ${projects.techStack} @> array[${request.tech}]::text[]` : sql``}
    order by 2 desc, ${projects.createdAt} desc, ${projects.id} desc
    limit ${limit}`;
}

/** The index of the first match strictly after `after` in the descending order. */
function firstAfter(matches: Matches, after: SearchPosition): number {
  let low = 0;
  let high = matches.ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const before =
      matches.ranks[middle]! > after.rank ||
      (matches.ranks[middle] === after.rank &&
        (matches.createdAtUs[middle]! > after.createdAtUs ||
          (matches.createdAtUs[middle] === after.createdAtUs && matches.ids[middle]! >= after.id)));
    if (before) low = middle + 1;
    else high = middle;
  }
  return low;
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number) {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
