import type { ProjectStatus } from '@shared/constants';
import { actionsFrom, PROJECT_LIFECYCLE, type ProjectAction } from '@shared/lifecycle';

/** The owner's controls, as the life-cycle table allows them (src/shared/lifecycle.ts). */
const OWNER_CONTROLS: readonly ProjectAction[] = ['pause', 'reactivate', 'cancel'];

/**
 * Whether the owner has any control to show for a project in this status. Apart from the
 * controls themselves, which load only for the owner (the project page's lazy part).
 */
export function hasProjectControls(status: ProjectStatus): boolean {
  return actionsFrom(PROJECT_LIFECYCLE, status).some((action) => OWNER_CONTROLS.includes(action));
}
