import { CalendarDays, FolderGit2, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectListEntry } from '@shared/contract/projects';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { StarRating } from '@web/components/ui/star-rating';
import { cn } from '@web/lib/cn';
import { formatDollars, useFormatDate } from '@web/lib/format';
import { MatchReason } from './best-match';
import { HasPaidBadge } from './has-paid-badge';
import { ProjectStatusBadge } from './project-status-badge';

/** Technologies shown on a card before '+N'. */
const CARD_TECHNOLOGIES = 4;

interface ProjectCardProps {
  /** A card; ordered by best match, with the technologies that matched. */
  project: ProjectListEntry;
  /** Browse clamps the description to 3 lines, My Projects to 2 (spec section 9). */
  descriptionLines?: 2 | 3;
  /** My Projects shows the status (a paused or cancelled project is only there). */
  showStatus?: boolean;
  /** Facts another feature adds under the description (the app gives the repository's). */
  facts?: ReactNode;
}

/**
 * A project in a grid: screenshot, name, the client's rating and 'Has paid before', why it is a
 * best match, tech badges, clamped description, date and budget (when given), 'View Details'.
 */
export function ProjectCard({
  project,
  descriptionLines = 3,
  showStatus = false,
  facts,
}: ProjectCardProps) {
  const formatDate = useFormatDate();
  const extra = project.techStack.length - CARD_TECHNOLOGIES;
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="flex h-36 items-center justify-center bg-primary-soft">
        {project.thumbnailUrl ? (
          <img
            src={project.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <FolderGit2 aria-hidden className="size-10 text-primary" />
        )}
      </div>
      <CardHeader className="space-y-3">
        <div className="flex items-start justify-between gap-2">
          {/* Listed right under the page's h1 (Browse Projects, My Projects). */}
          <CardTitle as="h2" className="line-clamp-2 break-words">
            {project.name}
          </CardTitle>
          {showStatus && <ProjectStatusBadge status={project.status} />}
        </div>
        {(project.submitterRating !== null || project.submitterHasPaid) && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
            {project.submitterRating !== null && (
              <p className="flex items-center gap-1.5">
                Client rating <StarRating value={project.submitterRating} />
                <span className="font-semibold text-foreground">
                  {project.submitterRating.toFixed(1)}
                </span>
              </p>
            )}
            {project.submitterHasPaid && <HasPaidBadge />}
          </div>
        )}
        <MatchReason technologies={project.matchedTechnologies} />
        <ul className="flex flex-wrap gap-1.5" aria-label="Technologies">
          {project.techStack.slice(0, CARD_TECHNOLOGIES).map((tech) => (
            <li key={tech}>
              <Badge tone="primary">{tech}</Badge>
            </li>
          ))}
          {extra > 0 && (
            <li>
              <Badge>+{extra} more</Badge>
            </li>
          )}
        </ul>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <p
          className={cn(
            'break-words text-sm text-muted-foreground',
            descriptionLines === 2 ? 'line-clamp-2' : 'line-clamp-3',
          )}
        >
          {project.description}
        </p>
        {facts}
      </CardContent>
      <CardFooter className="justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-3.5" />
            <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
          </span>
          {project.budget !== null && project.budget > 0 && (
            <span className="inline-flex items-center gap-1.5 font-semibold text-foreground">
              <Wallet aria-hidden className="size-3.5 text-muted-foreground" />
              <span className="sr-only">Budget</span>
              {formatDollars(project.budget)}
            </span>
          )}
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link to={`/projects/${project.id}`} aria-label={`View Details: ${project.name}`}>
            View Details
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function ProjectCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden>
      <Skeleton className="h-36 rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-12 rounded-full" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex justify-between pt-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-8 w-24" />
        </div>
      </div>
    </Card>
  );
}

/** The grid of every project list: one column on phones, two on tablets, three on wide screens. */
export function ProjectGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
