import { eq, sql } from 'drizzle-orm';
import type { BidStatus } from '@shared/constants.js';
import type { ProjectDetail } from '@shared/contract/projects.js';
import { PROJECT_ERRORS } from '@shared/contract/projects-rules.js';
import { notFound } from '../../core/errors.js';
import type { Query } from '../../core/domain.js';
import type { TtlCache } from '../../core/ttl-cache.js';
import type { Queryable } from '../../db/client.js';
import { oncePerDatabase, plannedAlike, preparedStatement } from '../../db/prepared.js';
import { createReadBatcher, type BatchedRead } from '../../db/read-batcher.js';
import { qualified } from '../../db/qualified.js';
import { bids, projects, reviews, users } from '../../db/schema.js';
import { findProjectPayment } from '../payments/index.js';
import {
  canViewProject,
  projectViewColumns,
  toProjectView,
  type ProjectViewRow,
} from './project-view.js';
import { toBidView } from '@shared/contract/bids-rules.js';

/** How many bids the detail shows, newest first. */
const BIDS_SHOWN = 100;

/** A bid as the detail query returns it: one JSON object per bid, newest first. */
interface DetailBid {
  id: number;
  finisherId: number;
  developerUsername: string;
  status: BidStatus;
  amount: number;
  timeline: number;
  message: string;
  /** Milliseconds since the epoch (JSON has no dates). */
  createdMs: number;
}

/**
 * Projects by id, each with its owner's name and rating and its newest bids with their
 * developers' names: one query, a named prepared statement (planned once per connection). The
 * bids come back as one JSON array so that a project and its bids are one round trip, and the
 * details asked for in the same turn are one statement (docs/decisions/performance.md).
 */
function detailStatement(db: Queryable) {
  return preparedStatement<DetailStatement>(db, 'project_details', (name) => {
    const projectId = qualified(projects.id);
    const bidList = sql<DetailBid[]>`(
      select coalesce(json_agg(json_build_object('id', b.id, 'finisherId', b.finisher_id,
               'developerUsername', b.username, 'status', b.status, 'amount', b.amount,
               'timeline', b.timeline, 'message', b.message, 'createdMs', b.created_ms)
             order by b.created_at desc, b.id desc), '[]'::json)
      from (
        select ${bids.id} as id, ${bids.finisherId} as finisher_id, ${users.username} as username,
               ${bids.status} as status, ${bids.amount} as amount, ${bids.timeline} as timeline,
               ${bids.message} as message, ${bids.createdAt} as created_at,
               floor(extract(epoch from ${bids.createdAt}) * 1000)::float8 as created_ms
        from ${bids} join ${users} on ${users.id} = ${bids.finisherId}
        where ${bids.projectId} = ${projectId}
          -- A suspended developer's pending bid is out of every list (decisions.md, Operators).
          and not (${bids.status} = 'pending' and ${users.suspendedAt} is not null)
        order by ${bids.createdAt} desc, ${bids.id} desc
        limit ${sql.raw(String(BIDS_SHOWN))}
      ) b)`;
    const ownerSuspended = sql<boolean>`(${users.suspendedAt} is not null)`;
    // The owner's signals for bidders: reviews received (reviews_reviewee_idx) and completed
    // projects (projects_submitter_idx), counted beside the row, not per card.
    const submitterId = qualified(projects.submitterId);
    const ownerReviewCount = sql<number>`(select count(*)::int from ${reviews}
      where ${reviews.revieweeId} = ${submitterId})`;
    const ownerCompleted = sql<number>`(select count(*)::int from ${projects} owned
      where owned.submitter_id = ${submitterId} and owned.status = 'completed')`;
    return db
      .select({
        ...projectViewColumns,
        bidList,
        hiddenAt: projects.hiddenAt,
        hiddenReason: projects.hiddenReason,
        ownerSuspended,
        ownerReviewCount,
        ownerCompleted,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.submitterId))
      .where(sql`${projects.id} = any(${plannedAlike('ids', 'int[]')})`)
      .prepare(name);
  });
}

