/**
 * Projects' face (docs/decisions/boundaries.md): what app.ts and the features above projects
 * (bids, milestones, conversations, reviews, safety, repo insight, ops, your data) may use. Any
 * other file of this folder is projects' own.
 */
export { projectsRoutes } from './projects-routes.js';
export { createProjectReadCaches, type ProjectReadCaches } from './project-read-caches.js';
export { canViewProject, lockVisibleProject } from './project-view.js';
export {
  findProjectParties,
  isProjectParty,
  projectForParty,
  type ProjectParties,
} from './project-parties.js';
export { updateProjectStatus } from './update-project-status.js';
