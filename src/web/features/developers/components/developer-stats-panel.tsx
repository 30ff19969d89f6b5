import { CircleCheck, Percent, Star } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DeveloperStats } from '@shared/contract/developers';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LabelledProgress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { projectsProgress, ratingProgress } from '../profile-progress';

export function DeveloperStatsPanel({ stats }: { stats: DeveloperStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 rounded-lg" />
        ))}
      </div>
    );
  }
  const rating = stats.averageRating;
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={CircleCheck}
          label="Completed Projects"
          value={String(stats.completedProjects)}
        />
        <Stat icon={Percent} label="Acceptance Rate" value={`${stats.acceptanceRate}%`} />
        <Stat
          icon={Star}
          label="Average Rating"
          value={rating === null ? 'No ratings yet' : `${rating.toFixed(1)} / 5`}
          detail={
            stats.reviewCount > 0
              ? `${stats.reviewCount} ${stats.reviewCount === 1 ? 'review' : 'reviews'}`
              : undefined
          }
        />
      </ul>
      <p className="rounded-lg border border-border bg-surface p-4 text-sm shadow-card">
        <span className="font-semibold">Disputes: </span>
        {stats.disputes === 0
          ? 'no project ended in a dispute.'
          : `${stats.disputes} ${stats.disputes === 1 ? 'project' : 'projects'} ended in a dispute; ${stats.disputesDecidedAgainst} decided against them by an operator.`}{' '}
        <Link to="/reputation#disputes" className="font-medium text-primary hover:underline">
          What this means
        </Link>
      </p>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2 space-y-0">
          <CardTitle>Profile Progress</CardTitle>
          <Link to="/reputation" className="text-sm font-medium text-primary hover:underline">
            How these numbers are computed
          </Link>
        </CardHeader>
        <CardContent className="space-y-4">
          <LabelledProgress
            label="Projects completed"
            value={projectsProgress(stats.completedProjects)}
          />
          <LabelledProgress label="Client rating" value={ratingProgress(rating)} />
        </CardContent>
      </Card>
    </div>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <li className="flex items-center gap-4 rounded-lg border border-border bg-surface p-5 shadow-card">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft">
        <Icon aria-hidden className="size-5 text-primary" />
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-bold">
          {value}
          {detail && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">({detail})</span>
          )}
        </p>
      </div>
    </li>
  );
}
