import { Mail, Share2 } from 'lucide-react';
import type { CurrentUser } from '@shared/contract/auth';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';

export const publicProfileUrl = (username: string) =>
  `${window.location.origin}/developers/${encodeURIComponent(username)}`;

/** Avatar, username, role badge and email; developers can share their public profile. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const share = async () => {
    const url = publicProfileUrl(user.username);
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Profile link copied');
    } catch {
      toast.error('Could not copy the link', { description: url });
    }
  };
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
      <Avatar src={user.avatarUrl} name={user.username} className="size-20 text-2xl sm:size-24" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="break-all text-2xl font-bold sm:text-3xl">{user.username}</h1>
          <Badge tone={user.role === 'developer' ? 'accent' : 'primary'}>
            {user.role === 'developer' ? 'Developer' : 'Project Submitter'}
          </Badge>
        </div>
        <p className="flex items-center gap-2 break-all text-muted-foreground">
          <Mail aria-hidden className="size-4 shrink-0" /> {user.email}
        </p>
      </div>
      {user.role === 'developer' && (
        <Button variant="secondary" onClick={() => void share()} className="sm:self-start">
          <Share2 aria-hidden /> Share public profile
        </Button>
      )}
    </Card>
  );
}
