/**
 * Projects' face (docs/decisions/boundaries.md): what the features above projects (bids,
 * milestones, conversations, reviews, safety, repo insight, ops, your data) may use. Any other
 * file of this folder is projects' own; app.ts registers its routes from their files.
 */
export { canViewProject, lockVisibleProject } from './project-view.js';
export {
  findProjectParties,
  isProjectParty,
  projectForParty,
  type ProjectParties,
} from './project-parties.js';
export { updateProjectStatus } from './update-project-status.js';
