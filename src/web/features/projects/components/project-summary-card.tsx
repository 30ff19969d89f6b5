import { CalendarDays, Clock, DollarSign, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectListEntry } from '@shared/contract/projects';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { formatDollars, useFormatDate } from '@web/lib/format';
import { MatchReason } from './best-match';
import { ProjectStatusBadge } from './project-status-badge';

const TECH_SHOWN = 4;

/** One project in a dashboard list: what a developer or the owner needs to decide at a glance. */
export function ProjectSummaryCard({
  project,
  actions,
  children,
  showStatus = false,
}: {
  /** A project; from a best-match page, with the technologies that matched. */
  project: ProjectListEntry;
  /** Buttons and links under the summary. */
  actions?: ReactNode;
  /** Extra content below the actions (the inline apply form). */
  children?: ReactNode;
  showStatus?: boolean;
}) {
  const formatDate = useFormatDate();
  const moreTech = project.techStack.length - TECH_SHOWN;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* Listed right under the dashboard's h1 and its tabs. */}
          <h2 className="min-w-0 text-lg font-semibold leading-snug break-words">
            <Link to={`/projects/${project.id}`} className="hover:text-primary hover:underline">
              {project.name}
            </Link>
          </h2>
          {showStatus && <ProjectStatusBadge status={project.status} />}
        </div>
        <MatchReason technologies={project.matchedTechnologies} />
        <div className="flex flex-wrap gap-1.5 pt-1">
          {project.techStack.slice(0, TECH_SHOWN).map((tech) => (
            <Badge key={tech} tone="primary">
              {tech}
            </Badge>
          ))}
          {moreTech > 0 && <Badge>+{moreTech} more</Badge>}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          {project.budget !== null && (
            <div className="flex items-center gap-1.5">
              <DollarSign aria-hidden className="size-4" />
              <dt className="sr-only">Budget</dt>
              <dd>{project.budget > 0 ? formatDollars(project.budget) : 'Open budget'}</dd>
            </div>
          )}
          {project.timeframe && (
            <div className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" />
              <dt className="sr-only">Timeframe</dt>
              <dd>{project.timeframe}</dd>
            </div>
          )}
          <div className="flex items-center gap-1.5">
            <Users aria-hidden className="size-4" />
            <dt className="sr-only">Bids</dt>
            <dd>
              {project.bidCount} {project.bidCount === 1 ? 'bid' : 'bids'}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <dt className="sr-only">Posted</dt>
            <dd>{formatDate(project.createdAt)}</dd>
          </div>
        </dl>
      </CardContent>
      {actions && <CardFooter className="flex-wrap">{actions}</CardFooter>}
      {children}
    </Card>
  );
}
