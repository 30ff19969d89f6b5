/** The provider the configuration chose (config.ts: Stripe with its keys, or the sandbox). */
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../../config.js';
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
  config: Pick<
    AppConfig,
    'paymentsProvider' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'sessionSecret'
  >,
  db: Database,
): PaymentProvider {
  if (config.paymentsProvider === 'stripe') {
    // loadConfig guarantees both keys with this provider.
    return createStripeProvider({
      secretKey: config.stripeSecretKey!,
      webhookSecret: config.stripeWebhookSecret!,
    });
  }
  // Derived from the session secret: stable across restarts and shared by every instance.
  const sandboxSecret = createHmac('sha256', config.sessionSecret)
    .update('sandbox-webhook')
    .digest('hex');
  return createSandboxProvider(db, sandboxSecret);
}
