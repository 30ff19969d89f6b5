import { LIMITS } from '@shared/constants.js';
import { UPLOAD_MESSAGES } from '@shared/contract/uploads-rules.js';

/** Upload limits, in the units and words of the spec (section 5 and 9), shared with the web. */
export const MAX_UPLOAD_BYTES = LIMITS.uploadMaxBytes;
export const TOO_LARGE_MESSAGE = UPLOAD_MESSAGES.tooLarge;
export const TOO_MANY_FILES_MESSAGE = UPLOAD_MESSAGES.tooMany;
export const WRONG_TYPE_MESSAGE = UPLOAD_MESSAGES.wrongType;
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read';
/** Decompression bombs: a 5 MB file may still claim billions of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored images are scaled down to fit this box; thumbnails for cards to the smaller one. */
export const IMAGE_MAX_SIDE = 1920;
export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_HEIGHT = 320;
