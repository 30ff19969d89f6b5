import { LIMITS } from '../constants.js';

/** Image types the server accepts; it checks the bytes, the browser checks the declared type first. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Upload rejection messages (spec sections 5 and 8), the same words in the browser and the API. */
export const UPLOAD_MESSAGES = {
  wrongType: 'File type must be PNG, JPEG, GIF or WebP',
  tooLarge: `File is larger than ${LIMITS.uploadMaxBytes} bytes`,
  tooMany: 'Too many files',
  failed: 'File upload failed',
} as const;
