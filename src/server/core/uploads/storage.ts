/**
 * Where uploaded files live. The app only talks to `UploadStorage`, so a deployment can swap the
 * local directory for an object store without touching the features that upload.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface UploadStorage {
  /** Stores `data` under `key` (a relative path such as `screenshots/<uuid>.png`); returns its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes what `put` stored under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The bytes stored under `key`, or null when there are none (a user's data export). */
  read(key: string): Promise<Buffer | null>;
  /** The key behind a URL this storage returned, or null when the URL is not one of its own. */
  keyOf(url: string): string | null;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

/** A key `storeImage` makes (`folder/name.ext`): nothing that could climb out of its place. */
export const isSafeKey = (key: string) => SAFE_KEY.test(key);

/** Files in a directory (by default DATA_DIR/uploads), served by the app under `publicPrefix`. */
export class LocalDirectoryStorage implements UploadStorage {
  constructor(
    readonly root: string,
    readonly publicPrefix = '/uploads',
  ) {}

  async put(key: string, data: Buffer, _contentType: string): Promise<string> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': keys are random, so an existing file means a bug, never something to overwrite.
    await writeFile(file, data, { flag: 'wx' });
    return `${this.publicPrefix}/${key}`;
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.resolve(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  keyOf(url: string): string | null {
    const prefix = `${this.publicPrefix}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return isSafeKey(key) ? key : null;
  }

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }
}
