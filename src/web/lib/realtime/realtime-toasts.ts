/**
 * Which toast each pushed socket message raises (spec section 8), decided without React or the
 * toaster so it can be tested alone:
 * - `new_message` from the other participant: 'New Message' / 'New message in thread: {title}'
 *   (default title 'New message'), unless that thread is open on screen (the conversation shows
 *   and announces it);
 * - `notification`: its title and content;
 * - `new_milestone`, `milestone_completed`, `milestone_approved`: 'New Milestone Added',
 *   'Milestone Completed', 'Milestone Approved'.
 *
 * One event can reach a socket twice: a message's recipient gets the stored notification (type
 * `message`) and the `new_message` push, and the server sends the notification first. A push
 * that raises its own toast supersedes the notification that travels with it: such a notification
 * waits `graceMs` for its push and is dropped when the push comes (docs/decisions/realtime-web.md).
 */
import type { NotificationType } from '@shared/constants';
import type { Notification } from '@shared/contract/notifications';
import { notificationTarget } from '@shared/contract/notifications-rules';
import type { MilestonePush, ServerMessage } from '@shared/contract/realtime';

export interface RealtimeToast {
  title: string;
  description: string;
  /** Where 'View' leads. */
  target: string;
}

export const DEFAULT_THREAD_TITLE = 'New message';

export const MILESTONE_TOAST_TITLES = {
  new_milestone: 'New Milestone Added',
  milestone_completed: 'Milestone Completed',
  milestone_approved: 'Milestone Approved',
} as const;

export interface RealtimeToastOptions {
  viewerId: number;
  show: (toast: RealtimeToast) => void;
  /** The conversation thread is open and visible in this tab. */
  isThreadOpen: (threadId: number) => boolean;
  /** How long a notification waits for the push that supersedes it. */
  graceMs?: number;
  timers?: {
    set: (run: () => void, ms: number) => unknown;
    clear: (handle: unknown) => void;
  };
}

/** The push a notification of this type travels with, as a key both can name; null if none. */
function supersedingKey(notification: Notification): string | null {
  if (notification.relatedId === null) return null;
  const kinds: Partial<Record<NotificationType, string>> = {
    message: 'message',
    milestone: 'milestone',
    milestone_completed: 'milestone',
    milestone_approved: 'milestone',
  };
  const kind = kinds[notification.type];
  return kind ? `${kind}:${notification.relatedId}` : null;
}

/** Milestone notifications name the project (spec 9: they open its milestones tab). */
const milestoneKey = (milestone: MilestonePush) => `milestone:${milestone.projectId}`;

export function createRealtimeToasts({
  viewerId,
  show,
  isThreadOpen,
  graceMs = 1000,
  timers = {
    set: (run, ms) => window.setTimeout(run, ms),
    clear: (handle) => window.clearTimeout(handle as number),
  },
}: RealtimeToastOptions) {
  /** Notifications waiting for their push. */
  const waiting = new Map<string, unknown>();
  /** Pushes seen in the last `graceMs`, should a notification ever come after its push. */
  const pushed = new Map<string, unknown>();

  /** A push with its own toast arrived (shown or not): its notification must not toast. */
  const supersede = (key: string) => {
    const timer = waiting.get(key);
    if (timer !== undefined) {
      timers.clear(timer);
      waiting.delete(key);
      return;
    }
    if (pushed.has(key)) timers.clear(pushed.get(key));
    pushed.set(
      key,
      timers.set(() => pushed.delete(key), graceMs),
    );
  };

  const milestone = (type: keyof typeof MILESTONE_TOAST_TITLES, push: MilestonePush) => {
    supersede(milestoneKey(push));
    show({
      title: MILESTONE_TOAST_TITLES[type],
      description: push.title,
      target: `/projects/${push.projectId}?tab=milestones`,
    });
  };

  return {
    handle(message: ServerMessage) {
      switch (message.type) {
        case 'new_message': {
          supersede(`message:${message.message.id}`);
          if (message.message.senderId === viewerId || isThreadOpen(message.thread.id)) return;
          show({
            title: 'New Message',
            description: `New message in thread: ${message.thread.title || DEFAULT_THREAD_TITLE}`,
            target: `/channels/${message.channelId}?thread=${message.thread.id}`,
          });
          return;
        }
        case 'notification': {
          const { notification } = message;
          const toast = {
            title: notification.title,
            description: notification.content,
            target: notificationTarget(notification),
          };
          const key = supersedingKey(notification);
          if (key === null) return show(toast);
          if (pushed.has(key)) return;
          waiting.set(
            key,
            timers.set(() => {
              waiting.delete(key);
              show(toast);
            }, graceMs),
          );
          return;
        }
        case 'new_milestone':
        case 'milestone_completed':
        case 'milestone_approved':
          return milestone(message.type, message.milestone);
        default:
          return;
      }
    },
    /** Forgets notifications still waiting (sign-out, another user). */
    dispose() {
      for (const timer of [...waiting.values(), ...pushed.values()]) timers.clear(timer);
      waiting.clear();
      pushed.clear();
    },
  };
}
