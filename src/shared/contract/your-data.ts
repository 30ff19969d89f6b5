import { z } from 'zod';
import { CLOSE_MESSAGES } from './your-data-rules.js';

/** POST /api/users/{id}/close: the password always, the second factor when it is on. */
export const closeAccountSchema = z.object({
  password: z
    .string({ message: CLOSE_MESSAGES.passwordMissing })
    .min(1, { message: CLOSE_MESSAGES.passwordMissing })
    .max(200, { message: CLOSE_MESSAGES.passwordWrong }),
  code: z.string().trim().max(40).optional(),
});
export type CloseAccountInput = z.input<typeof closeAccountSchema>;
