import { useEffect } from 'react';

/**
 * Conversation threads shown in this tab right now. A new message in one of them needs no toast:
 * the conversation shows it and its live region announces it.
 */
const openThreads = new Map<number, number>();

export function isThreadOpen(threadId: number): boolean {
  return (openThreads.get(threadId) ?? 0) > 0 && document.visibilityState === 'visible';
}

/** Marks the thread as open while the calling component shows it. */
export function useOpenThread(threadId: number | null) {
  useEffect(() => {
    if (threadId === null) return;
    openThreads.set(threadId, (openThreads.get(threadId) ?? 0) + 1);
    return () => {
      const left = (openThreads.get(threadId) ?? 1) - 1;
      if (left > 0) openThreads.set(threadId, left);
      else openThreads.delete(threadId);
    };
  }, [threadId]);
}
