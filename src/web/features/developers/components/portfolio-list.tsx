import { ExternalLink, FolderCheck } from 'lucide-react';
import type { PortfolioProject } from '@shared/contract/developers';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormatDate } from '@web/lib/format';

export function PortfolioList({ projects }: { projects: PortfolioProject[] | undefined }) {
  const formatDate = useFormatDate();
  if (!projects) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <Skeleton className="h-40 rounded-lg" />
        <Skeleton className="h-40 rounded-lg" />
      </div>
    );
  }
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderCheck}
        title="No completed projects yet"
        description="Projects this developer finishes on Finishline will appear here."
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <li key={project.id} className="flex">
          <Card className="flex w-full flex-col">
            <CardHeader>
              <CardTitle>{project.name}</CardTitle>
              <p className="text-sm text-muted-foreground">
                Completed {formatDate(project.completedAt)}
              </p>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-3">
              <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
              {project.technologies.length > 0 && (
                <ul aria-label="Technologies" className="flex flex-wrap gap-1.5">
                  {project.technologies.map((tech) => (
                    <li key={tech}>
                      <Badge tone="primary">{tech}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              {project.repoUrl && (
                <a
                  href={project.repoUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                >
                  View Code <ExternalLink aria-hidden className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
