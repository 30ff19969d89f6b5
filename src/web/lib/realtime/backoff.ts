import { REALTIME_RECONNECT } from '@shared/constants';

/**
 * How long to wait before reconnect attempt number `attempt` (0 for the first after a close):
 * 1 s, growing by 1.5 each time, never more than 30 s (spec sections 4 and 9). The count starts
 * again when a connection opens.
 */
export function reconnectDelay(attempt: number, rule = REALTIME_RECONNECT): number {
  return Math.min(rule.maxMs, rule.baseMs * rule.factor ** attempt);
}
