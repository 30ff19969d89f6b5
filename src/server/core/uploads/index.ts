/**
 * The uploads module, one for the whole app (screenshots, avatars). Registers multipart parsing
 * with the spec's limits (each route declares its form's fields: read-multipart.ts), decorates
 * `app.uploads`, and serves stored files under /uploads with long-lived cache headers (names are
 * random and never rewritten, so they are immutable).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from './read-multipart.js';
import type { S3Config } from '../../config.js';
import { S3Storage } from './s3-storage.js';
import { LocalDirectoryStorage, type UploadStorage } from './storage.js';
import { deleteImage, storeImage, type ImageKind, type StoredImage } from './store-image.js';

export {
  readMultipart,
  isMultipart,
  jsonListFieldBytes,
  textFieldBytes,
  type MultipartContent,
  type MultipartForm,
} from './read-multipart.js';
export { LocalDirectoryStorage, type UploadStorage } from './storage.js';
export { S3Storage } from './s3-storage.js';
export type { ImageKind, StoredImage } from './store-image.js';
export * from './limits.js';

export interface Uploads {
  storage: UploadStorage;
  /** Checks the bytes, re-encodes without metadata, stores image and thumbnail (413/415/400 otherwise). */
  storeImage(data: Buffer, kind: ImageKind): Promise<StoredImage>;
  /** Removes a stored image and its thumbnail, e.g. when the change that uploaded it fails. */
  deleteImage(image: StoredImage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

export interface UploadsOptions {
  /** DATA_DIR: files go to DATA_DIR/uploads unless a bucket or another storage is given. */
  dataDir: string;
  /** S3_BUCKET and its settings: files go to that object store. */
  s3?: S3Config;
  storage?: UploadStorage;
}

export const uploadsPlugin = fp(
  async (app, options: UploadsOptions) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    const root = path.join(options.dataDir, 'uploads');
    const storage =
      options.storage ?? (options.s3 ? new S3Storage(options.s3) : new LocalDirectoryStorage(root));
    if (storage instanceof S3Storage) app.addHook('onClose', async () => storage.close());
    app.decorate('uploads', {
      storage,
      storeImage: (data: Buffer, kind: ImageKind) => storeImage(storage, data, kind),
      deleteImage: (image: StoredImage) => deleteImage(storage, image),
    });

    if (storage instanceof LocalDirectoryStorage) {
      mkdirSync(storage.root, { recursive: true });
      await app.register(fastifyStatic, {
        root: storage.root,
        prefix: `${storage.publicPrefix}/`,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        setHeaders(res) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
          res.header('x-content-type-options', 'nosniff');
        },
      });
    }
  },
  { name: 'uploads' },
);
