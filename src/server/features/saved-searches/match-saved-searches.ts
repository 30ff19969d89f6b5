/**
 * A new project against every saved search, in one statement (docs/decisions/discovery.md,
 * "Matching"). Runs in a job after the project's creation committed (index.ts), never in the
 * request that posted it.
 *
 * Browsing finds projects for one search; this finds searches for one project, so the indexes
 * are the other way round. Each saved search is reached through exactly one anchor, a condition
 * every project it matches must meet, held by a partial index:
 * - a search with technologies: one of them is among the project's (GIN on `technologies`);
 * - else one with words: one of its words is in the project's search document (GIN on
 *   `anchor_words`, the text's lexemes as `to_tsvector` makes them);
 * - else (no filter but the budget, or only `-words`): the few searches without an anchor.
 * The candidates are then checked exactly: every technology, the text as browsing reads it
 * (`search_vector @@ websearch_to_tsquery(text)`), the budget range, neither party blocking the
 * other. The matches are stored once each (a job may run twice), and the statement returns the
 * developers of the instant searches among the new ones.
 */
import { sql } from 'drizzle-orm';
import { SAVED_SEARCH_MESSAGES } from '@shared/contract/saved-searches-rules.js';
import type { Transaction } from '../../db/client.js';
import { emit } from '../../core/events/index.js';
import { rowsOf } from '../../db/rows.js';

/** Developers told per event: each event carries its notifications (and a NOTIFY). */
const NOTIFY_PER_EVENT = 500;

export interface MatchOutcome {
  /** Matches stored by this run (searches of every cadence). */
  matched: number;
  /** Developers notified (instant searches; one notification each, however many searches matched). */
  notified: number;
  /** The matching statement's time in the database, as this process waited for it. */
  dbMs: number;
}

/**
 * The matching statement for `projectId`. Nothing matches a project that is not open or is
 * hidden (by an operator, or its owner suspended): paused, cancelled or hidden projects never
 * alert.
 */
export function matchStatement(projectId: number) {
  return sql`
    with p as (
      select id, name, submitter_id, budget, tech_stack, search_vector,
             tsvector_to_array(search_vector) as words
      from projects
      where id = ${projectId} and status = 'open' and hidden_at is null
        -- A suspended owner's projects are hidden too (decisions.md, Operators).
        and not exists (select 1 from users o
                        where o.id = projects.submitter_id and o.suspended_at is not null)
    ), candidates as (
      select s.id from saved_searches s, p
      where cardinality(s.technologies) > 0 and s.technologies && p.tech_stack
      union all
      select s.id from saved_searches s, p
      where cardinality(s.technologies) = 0 and cardinality(s.anchor_words) > 0
        and s.anchor_words && p.words
      union all
      select s.id from saved_searches s, p
      where cardinality(s.technologies) = 0 and cardinality(s.anchor_words) = 0
    ), matched as materialized (
      select s.id, s.user_id, s.name, s.cadence
      from candidates c
      join saved_searches s on s.id = c.id
      cross join p
      where s.technologies <@ p.tech_stack
        and case when numnode(s.search_query) = 0 then true
                 else p.search_vector @@ s.search_query end
        and (s.budget_min is null or p.budget >= s.budget_min)
        and (s.budget_max is null or p.budget <= s.budget_max)
        and s.user_id <> p.submitter_id
        and not exists (select 1 from blocks b
                        where b.blocker_id = s.user_id and b.blocked_id = p.submitter_id)
        and not exists (select 1 from blocks b
                        where b.blocker_id = p.submitter_id and b.blocked_id = s.user_id)
    ), stored as (
      insert into saved_search_matches (saved_search_id, project_id)
      select matched.id, p.id from matched, p
      on conflict do nothing
      returning saved_search_id
    ), told as (
      select distinct on (m.user_id) m.user_id, m.name
      from stored
      join matched m on m.id = stored.saved_search_id and m.cadence = 'instant'
      order by m.user_id, m.id
    )
    select (select count(*) from stored)::int as stored, (select name from p) as "projectName",
           coalesce((select json_agg(json_build_object('userId', user_id, 'searchName', name))
                     from told), '[]'::json) as told`;
}

/** Matches `projectId` and notifies the developers of its instant searches, in `tx`. */
export async function matchSavedSearches(
  tx: Transaction,
  projectId: number,
): Promise<MatchOutcome> {
  const started = performance.now();
  const [matched] = await rowsOf<{
    stored: number;
    projectName: string | null;
    told: { userId: number; searchName: string }[] | string;
  }>(tx, matchStatement(projectId));
  const dbMs = performance.now() - started;
  const row = matched!;
  const told = typeof row.told === 'string' ? (JSON.parse(row.told) as typeof row.told) : row.told;
  for (let start = 0; start < told.length; start += NOTIFY_PER_EVENT) {
    await emit(tx, {
      type: 'saved_search.matched',
      data: { projectId },
      notify: (told as { userId: number; searchName: string }[])
        .slice(start, start + NOTIFY_PER_EVENT)
        .map((developer) => ({
          userId: developer.userId,
          type: 'project',
          title: SAVED_SEARCH_MESSAGES.notificationTitle,
          content: `“${row.projectName}” matches your saved search “${developer.searchName}”.`,
          relatedId: projectId,
        })),
    });
  }
  return { matched: Number(row.stored), notified: told.length, dbMs };
}
