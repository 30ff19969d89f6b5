/** The developers directory's face (docs/decisions/boundaries.md): the routes app.ts registers; no feature imports developers. */
export { developersRoutes } from './developers-routes.js';
