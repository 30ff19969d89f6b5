import { MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { isOpenForBids } from '@shared/lifecycle';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/format';
import { useInvitations } from '../api/invitations';

/**
 * The developer's newest invitations to bid (dashboard): each opens its project with the bid
 * dialog ready, until they have bid or the project closed.
 */
export function InvitationsCard({ userId }: { userId: number }) {
  const invitations = useInvitations(userId, LIMITS.dashboardInvitations);
  return (
    <Card role="region" aria-labelledby="invitations-heading">
      <CardHeader>
        <h2 id="invitations-heading" className="text-lg font-semibold">
          Invitations to bid
        </h2>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <Skeleton className="h-16" />
        ) : invitations.isError ? (
          <LoadError
            message="Couldn't load your invitations."
            onRetry={() => void invitations.refetch()}
          />
        ) : invitations.data.items.length === 0 ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <MailOpen aria-hidden className="mt-0.5 size-4 shrink-0" />
            Owners who find you in the directory can invite you to bid; invitations show here.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {invitations.data.items.map((invitation) => {
              const canBid = !invitation.hasBid && isOpenForBids(invitation.project.status);
              return (
                <li key={invitation.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                  <Link
                    to={`/projects/${invitation.project.id}${canBid ? '?apply=1' : ''}`}
                    className="block font-medium break-words hover:text-primary hover:underline"
                  >
                    {invitation.project.name}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    From {invitation.ownerUsername} · {formatDate(invitation.createdAt)}
                    {invitation.hasBid ? ' · You bid' : canBid ? '' : ' · Closed'}
                  </p>
                  {invitation.note && (
                    <p className="break-words text-sm text-muted-foreground">“{invitation.note}”</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
