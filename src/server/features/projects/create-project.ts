import { eq } from 'drizzle-orm';
import type { CreateProjectData, ProjectView } from '@shared/contract/projects.js';
import type { Command } from '../../core/domain.js';
import { emit } from '../../core/events/index.js';
import type { StoredImage } from '../../core/uploads/index.js';
import { projects, users } from '../../db/schema.js';
import { projectViewColumns, toProjectView } from './project-view.js';

export type CreateProjectCommand = Command<{
  data: Omit<CreateProjectData, 'submitterId' | 'codeLink'> & { codeLink: string | null };
  image: StoredImage | null;
}>;

/** Stores a new project (status open) owned by the acting user; returns it as ProjectView. */
export async function createProject({
  tx,
  actor,
  input,
}: CreateProjectCommand): Promise<ProjectView> {
  const { data, image } = input;
  const [created] = await tx
    .insert(projects)
    .values({
      name: data.name,
      description: data.description,
      techStack: data.techStack,
      codeLink: data.codeLink,
      imageUrl: image?.url ?? null,
      thumbnailUrl: image?.thumbnailUrl ?? null,
      submitterId: actor.id,
      timeframe: data.timeframe,
      budget: data.budget,
    })
    .returning({ id: projects.id });
  await emit(tx, {
    type: 'project.created',
    data: { projectId: created!.id },
    audience: [actor.id],
  });
  const [row] = await tx
    .select(projectViewColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, created!.id));
  return toProjectView(row!);
}
