/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …) when S3_BUCKET is
 * set, so several app instances share one set of files. Objects are written with their type
 * and long-lived caching (keys are random and never rewritten); browsers read them from the
 * bucket's public address (or S3_PUBLIC_URL, e.g. a CDN), not through the app.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { isSafeKey, type UploadStorage } from './storage.js';

export class S3Storage implements UploadStorage {
  readonly client: S3Client;
  readonly bucket: string;
  /** Stored files are at `${publicUrl}/${key}`. */
  readonly publicUrl: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      credentials: config.credentials,
      // S3-compatible servers are addressed by path (host/bucket/key); AWS itself by host name.
      forcePathStyle: Boolean(config.endpoint),
    });
    this.publicUrl = config.publicUrl;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    this.checkKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${this.publicUrl}/${key}`;
  }

  async delete(key: string): Promise<void> {
    this.checkKey(key);
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async read(key: string): Promise<Buffer | null> {
    this.checkKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  keyOf(url: string): string | null {
    const prefix = `${this.publicUrl}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return isSafeKey(key) ? key : null;
  }

  close(): void {
    this.client.destroy();
  }

  private checkKey(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  }
}
