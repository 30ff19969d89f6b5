/**
 * The WebSocket at /ws (spec sections 4, 7, 8): after sign-in the client sends `auth` with its user
 * id; the server answers `auth_success` only when that id is the session's user, then pushes that
 * user's events. Everything a socket receives is one of `ServerMessage`.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import type { EventType } from '../events.js';
import type { Message } from './conversations.js';
import type { Notification } from './notifications.js';

export const clientMessageSchema = z.object({
  type: z.literal('auth'),
  userId: idSchema,
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export interface MilestonePush {
  id: number;
  projectId: number;
  title: string;
  status: string;
}

export type ServerMessage =
  | { type: 'auth_success'; userId: number }
  | { type: 'auth_error'; message: string }
  | {
      type: 'new_message';
      channelId: number;
      thread: { id: number; title: string };
      message: Message;
    }
  | { type: 'message_read'; channelId: number; threadId: number; messageIds: number[] }
  | { type: 'notification'; notification: Notification }
  | { type: 'new_milestone'; milestone: MilestonePush }
  | { type: 'milestone_completed'; milestone: MilestonePush }
  | { type: 'milestone_approved'; milestone: MilestonePush }
  /** Something the user has open changed (a bid arrived, a project moved): refetch it. */
  | { type: 'changed'; event: EventType; data: Record<string, unknown> };
