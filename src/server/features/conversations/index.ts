/**
 * Conversations' face (docs/decisions/boundaries.md): the plugin app.ts registers (the routes,
 * and the mail of messages left unread); no feature imports conversations.
 */
import fp from 'fastify-plugin';
import { conversationsRoutes } from './conversations-routes.js';
import { registerUnreadMessagesMail } from './unread-messages-mail.js';

export const conversationsPlugin = fp(
  async (app, options: { messageDelaySeconds: number }) => {
    registerUnreadMessagesMail(app, options.messageDelaySeconds);
    await app.register(conversationsRoutes);
  },
  { name: 'conversations', dependencies: ['email', 'events', 'jobs'] },
);
