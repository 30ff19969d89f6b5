import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import type { DeveloperCard as DeveloperCardData } from '@shared/contract/developers';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { DeveloperFacts } from './developer-facts';
import { DeveloperSkills } from './developer-skills';
import { AvailabilityBadge, VerifiedBadge } from './verified-badge';

export function DeveloperCard({ developer }: { developer: DeveloperCardData }) {
  return (
    <Card className="flex w-full flex-col">
      <CardHeader className="flex flex-row items-start gap-3 space-y-0">
        <Avatar src={developer.avatarUrl} name={developer.username} className="size-14 text-base" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="truncate text-lg font-semibold leading-snug">{developer.username}</h2>
          <div className="flex flex-wrap gap-1.5">
            {developer.verified && <VerifiedBadge />}
            <AvailabilityBadge available={developer.available} />
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {developer.bio ?? 'This developer has not written a bio yet.'}
        </p>
        <DeveloperFacts developer={developer} />
        <DeveloperSkills skills={developer.skills} max={LIMITS.directorySkillsShown} />
      </CardContent>
      <CardFooter>
        <Button asChild variant="secondary" className="w-full">
          <Link
            to={`/developers/${encodeURIComponent(developer.username)}`}
            aria-label={`View Profile: ${developer.username}`}
          >
            View Profile
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function DeveloperCardSkeleton() {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}
