import { ArrowRight, FolderGit2 } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import type { ProjectView } from '@shared/contract/projects';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNewestProjects } from '../api/list-newest-projects';

/** Shown when there are no live projects or they cannot be loaded (spec: static sample cards). */
const SAMPLE_PROJECTS: (Pick<ProjectView, 'name' | 'description' | 'techStack'> & {
  key: string;
})[] = [
  {
    key: 'sample-1',
    name: 'Fitness tracking app',
    description:
      'React Native app with workout logging done; social features, charts and the Apple Health sync still need a finisher.',
    techStack: ['React Native', 'Firebase'],
  },
  {
    key: 'sample-2',
    name: 'Restaurant booking platform',
    description:
      'Next.js booking site with the table map finished. Payments, SMS reminders and the staff dashboard are missing.',
    techStack: ['Next.js', 'PostgreSQL', 'Tailwind CSS'],
  },
  {
    key: 'sample-3',
    name: 'AI writing assistant',
    description:
      'A Python API and a Vue front end for drafting blog posts. Prompt templates work; accounts and billing do not exist yet.',
    techStack: ['Python', 'Vue.js', 'Docker'],
  },
];

export function FeaturedProjects() {
  const { data, isPending, isError } = useNewestProjects(LIMITS.featuredProjects);
  const live = !isError && data && data.length > 0 ? data.slice(0, LIMITS.featuredProjects) : null;

  return (
    <section aria-labelledby="featured-heading" className="container-page py-16">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="featured-heading" className="text-3xl font-bold">
            Featured Projects
          </h2>
          <p className="mt-2 text-muted-foreground">
            Half-finished projects waiting for the right developer.
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/projects">
            View All Projects <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {isPending
          ? Array.from({ length: LIMITS.featuredProjects }, (_, index) => (
              <Skeleton key={index} className="h-64 rounded-lg" />
            ))
          : live
            ? live.map((project) => (
                <FeaturedCard key={project.id} project={project} to={`/projects/${project.id}`} />
              ))
            : SAMPLE_PROJECTS.map((project) => (
                <FeaturedCard key={project.key} project={project} to="/projects" sample />
              ))}
      </div>
    </section>
  );
}

function FeaturedCard({
  project,
  to,
  sample = false,
}: {
  project: Pick<ProjectView, 'name' | 'description' | 'techStack'> & {
    thumbnailUrl?: string | null;
  };
  to: string;
  sample?: boolean;
}) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="flex h-32 items-center justify-center bg-primary-soft">
        {project.thumbnailUrl ? (
          <img src={project.thumbnailUrl} alt="" className="size-full object-cover" />
        ) : (
          <FolderGit2 aria-hidden className="size-10 text-primary" />
        )}
      </div>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="line-clamp-1">{project.name}</CardTitle>
          {sample && <Badge>Example</Badge>}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {project.techStack.slice(0, 3).map((tech) => (
            <Badge key={tech} tone="primary">
              {tech}
            </Badge>
          ))}
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="secondary" className="w-full">
          <Link to={to} aria-label={`View Project: ${project.name}`}>
            View Project
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