/** Whether an operator withdrew the project from view (decisions.md, Operators). */
interface Withdrawal {
  hiddenAt: Date | null;
  hiddenReason: string | null;
  ownerSuspended: boolean;
}

/** The owner's signals for bidders (the rating is the card's). */
interface OwnerSignals {
  ownerReviewCount: number;
  ownerCompleted: number;
}

type DetailStatement = {
  execute(values: {
    ids: string;
  }): Promise<(ProjectViewRow & Withdrawal & OwnerSignals & { bidList: DetailBid[] | string })[]>;
};

/** What a project's detail is drawn from, whoever asks: the project, its owner, its newest bids. */
export type ProjectDetailRow = ProjectViewRow &
  Withdrawal &
  OwnerSignals & { bidList: DetailBid[] };

/**
 * Detail rows by project id, those asked for in the same turn read together; undefined when no
 * such project exists.
 */
function detailRows(db: Queryable): BatchedRead<number, ProjectDetailRow | undefined> {
  return oncePerDatabase(db, 'project_details', () =>
    createReadBatcher<number, ProjectDetailRow | undefined>({
      async readMany(projectIds) {
        const found = await detailStatement(db).execute({ ids: `{${projectIds.join(',')}}` });
        const byId = new Map<number, ProjectDetailRow>();
        for (const row of found) {
          const bidList =
            typeof row.bidList === 'string'
              ? (JSON.parse(row.bidList) as DetailBid[])
              : row.bidList;
          byId.set(row.id, { ...row, bidList });
        }
        return projectIds.map((id) => byId.get(id));
      },
    }),
  );
}

async function loadDetailRow(db: Queryable, projectId: number): Promise<ProjectDetailRow> {
  const row = await detailRows(db)(projectId);
  if (!row) throw notFound(PROJECT_ERRORS.notFound);
  return row;
}

/** About how much memory a kept row takes (JavaScript strings: up to two bytes a character). */
export function detailRowBytes(row: ProjectDetailRow): number {
  let chars = row.name.length + row.description.length + row.submitterUsername.length;
  for (const bid of row.bidList) chars += bid.developerUsername.length + bid.message.length;
  return 2 * chars + 600 + 200 * row.bidList.length;
}

/**
 * A project as `viewerId` may see it: the view, the owner's public name and rating (average of
 * the reviews they received, null without any) and the bids as toBidView shows them to this viewer (@shared/contract/bids-rules.ts).
 * A paused or cancelled project is a 404 to anyone but its owner and assigned developer. With
 * `rows`, the row comes from memory when its project's events have not cleared it
 * (project-read-caches.ts); what the viewer may see is decided here, per request, either way.
 */
export async function getProjectDetail({
  db,
  actor,
  input,
  rows,
}: Query<{ projectId: number }> & { rows?: TtlCache<ProjectDetailRow> }): Promise<ProjectDetail> {
  const viewerId = actor?.id ?? null;
  const load = () => loadDetailRow(db, input.projectId);
  const row = rows ? await rows.get(String(input.projectId), load) : await load();
  if (!canViewProject(row, viewerId)) throw notFound(PROJECT_ERRORS.notFound);

  const viewer = { userId: viewerId, projectSubmitterId: row.submitterId };
  const bidViews = row.bidList.map(({ developerUsername, createdMs, ...bid }) =>
    toBidView(
      { ...bid, projectId: row.id, createdAt: new Date(createdMs) },
      developerUsername,
      viewer,
    ),
  );
  const party = viewerId !== null && (viewerId === row.submitterId || viewerId === row.finisherId);
  return {
    ...toProjectView(row),
    payment: party ? await findProjectPayment(db, input.projectId) : null,
    // The owner (and the developer) see why an operator hid it; nobody else sees it at all.
    hiddenReason: party && row.hiddenAt ? row.hiddenReason : null,
    submitter: {
      username: row.submitterUsername,
      rating: row.submitterRating === null ? null : Number(row.submitterRating),
      reviewCount: Number(row.ownerReviewCount),
      completedProjects: Number(row.ownerCompleted),
    },
    bids: bidViews,
  };
}
