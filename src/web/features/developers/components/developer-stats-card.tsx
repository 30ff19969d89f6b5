import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { LabelledProgress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDeveloperStats } from '../api/developer-stats';
import { projectsProgress, ratingProgress } from '../profile-progress';

export function DeveloperStatsCard({ username }: { username: string }) {
  const stats = useDeveloperStats(username);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Developer Stats</h2>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading your stats">
            <Skeleton className="h-16" />
            <Skeleton className="h-10" />
          </div>
        ) : stats.isError ? (
          <LoadError message="Couldn't load your stats." onRetry={() => void stats.refetch()} />
        ) : (
          <div className="space-y-5">
            <dl className="grid grid-cols-3 gap-2 text-center">
              <Stat label="Completed" value={String(stats.data.completedProjects)} />
              <Stat label="Acceptance Rate" value={`${stats.data.acceptanceRate}%`} />
              <Stat
                label="Average Rating"
                value={
                  stats.data.averageRating === null ? '–' : stats.data.averageRating.toFixed(1)
                }
              />
            </dl>
            <LabelledProgress
              label="Completed projects"
              value={projectsProgress(stats.data.completedProjects)}
            />
            <LabelledProgress label="Rating" value={ratingProgress(stats.data.averageRating)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-md bg-muted px-2 py-3">
      <dt className="mt-0.5 text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  );
}
