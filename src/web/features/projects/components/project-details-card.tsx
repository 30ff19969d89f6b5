import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProjectView } from '@shared/contract/projects';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDollars, useFormatDate } from '@web/lib/format';

/** Project Details: tech stack, 'View Code', posted date, and who it is assigned to once it is. */
export function ProjectDetailsCard({
  project,
  viewerId,
}: {
  project: ProjectView;
  viewerId: number | null;
}) {
  const formatDate = useFormatDate();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Project Details</h2>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4 text-sm">
          <Detail term="Tech stack">{project.techStack.join(', ')}</Detail>
          <Detail term="Code">
            {project.codeLink && !isWebLink(project.codeLink) ? (
              // A local repository (the demo's, a self-hosted test): nothing a browser can open.
              <span className="text-muted-foreground">Local repository (no web page)</span>
            ) : project.codeLink ? (
              <a
                href={project.codeLink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                View Code <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-muted-foreground">No repository link</span>
            )}
          </Detail>
          <Detail term="Posted">
            {project.createdAt && !Number.isNaN(Date.parse(project.createdAt)) ? (
              <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
            ) : (
              'Unknown date'
            )}
          </Detail>
          {project.budget !== null && project.budget > 0 && (
            <Detail term="Budget">{formatDollars(project.budget)}</Detail>
          )}
          {project.timeframe && <Detail term="Timeframe">{project.timeframe}</Detail>}
          {project.finisherId !== null && (
            <Detail term="Assigned to">
              {viewerId === project.finisherId ? 'You' : 'Developer'}
            </Detail>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="mt-1 break-words text-foreground">{children}</dd>
    </div>
  );
}

const isWebLink = (link: string) => /^https?:\/\//i.test(link);
