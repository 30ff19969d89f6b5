/** Notifications' face (docs/decisions/boundaries.md): the routes app.ts registers; no feature imports notifications. */
export { notificationsRoutes } from './notifications-routes.js';
