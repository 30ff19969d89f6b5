/** Chooses the provider at start: Stripe when its keys are configured, otherwise the sandbox. */
import { createHmac } from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import type { PaymentProvider } from './types.js';

export * from './types.js';
export {
  createSandboxProvider,
  type SandboxEvent,
  type SandboxProvider,
} from './sandbox-provider.js';
export { createStripeProvider } from './stripe-provider.js';

export function providerFor(
  config: { stripeSecretKey?: string; stripeWebhookSecret?: string; sessionSecret: string },
  db: Database,
): PaymentProvider {
  if (config.stripeSecretKey) {
    return createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret!,
    });
  }
  // Derived from the session secret: stable across restarts and shared by every instance.
  const sandboxSecret = createHmac('sha256', config.sessionSecret)
    .update('sandbox-webhook')
    .digest('hex');
  return createSandboxProvider(db, sandboxSecret);
}
