/**
 * Daily and weekly digests of saved searches (docs/decisions/discovery.md, "Digests"). A recurring
 * sweep finds the searches whose period since their last digest is over, moves their
 * `last_digest_at` on and enqueues one mail job per search with the window it covers, in one
 * transaction: a window is mailed once, and the next one starts where it ended. The mail job
 * lists the projects that matched in the window and are still open and shown; none, no mail.
 */
import { sql } from 'drizzle-orm';
import { browsePathOf } from '@shared/contract/saved-searches-rules.js';
import { enqueue } from '../../core/jobs/index.js';
import type { RenderedMail } from '../../core/mail/render.js';
import {
  DIGEST_PROJECTS_PER_MAIL,
  savedSearchDigestMail,
  type DigestProject,
} from './digest-mail.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export const DIGEST_JOB = 'mail.saved-search-digest';
/** Searches taken per transaction of the sweep. */
const SWEEP_BATCH = 500;
/** Matches are kept this long (a weekly digest's window, and a margin for a late one). */
const KEEP_MATCHES_DAYS = 14;

export interface DigestPayload {
  savedSearchId: number;
  /** The window of matches: after `since`, up to and including `until` (ISO). */
  since: string;
  until: string;
}

/** Enqueues the digests due at `now`; returns how many. */
export async function sweepDigests(
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  let total = 0;
  for (;;) {
    const taken = await transaction(async (tx) => {
      const rows = await rowsOf<{ id: number; since: string | Date }>(
        tx,
        sql`
        with due as (
          select id, last_digest_at from saved_searches
          where (cadence = 'daily' and last_digest_at <= ${at}::timestamptz - interval '1 day')
             or (cadence = 'weekly' and last_digest_at <= ${at}::timestamptz - interval '7 days')
          order by last_digest_at
          limit ${SWEEP_BATCH}
          for update skip locked
        )
        update saved_searches s set last_digest_at = ${at}::timestamptz
        from due where s.id = due.id
        returning s.id, due.last_digest_at as since`,
      );
      for (const row of rows) {
        const payload: DigestPayload = {
          savedSearchId: Number(row.id),
          since: new Date(row.since).toISOString(),
          until: at,
        };
        await enqueue(tx, DIGEST_JOB, payload, {
          runAt: now,
          uniqueKey: `${DIGEST_JOB}:${row.id}:${at}`,
        });
      }
      return rows.length;
    });
    total += taken;
    if (taken < SWEEP_BATCH) break;
  }
  await transaction((tx) =>
    tx.execute(sql`
      delete from saved_search_matches
      where created_at < ${at}::timestamptz - make_interval(days => ${KEEP_MATCHES_DAYS})`),
  );
  return total;
}

/** The digest mail of one window, or null when nothing new is still open (or the search is gone). */
export async function renderDigest(
  context: { db: Queryable; siteUrl: string; recipientName: string; unsubscribeUrl: string },
  payload: DigestPayload,
): Promise<RenderedMail | null> {
  const { db } = context;
  const [search] = await rowsOf<{
    name: string;
    cadence: string;
    text: string;
    technologies: string[];
    budgetMin: number | null;
    budgetMax: number | null;
  }>(
    db,
    sql`
    select name, cadence, text, technologies, budget_min as "budgetMin", budget_max as "budgetMax"
    from saved_searches where id = ${payload.savedSearchId}`,
  );
  if (!search || search.cadence === 'instant') return null;
  const projects = await rowsOf<DigestProject & { total: number }>(
    db,
    sql`
    select p.id, p.name, p.budget, p.tech_stack as technologies, p.description,
           count(*) over ()::int as total
    from saved_search_matches m
    join projects p on p.id = m.project_id
    where m.saved_search_id = ${payload.savedSearchId}
      and m.created_at > ${payload.since}::timestamptz
      and m.created_at <= ${payload.until}::timestamptz
      and p.status = 'open' and p.hidden_at is null
      and not exists (select 1 from users o where o.id = p.submitter_id and o.suspended_at is not null)
    order by m.created_at desc, p.id desc
    limit ${DIGEST_PROJECTS_PER_MAIL}`,
  );
  if (projects.length === 0) return null;
  return savedSearchDigestMail({
    siteUrl: context.siteUrl,
    recipientName: context.recipientName,
    unsubscribeUrl: context.unsubscribeUrl,
    searchName: search.name,
    cadence: search.cadence === 'weekly' ? 'weekly' : 'daily',
    projects: projects.map(({ total: _total, ...project }) => project),
    total: Number(projects[0]!.total),
    browsePath: browsePathOf(search),
  });
}
