/** The development outbox's face (docs/decisions/boundaries.md): the routes app.ts registers. */
export { devOutboxRoutes } from './dev-outbox-routes.js';
