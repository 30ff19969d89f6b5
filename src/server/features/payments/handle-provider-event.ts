import { eq, and } from 'drizzle-orm';
import type { Command } from '../../core/domain.js';
import { providerEvents } from '../../db/schema.js';
import { confirmPayment, expirePayment } from './confirm-payment.js';
import { syncChargeback } from './chargebacks.js';
import { syncOnboarding } from './onboarding.js';
import type {
  CheckoutSession,
  ConnectedAccount,
  ProviderDispute,
  ProviderEvent,
  ProviderName,
} from './provider/index.js';

/** What the provider says now about the event's object (read back, never taken from the payload). */
export type EventSnapshot =
  | { kind: 'checkout'; session: CheckoutSession }
  | { kind: 'account'; account: ConnectedAccount }
  | { kind: 'dispute'; dispute: ProviderDispute };

/**
 * One verified provider event, applied once (money.md, provider event inbox). The event is
 * stored with its unique (provider, external id) and handled in the same transaction as the
 * changes it causes: a second delivery, even at the same moment, waits for the first, finds it
 * handled, and does nothing. Handlers re-check state, so events arriving out of order (an expiry
 * after a completion, an old account update after a new one) change nothing they should not.
 */
export async function handleProviderEvent({
  tx,
  input,
}: Command<
  { provider: ProviderName; event: ProviderEvent; snapshot: EventSnapshot },
  null
>): Promise<'handled' | 'duplicate'> {
  const { provider, event, snapshot } = input;
  await tx
    .insert(providerEvents)
    .values({
      provider,
      externalId: event.id,
      type: event.type,
      payload: { objectId: event.objectId },
    })
    .onConflictDoNothing({ target: [providerEvents.provider, providerEvents.externalId] });
  const [stored] = await tx
    .select()
    .from(providerEvents)
    .where(and(eq(providerEvents.provider, provider), eq(providerEvents.externalId, event.id)))
    .for('update');
  if (stored!.processedAt) return 'duplicate';

  if (snapshot.kind === 'checkout') {
    if (event.type === 'checkout.session.expired') {
      await expirePayment({ tx, actor: null, input: { session: snapshot.session } });
    } else {
      await confirmPayment({ tx, actor: null, input: { session: snapshot.session } });
    }
  } else if (snapshot.kind === 'dispute') {
    await syncChargeback({ tx, actor: null, input: { provider, dispute: snapshot.dispute } });
  } else {
    await syncOnboarding({
      tx,
      actor: null,
      input: { accountId: snapshot.account.id, payoutsEnabled: snapshot.account.payoutsEnabled },
    });
  }

  await tx
    .update(providerEvents)
    .set({ processedAt: new Date() })
    .where(eq(providerEvents.id, stored!.id));
  return 'handled';
}
