import { reminderLeadMs } from '@shared/contract/disputes-rules.js';

/** The standing proposal's deadline and reminder time, from `now` and the response window. */
export function deadlineFrom(now: Date, responseMs: number) {
  const deadline = new Date(now.getTime() + responseMs);
  return {
    deadline,
    remindAt: new Date(deadline.getTime() - reminderLeadMs(responseMs)),
    reminderSentAt: null,
  };
}
