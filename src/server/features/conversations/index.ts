/**
 * Conversations' face (docs/decisions/boundaries.md): the plugin app.ts registers (the routes,
 * and the mail of messages left unread); no feature imports conversations (the demo seed reads
 * its first thread).
 */
import fp from 'fastify-plugin';
import { conversationsRoutes } from './conversations-routes.js';
import { registerUnreadMessagesMail } from './unread-messages-mail.js';

/** For the demo seed: a conversation's first thread, as starting one writes it. */
export { FIRST_THREAD } from './start-conversation.js';

export const conversationsPlugin = fp(
  async (app, options: { messageDelaySeconds: number }) => {
    registerUnreadMessagesMail(app, options.messageDelaySeconds);
    await app.register(conversationsRoutes);
  },
  { name: 'conversations', dependencies: ['email', 'events', 'jobs'] },
);
