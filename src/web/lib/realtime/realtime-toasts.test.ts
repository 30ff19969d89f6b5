import { describe, expect, it } from 'vitest';
import type { Message } from '@shared/contract/conversations';
import type { Notification } from '@shared/contract/notifications';
import type { ServerMessage } from '@shared/contract/realtime';
import { createRealtimeToasts, type RealtimeToast } from './realtime-toasts';

const ME = 7;
const OTHER = 8;

function setup({ openThreads = [] as number[] } = {}) {
  const shown: RealtimeToast[] = [];
  const timers = new Set<{ run: () => void }>();
  const toasts = createRealtimeToasts({
    viewerId: ME,
    show: (toast) => shown.push(toast),
    isThreadOpen: (id) => openThreads.includes(id),
    timers: {
      set: (run) => {
        const timer = { run };
        timers.add(timer);
        return timer;
      },
      clear: (handle) => timers.delete(handle as { run: () => void }),
    },
  });
  /** Lets every pending grace period end. */
  const elapse = () => {
    for (const timer of [...timers]) {
      timers.delete(timer);
      timer.run();
    }
  };
  return { toasts, shown, elapse, pending: () => timers.size };
}

const message = (over: Partial<Message> = {}): Message => ({
  id: 41,
  threadId: 3,
  senderId: OTHER,
  senderUsername: 'maya',
  content: 'Can you start Monday?',
  attachments: [],
  readAt: null,
  createdAt: '2025-03-10T12:00:00.000Z',
  ...over,
});

const newMessage = (over: Partial<Message> = {}, title = 'General'): ServerMessage => ({
  type: 'new_message',
  channelId: 5,
  thread: { id: 3, title },
  message: message(over),
});

const notification = (over: Partial<Notification>): ServerMessage => ({
  type: 'notification',
  notification: {
    id: 90,
    userId: ME,
    type: 'notification',
    title: 'Hello',
    content: 'From the test panel',
    relatedId: null,
    isRead: false,
    createdAt: '2025-03-10T12:00:00.000Z',
    ...over,
  },
});

describe('real-time toasts', () => {
  it("raises 'New Message' with the thread's title, or 'New message' without one", () => {
    const { toasts, shown } = setup();
    toasts.handle(newMessage());
    toasts.handle(newMessage({ id: 42 }, ''));
    expect(shown).toEqual([
      {
        title: 'New Message',
        description: 'New message in thread: General',
        target: '/channels/5?thread=3',
      },
      {
        title: 'New Message',
        description: 'New message in thread: New message',
        target: '/channels/5?thread=3',
      },
    ]);
  });

  it('stays quiet for my own messages and for a thread I am looking at', () => {
    const { toasts, shown } = setup({ openThreads: [3] });
    toasts.handle(newMessage({ senderId: ME }));
    toasts.handle(newMessage());
    expect(shown).toEqual([]);
  });

  it('shows a message once: the notification that comes with the push is dropped', () => {
    const { toasts, shown, elapse, pending } = setup();
    toasts.handle(notification({ type: 'message', relatedId: 41, title: 'New message from maya' }));
    toasts.handle(newMessage());
    expect(pending()).toBe(0);
    elapse();
    expect(shown.map((toast) => toast.title)).toEqual(['New Message']);
  });

  it('drops the notification even when its push came first', () => {
    const { toasts, shown, elapse } = setup();
    toasts.handle(newMessage());
    toasts.handle(notification({ type: 'message', relatedId: 41 }));
    elapse();
    expect(shown.map((toast) => toast.title)).toEqual(['New Message']);
  });

  it('shows a message notification that no push follows (the test panel) after the grace period', () => {
    const { toasts, shown, elapse } = setup();
    toasts.handle(notification({ type: 'message', relatedId: 999, title: 'Typed by hand' }));
    expect(shown).toEqual([]);
    elapse();
    expect(shown).toEqual([
      {
        title: 'Typed by hand',
        description: 'From the test panel',
        target: '/messages?messageId=999',
      },
    ]);
  });

  it('shows other notifications at once, leading where spec section 9 routes them', () => {
    const { toasts, shown } = setup();
    toasts.handle(notification({ type: 'bid', relatedId: 12, title: 'New bid received' }));
    toasts.handle(notification({ type: 'notification' }));
    expect(shown).toEqual([
      {
        title: 'New bid received',
        description: 'From the test panel',
        target: '/projects/12?tab=bids',
      },
      { title: 'Hello', description: 'From the test panel', target: '/' },
    ]);
  });

  it('raises the three milestone toasts, each superseding its notification', () => {
    const { toasts, shown, elapse } = setup();
    const milestone = { id: 1, projectId: 12, title: 'Checkout flow', status: 'pending' };
    toasts.handle(notification({ type: 'milestone', relatedId: 12 }));
    toasts.handle({ type: 'new_milestone', milestone });
    toasts.handle({ type: 'milestone_completed', milestone });
    toasts.handle({ type: 'milestone_approved', milestone });
    elapse();
    expect(shown.map((toast) => [toast.title, toast.description, toast.target])).toEqual([
      ['New Milestone Added', 'Checkout flow', '/projects/12?tab=milestones'],
      ['Milestone Completed', 'Checkout flow', '/projects/12?tab=milestones'],
      ['Milestone Approved', 'Checkout flow', '/projects/12?tab=milestones'],
    ]);
  });

  it('forgets waiting notifications when disposed (sign-out)', () => {
    const { toasts, shown, elapse, pending } = setup();
    toasts.handle(notification({ type: 'message', relatedId: 999 }));
    toasts.dispose();
    expect(pending()).toBe(0);
    elapse();
    expect(shown).toEqual([]);
  });
});
