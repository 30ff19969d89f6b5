/**
 * Saved searches with alerts (issue 30; decisions.md, "Saved searches and choosing a bid";
 * docs/decisions/discovery.md): the routes, the matching of each new project after its creation
 * committed (a job enqueued by the event's hook, so posting waits for nothing but that insert),
 * and the daily and weekly digests (a recurring sweep, then one mail job per search, sent through
 * the email feature's preferences and unsubscribe headers).
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { enqueue } from '../../core/jobs/index.js';
import type { Transaction } from '../../db/client.js';
import { savedSearches } from '../../db/schema.js';
import { DIGEST_JOB, renderDigest, sweepDigests, type DigestPayload } from './digests.js';
import { matchSavedSearches, type MatchOutcome } from './match-saved-searches.js';
import { savedSearchesRoutes } from './saved-searches-routes.js';

export { matchStatement } from './match-saved-searches.js';
export { DIGEST_JOB } from './digests.js';

export const MATCH_JOB = 'saved-searches.match';
export const DIGEST_SWEEP_JOB = 'saved-searches.digest-sweep';
/** How often the sweep looks for digests that are due: a digest is at most this late. */
const SWEEP_EVERY_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    savedSearches: {
      /** Enqueues the digests due at `now` (tests pass their clock); returns how many. */
      sweepDigests(now?: Date): Promise<number>;
    };
  }
}

export interface SavedSearchesOptions {
  /** Told after each project's matching commits (the alerts benchmark times it). */
  onMatched?: (projectId: number, outcome: MatchOutcome) => void;
}

export const savedSearchesPlugin = fp(
  async (app, options: SavedSearchesOptions) => {
    const transaction = <T>(work: (tx: Transaction) => Promise<T>) => app.transaction(work);

    // In the creation's transaction: the job exists iff the project does, and runs after commit.
    app.events.onEmit(async (tx, event) => {
      if (event.type !== 'project.created') return;
      const { projectId } = event.data as { projectId: number };
      await enqueue(tx, MATCH_JOB, { projectId }, { uniqueKey: `${MATCH_JOB}:${projectId}` });
    });

    app.jobs.define(MATCH_JOB, {
      retryBaseMs: 1000,
      async run({ projectId }: { projectId: number }) {
        const outcome = await app.transaction((tx) => matchSavedSearches(tx, projectId));
        options.onMatched?.(projectId, outcome);
      },
    });

    app.decorate('savedSearches', {
      sweepDigests: (now = new Date()) => sweepDigests(transaction, now),
    });
    app.jobs.define(DIGEST_SWEEP_JOB, {
      everyMs: SWEEP_EVERY_MS,
      run: async () => void (await sweepDigests(transaction, new Date())),
    });
    app.jobs.define(DIGEST_JOB, {
      run: async (payload: DigestPayload) => {
        const [owner] = await app.db
          .select({ userId: savedSearches.userId })
          .from(savedSearches)
          .where(eq(savedSearches.id, payload.savedSearchId));
        // A search deleted since the sweep mails nothing.
        if (!owner) return;
        await app.email.sendActivity(
          owner.userId,
          'saved_search',
          'saved-search.digest',
          (context) =>
            renderDigest(
              {
                db: context.db,
                siteUrl: context.siteUrl,
                recipientName: context.recipient.username,
                unsubscribeUrl: context.unsubscribeUrl,
              },
              payload,
            ),
        );
      },
    });

    await app.register(savedSearchesRoutes);
  },
  { name: 'saved-searches', dependencies: ['events', 'jobs', 'email'] },
);
