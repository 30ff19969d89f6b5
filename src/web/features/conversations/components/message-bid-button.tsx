import { MessageSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONVERSATION_REDIRECT_MS } from '@shared/constants';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useStartConversation } from '../api/start-conversation';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * 'Message' on a bid (spec sections 2 and 4): starts the bid's conversation, or opens the one that
 * exists, says 'Conversation started' and opens it 800 ms later.
 */
export function MessageBidButton({ bidId }: { bidId: number }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const onClick = () =>
    start.mutate(bidId, {
      onSuccess: (channel) => {
        toast.success(CONVERSATION_MESSAGES.started);
        setLeaving(true);
        timer.current = window.setTimeout(
          () => navigate(`/channels/${channel.id}`),
          CONVERSATION_REDIRECT_MS,
        );
      },
      onError: (error) => toastFailure(CONVERSATION_MESSAGES.startFailed, error),
    });

  return (
    <Button size="sm" variant="secondary" onClick={onClick} disabled={start.isPending || leaving}>
      <MessageSquare aria-hidden /> Message
    </Button>
  );
}
