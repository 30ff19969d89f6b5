/** Bids' face (docs/decisions/boundaries.md): the routes app.ts registers; no feature imports bids. */
export { bidsRoutes } from './bids-routes.js';
