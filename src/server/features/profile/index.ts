/** Profile's face (docs/decisions/boundaries.md): the routes app.ts registers; no feature imports profile. */
export { profileRoutes } from './profile-routes.js';
