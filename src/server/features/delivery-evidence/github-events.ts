/**
 * The job of one stored GitHub event (check-webhook.ts): a check event names a commit, and the
 * checks of the waiting deliveries of exactly that commit (in that repository) are read again from
 * GitHub's API; a push names a ref, and the waiting deliveries of that branch or tag are asked for
 * their commit again (a moved ref: stale). Then the opt-in release is asked. At most
 * EVENT_BATCH deliveries an event; the polling (check-staleness.ts) stays the fallback.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { deliveries, deliveryEvidence, githubWebhookDeliveries } from '../../db/schema.js';
import { recheck } from './check-staleness.js';
import type { StoredGithubEvent } from './check-webhook.js';
import type { EvidenceContext } from './evidence-context.js';

const EVENT_BATCH = 50;

export const PRUNE_GITHUB_EVENTS_JOB = 'delivery-evidence.prune-github-events';
export const PRUNE_GITHUB_EVENTS_EVERY_MS = 60 * 60 * 1000;
/** GitHub redelivers only the last three days' deliveries: a month of ids covers every replay. */
export const GITHUB_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 5_000;

/**
 * Removes the deliveries received before the retention window, oldest first, a batch at a time
 * (through the index on `received_at`), so one run holds no long lock however many piled up.
 * Returns how many were removed.
 */
export async function pruneGithubEvents(context: Pick<EvidenceContext, 'db' | 'now'>) {
  const before = new Date(context.now().getTime() - GITHUB_EVENT_RETENTION_MS);
  let removed = 0;
  for (;;) {
    const oldest = context.db
      .select({ deliveryId: githubWebhookDeliveries.deliveryId })
      .from(githubWebhookDeliveries)
      .where(lt(githubWebhookDeliveries.receivedAt, before))
      .orderBy(githubWebhookDeliveries.receivedAt)
      .limit(PRUNE_BATCH);
    const gone = await context.db
      .delete(githubWebhookDeliveries)
      .where(inArray(githubWebhookDeliveries.deliveryId, oldest))
      .returning({ one: sql<number>`1` });
    removed += gone.length;
    if (gone.length < PRUNE_BATCH) return removed;
  }
}

const waiting = and(
  eq(deliveryEvidence.status, 'ready'),
  eq(deliveries.status, 'submitted'),
  isNotNull(deliveries.repository),
);

export async function processGithubEvent(context: EvidenceContext, webhookDeliveryId: string) {
  const { db } = context;
  const [row] = await db
    .select()
    .from(githubWebhookDeliveries)
    .where(eq(githubWebhookDeliveries.deliveryId, webhookDeliveryId));
  if (!row || row.processedAt) return 0;
  const event = row.payload as StoredGithubEvent;
  const select = () =>
    db
      .select({
        deliveryId: deliveryEvidence.deliveryId,
        headCommit: deliveryEvidence.headCommit,
        checks: deliveryEvidence.checks,
        repository: deliveries.repository,
        ref: deliveries.ref,
      })
      .from(deliveryEvidence)
      .innerJoin(deliveries, eq(deliveries.id, deliveryEvidence.deliveryId));
  let rows: Awaited<ReturnType<typeof select>>;
  if (event.kind === 'checks') {
    rows = await select()
      .where(and(waiting, eq(deliveryEvidence.headCommit, event.sha)))
      .limit(EVENT_BATCH);
  } else {
    const short = event.ref.replace(/^refs\/(heads|tags)\//, '');
    rows = await select()
      .where(
        and(
          waiting,
          eq(deliveryEvidence.stale, false),
          or(
            inArray(deliveries.ref, [short, event.ref]),
            // No ref: the repository's HEAD, its default branch.
            event.defaultBranch === short ? isNull(deliveries.ref) : undefined,
          ),
        ),
      )
      .limit(EVENT_BATCH);
  }
  const named = event.repository.toLowerCase();
  let touched = 0;
  for (const delivery of rows) {
    const repository = delivery.repository ? context.repositoryOf(delivery.repository) : null;
    if (!repository || `${repository.owner}/${repository.repo}`.toLowerCase() !== named) continue;
    touched += 1;
    await recheck(
      context,
      { ...delivery, subject: { deliveryId: delivery.deliveryId } },
      event.kind === 'checks'
        ? { refs: false, checks: 'always' }
        : { refs: true, checks: 'if pending' },
    );
  }
  await db
    .update(githubWebhookDeliveries)
    .set({ processedAt: context.now() })
    .where(eq(githubWebhookDeliveries.deliveryId, webhookDeliveryId));
  return touched;
}
