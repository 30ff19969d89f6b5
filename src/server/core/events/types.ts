/**
 * What the marketplace announces: an event of src/shared/events.ts (its type and data), who it
 * concerns, and the notifications it leaves. Events never leave the servers: sockets get
 * `ServerMessage`s. Features add their event types in src/shared/events.ts; the subscribers
 * registered at the end of buildApp (src/server/app.ts) decide what each instance does with them.
 */
import type { NotificationType } from '@shared/constants.js';
import type { EventData, EventType } from '@shared/events.js';

export type { EventData, EventType };

/** A notification to store with the event (decisions.md, Conversations and notifications). */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  content: string;
  relatedId?: number | null;
}

/** What a feature hands to `emit`. */
export type AppEvent = {
  [T in EventType]: {
    type: T;
    data: EventData[T];
    /** Users whose open screens this concerns (their sockets are told to refresh). */
    audience?: number[];
    notify?: NewNotification[];
  };
}[EventType];

/** A notification as it was stored, as it travels with its event. */
export interface StoredNotification extends Required<NewNotification> {
  id: number;
  isRead: boolean;
  createdAt: string;
}

/** An event after its transaction committed, as every instance's subscribers receive it. */
export type PublishedEvent = {
  [T in EventType]: {
    id: number;
    /** When it was stored (the commit follows within the transaction). */
    at: string;
    type: T;
    data: EventData[T];
    audience: number[];
    notifications: StoredNotification[];
  };
}[EventType];

/** The NOTIFY channel every instance listens on. */
export const EVENTS_CHANNEL = 'finishline_events';
