/**
 * Bids' face (docs/decisions/boundaries.md): the plugin app.ts registers (the routes, and which
 * bid events send mail); no feature imports bids.
 */
import fp from 'fastify-plugin';
import { registerBidMail } from './bid-mail-events.js';
import { bidsRoutes } from './bids-routes.js';

export const bidsPlugin = fp(
  async (app) => {
    registerBidMail(app);
    await app.register(bidsRoutes);
  },
  { name: 'bids', dependencies: ['email'] },
);
