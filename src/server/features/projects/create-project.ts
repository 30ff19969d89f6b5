import { eq } from 'drizzle-orm';
import type { CreateProjectData } from '@shared/contract/projects.js';
import type { ProjectView } from '@shared/contract/projects.js';
import type { Queryable } from '../../db/client.js';
import { projects, users } from '../../db/schema.js';
import type { StoredImage } from '../../core/uploads/index.js';
import { projectViewColumns, toProjectView } from './project-view.js';

export interface NewProject {
  submitterId: number;
  data: Omit<CreateProjectData, 'submitterId' | 'codeLink'> & { codeLink: string | null };
  image: StoredImage | null;
}

/** Stores a new project (status open) owned by the session's user; returns it as ProjectView. */
export async function createProject(db: Queryable, input: NewProject): Promise<ProjectView> {
  const { data } = input;
  const [created] = await db
    .insert(projects)
    .values({
      name: data.name,
      description: data.description,
      techStack: data.techStack,
      codeLink: data.codeLink,
      imageUrl: input.image?.url ?? null,
      thumbnailUrl: input.image?.thumbnailUrl ?? null,
      submitterId: input.submitterId,
      timeframe: data.timeframe,
      budget: data.budget,
    })
    .returning({ id: projects.id });
  const [row] = await db
    .select(projectViewColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, created!.id));
  return toProjectView(row!);
}
