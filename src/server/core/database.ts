import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Makes the opened database available to every plugin as `app.db`; closes it with the app. */
export const databasePlugin = fp(
  async (app, options: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
    app.decorate('database', options.handle);
    app.decorate('db', options.handle.db);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.handle.close());
  },
  { name: 'database' },
);
