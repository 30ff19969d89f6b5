import type { Command } from '../../core/domain.js';
import { deleteSessions } from '../../core/sessions.js';

/** 'Sign out of other devices': every session of the acting user but the one asking ends. */
export async function endOtherSessions({
  tx,
  actor,
  input,
}: Command<{ keepSessionId: string | null }>): Promise<number> {
  return deleteSessions(tx, actor.id, input.keepSessionId);
}
