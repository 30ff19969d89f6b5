/**
 * Turns uploaded bytes into a stored image and a thumbnail. The type comes from the bytes; the
 * image is decoded and re-encoded, which drops EXIF/GPS and any payload hidden after the image.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AppError, badRequest } from '../errors.js';
import { detectImageType, type ImageType } from './image-type.js';
import {
  IMAGE_MAX_SIDE,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  TOO_LARGE_MESSAGE,
  UNREADABLE_IMAGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
} from './limits.js';
import type { UploadStorage } from './storage.js';

export type ImageKind = 'screenshot' | 'avatar';

export interface StoredImage {
  url: string;
  thumbnailUrl: string;
}

const CONTENT_TYPE: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const EXTENSION: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' };

export async function storeImage(
  storage: UploadStorage,
  data: Buffer,
  kind: ImageKind,
): Promise<StoredImage> {
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError('too_large', TOO_LARGE_MESSAGE);
  const type = detectImageType(data);
  if (!type) throw new AppError('unsupported_media_type', WRONG_TYPE_MESSAGE);

  let main: Buffer;
  let thumbnail: Buffer;
  try {
    [main, thumbnail] = await Promise.all([reencode(data, type), makeThumbnail(data)]);
  } catch {
    // Right signature, broken or hostile content (truncated, too many pixels): nothing is stored.
    throw badRequest(UNREADABLE_IMAGE_MESSAGE, { image: [UNREADABLE_IMAGE_MESSAGE] });
  }

  const id = randomUUID();
  const folder = `${kind}s`;
  const mainKey = `${folder}/${id}.${EXTENSION[type]}`;
  const thumbKey = `${folder}/${id}-thumb.webp`;
  const url = await storage.put(mainKey, main, CONTENT_TYPE[type]);
  try {
    const thumbnailUrl = await storage.put(thumbKey, thumbnail, 'image/webp');
    return { url, thumbnailUrl };
  } catch (error) {
    await storage.delete(mainKey);
    throw error;
  }
}

/** Removes both files of a stored image (used when the change that needed it is refused). */
export async function deleteImage(storage: UploadStorage, image: StoredImage): Promise<void> {
  for (const url of [image.url, image.thumbnailUrl]) {
    const key = storage.keyOf(url);
    if (key) await storage.delete(key);
  }
}

function open(data: Buffer, animated: boolean) {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' })
    .rotate() // apply EXIF orientation before the metadata is dropped
    .resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
}

async function reencode(data: Buffer, type: ImageType): Promise<Buffer> {
  // sharp writes no metadata unless asked (keepMetadata/withMetadata), so EXIF, GPS and XMP go.
  const animated = type === 'gif' || type === 'webp';
  const image = open(data, animated);
  switch (type) {
    case 'png':
      return image.png().toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
  }
}

async function makeThumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover', position: 'top' })
    .webp({ quality: 80 })
    .toBuffer();
}
