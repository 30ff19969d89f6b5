import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { isThreadOpen } from '@web/lib/realtime/open-threads';
import { createRealtimeToasts } from '@web/lib/realtime/realtime-toasts';
import { useRealtimeConnection } from '@web/lib/realtime/use-realtime-connection';
import { useCurrentUser } from '@web/lib/session/current-user';
import { createRealtimeRefresher } from './realtime-links';

/**
 * The signed-in user's socket, for the whole app (rendered once, inside the router): every pushed
 * message refreshes what it makes stale (realtime-links.ts) and may raise a toast with a 'View'
 * action (lib/realtime/realtime-toasts.ts). Renders nothing.
 */
export function RealtimeConnection() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handlers = useMemo(
    () =>
      userId === null
        ? null
        : {
            refresher: createRealtimeRefresher(queryClient),
            toasts: createRealtimeToasts({
              viewerId: userId,
              isThreadOpen,
              show: ({ title, description, target }) =>
                toast(title, {
                  description,
                  action: { label: 'View', onClick: () => navigate(target) },
                }),
            }),
          },
    [userId, queryClient, navigate],
  );
  useEffect(
    () => () => {
      handlers?.refresher.dispose();
      handlers?.toasts.dispose();
    },
    [handlers],
  );

  useRealtimeConnection(userId, (message) => {
    handlers?.refresher.add(message);
    handlers?.toasts.handle(message);
  });
  return null;
}
