/** Your data's face (docs/decisions/boundaries.md): the routes app.ts registers; no feature imports your data. */
export { yourDataRoutes } from './your-data-routes.js';
