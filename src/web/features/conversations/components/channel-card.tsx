import { Archive, ArchiveRestore, FolderOpen, MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ChannelSummary } from '@shared/contract/conversations';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { RelativeTime } from '@web/components/ui/relative-time';
import { toastFailure } from '@web/lib/failure-toast';
import { toast } from '@web/lib/toast';
import { formatBadgeCount } from '@web/lib/format';
import { useArchiveChannel } from '../api/archive-channel';

/** Who the viewer is in the conversation and who they talk to (the card's role line). */
export function roleLine(channel: ChannelSummary): string {
  return channel.viewerRole === 'creator'
    ? `You are the project owner · Developer: ${channel.otherParty.username}`
    : `You are the developer · Project owner: ${channel.otherParty.username}`;
}

/**
 * A conversation on /messages and in the dashboard's Messages tab (spec section 2): the project's
 * title, the role line, the unread badge, the latest message with its relative time, View Project
 * and Open Conversation, and Archive (or Unarchive in the Archived tab).
 */
export function ChannelCard({
  channel,
  viewerId,
  conversationPath,
}: {
  channel: ChannelSummary;
  viewerId: number;
  conversationPath: string;
}) {
  const titleId = useId();
  const archive = useArchiveChannel();
  const latest = channel.latestMessage;
  const unread = formatBadgeCount(channel.unreadCount);

  // mutateAsync, not mutate's callbacks: the card leaves this tab's list as soon as the
  // refreshed list arrives, and an unmounted card's callbacks never run.
  const toggleArchive = async () => {
    try {
      const updated = await archive.mutateAsync({
        channelId: channel.id,
        archived: !channel.archived,
      });
      toast.success(updated.archived ? 'Conversation archived' : 'Conversation unarchived', {
        description: updated.archived
          ? 'It is in your Archived tab until either of you writes again.'
          : 'It is back in your conversations.',
      });
    } catch (error) {
      toastFailure(
        channel.archived ? 'Failed to unarchive conversation' : 'Failed to archive conversation',
        error,
      );
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Avatar
          src={channel.otherParty.avatarUrl}
          name={channel.otherParty.username}
          className="hidden sm:inline-flex"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={titleId} className="min-w-0 break-words text-lg font-semibold leading-snug">
              {channel.projectTitle}
            </h3>
            {unread && <Badge tone="primary">{unread} unread</Badge>}
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">{roleLine(channel)}</p>
          {latest ? (
            <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span
                className={
                  channel.unreadCount > 0
                    ? 'line-clamp-2 break-words font-medium'
                    : 'line-clamp-2 break-words text-muted-foreground'
                }
              >
                {latest.senderId === viewerId && <span className="font-semibold">You: </span>}
                {latest.preview}
              </span>
              <RelativeTime iso={latest.createdAt} className="text-xs text-muted-foreground" />
            </p>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{CONVERSATION_MESSAGES.empty}</p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={conversationPath}>
            <MessageSquare aria-hidden /> Open Conversation
          </Link>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/projects/${channel.projectId}`}>
            <FolderOpen aria-hidden /> View Project
          </Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="sm:ml-auto"
          onClick={() => void toggleArchive()}
          disabled={archive.isPending}
        >
          {channel.archived ? (
            <>
              <ArchiveRestore aria-hidden /> Unarchive
            </>
          ) : (
            <>
              <Archive aria-hidden /> Archive
            </>
          )}
        </Button>
      </div>
    </article>
  );
}
