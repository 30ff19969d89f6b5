import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ServerMessage } from '@shared/contract/realtime';
import { ApiError, beforeSessionEnd } from '../api-client';
import { currentUserQuery, replaceCurrentUser } from '../session/current-user';
import { createRealtimeClient, realtimeUrl } from './realtime-client';

/**
 * Holds this tab's socket while a user is signed in (spec section 4): connects when `userId` is
 * set, closes on sign-out or when another user signs in. When the server ends the socket's
 * session, asks the server who is signed in now: nobody drops everything cached (the protected
 * pages then send the visitor to /auth); somebody (signed in again elsewhere) reconnects.
 */
export function useRealtimeConnection(
  userId: number | null,
  onMessage: (message: ServerMessage) => void,
) {
  const queryClient = useQueryClient();
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    const client = createRealtimeClient({
      url: realtimeUrl(window.location),
      userId,
      onMessage: (message) => handler.current(message),
      onSessionLost: () => {
        void queryClient
          .fetchQuery({ ...currentUserQuery, staleTime: 0 })
          .then((user) => {
            if (!active) return;
            if (user) setGeneration((value) => value + 1);
            else replaceCurrentUser(queryClient, null);
          })
          .catch((error: unknown) => {
            // This tab is signing out (the sign-out drops the user), or the server cannot say
            // right now: then try the socket again, with its back-off.
            if (error instanceof ApiError && error.code === 'unauthenticated') return;
            if (active) setGeneration((value) => value + 1);
          });
      },
    });
    // Signing out waits for a handshake on its way, which the ended session would see refused;
    // while it is on its way, no socket starts (the session's user is still cached until then).
    const forget = beforeSessionEnd(() => client.stop());
    if (!forget) return;
    client.start();
    return () => {
      active = false;
      forget();
      void client.stop();
    };
  }, [userId, generation, queryClient]);
}
