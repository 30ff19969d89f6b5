import { CircleCheck, Percent, Star } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { DeveloperStats } from '@shared/contract/developers';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';

/**
 * Profile progress of spec section 9: completed projects x10 (capped at 100) and rating x20,
 * both out of 100.
 */
export const projectsProgress = (completed: number) => Math.min(completed * 10, 100);
export const ratingProgress = (rating: number | null) => Math.min((rating ?? 0) * 20, 100);

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
      <Card>
        <CardHeader>
          <CardTitle>Profile Progress</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <ProgressRow
            id="progress-projects"
            label="Projects completed"
            value={projectsProgress(stats.completedProjects)}
          />
          <ProgressRow id="progress-rating" label="Client rating" value={ratingProgress(rating)} />
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

function ProgressRow({ id, label, value }: { id: string; label: string; value: number }) {
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="text-muted-foreground">{Math.round(value)}%</span>
      </div>
      <Progress value={value} aria-labelledby={id} />
    </div>
  );
}
