import { and, eq, isNull } from 'drizzle-orm';
import type { Command } from '../../core/domain.js';
import { emit } from '../../core/events/index.js';
import { users } from '../../db/schema.js';
import { queueWaitingReleases } from './release-funds.js';
import { queueMoneySend } from './money-jobs.js';

/** Keeps the developer's connected payout account id (set once; never from a client). */
export async function saveConnectedAccount({
  tx,
  actor,
  input,
}: Command<{ accountId: string }>): Promise<string> {
  const [saved] = await tx
    .update(users)
    .set({ stripeConnectId: input.accountId })
    .where(and(eq(users.id, actor.id), isNull(users.stripeConnectId)))
    .returning({ accountId: users.stripeConnectId });
  if (saved?.accountId) return saved.accountId;
  // Set meanwhile by another request: the first account stays the developer's account.
  const [current] = await tx
    .select({ accountId: users.stripeConnectId })
    .from(users)
    .where(eq(users.id, actor.id));
  return current!.accountId!;
}

/**
 * Records the payout account's state as the provider reports it (onboardingComplete is set only
 * from the provider, never from a client). When onboarding has just completed, the developer's
 * waiting releases join the transfer queue without anyone clicking.
 */
export async function syncOnboarding({
  tx,
  input,
}: Command<{ accountId: string; payoutsEnabled: boolean }, null>): Promise<{
  userId: number | null;
  becameComplete: boolean;
}> {
  const [user] = await tx
    .select({ id: users.id, onboardingComplete: users.onboardingComplete })
    .from(users)
    .where(eq(users.stripeConnectId, input.accountId))
    .for('update');
  if (!user) return { userId: null, becameComplete: false };
  if (user.onboardingComplete === input.payoutsEnabled)
    return { userId: user.id, becameComplete: false };
  await tx
    .update(users)
    .set({ onboardingComplete: input.payoutsEnabled })
    .where(eq(users.id, user.id));
  if (!input.payoutsEnabled) return { userId: user.id, becameComplete: false };

  const queued = await queueWaitingReleases(tx, user.id);
  for (const release of queued) await queueMoneySend(tx, `release-${release.id}`);
  await emit(tx, {
    type: 'onboarding.completed',
    data: { userId: user.id },
    audience: [user.id],
    notify: [
      {
        userId: user.id,
        type: 'notification',
        title: 'Payout account ready',
        content:
          queued.length > 0
            ? `Your payout account is set up; ${queued.length === 1 ? 'a waiting release is' : `${queued.length} waiting releases are`} on the way to it.`
            : 'Your payout account is set up: released money will be sent to it.',
      },
    ],
  });
  return { userId: user.id, becameComplete: true };
}
