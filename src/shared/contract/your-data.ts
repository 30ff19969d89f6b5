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

/** GET/POST /api/users/{id}/export: the latest export, and when the next may start. */
export const dataExportStatusSchema = z.object({
  export: z
    .object({
      id: z.number(),
      status: z.enum(['building', 'ready', 'expired']),
      requestedAt: z.string(),
      readyAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      /** Bytes of the archive, once built. */
      size: z.number().nullable(),
      /** Works for the signed-in owner only, until `expiresAt`. */
      downloadUrl: z.string().nullable(),
    })
    .nullable(),
  /** Null when an export may start now (at most one a day). */
  nextExportAt: z.string().nullable(),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;
