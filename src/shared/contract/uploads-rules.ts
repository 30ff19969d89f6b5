import { LIMITS } from '../constants.js';

/**
 * Uploads: the contract's plain part (accepted types, messages, the browser's first check),
 * without Zod, like every `*-rules.ts` beside the schemas.
 */

/** Image types the server accepts; it checks the bytes, the browser checks the declared type first. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Upload rejection messages (spec sections 5 and 8), the same words in the browser and the API. */
export const UPLOAD_MESSAGES = {
  wrongType: 'File type must be PNG, JPEG, GIF or WebP',
  tooLarge: `File is larger than ${LIMITS.uploadMaxBytes} bytes`,
  tooMany: 'Too many files',
  failed: 'File upload failed',
} as const;

/** The `accept` of a file input that takes one of these images. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/**
 * Why the browser refuses a chosen or dropped selection before sending it, or null for one image
 * the server will take: the same types, size and words as the server (which also checks the
 * bytes, so a renamed file is still refused there).
 */
export function imageSelectionProblem(
  files: readonly { type: string; size: number }[],
): string | null {
  if (files.length === 0) return UPLOAD_MESSAGES.failed;
  if (files.length > 1) return UPLOAD_MESSAGES.tooMany;
  const file = files[0]!;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return UPLOAD_MESSAGES.wrongType;
  if (file.size > LIMITS.uploadMaxBytes) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
