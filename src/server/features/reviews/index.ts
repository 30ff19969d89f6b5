/** Reviews' face (docs/decisions/boundaries.md): the routes app.ts registers; no feature imports reviews. */
export { reviewsRoutes } from './reviews-routes.js';
