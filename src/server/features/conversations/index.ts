/** Conversations' face (docs/decisions/boundaries.md): the routes app.ts registers; no feature imports conversations. */
export { conversationsRoutes } from './conversations-routes.js';
