/** GET /api/dev/outbox (development only): mail kept instead of sent when SMTP_URL is unset. */
import { z } from 'zod';

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part; null for a mail that has none. */
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
