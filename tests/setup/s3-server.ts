/**
 * A local S3-compatible server for tests: @20minutes/s3rver (the maintained fork of s3rver), which
 * speaks the S3 REST protocol the AWS SDK uses over path-style URLs, keeps objects in a folder of
 * its own, and checks each request's SigV4 signature against its one account's secret.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's built-in account: a request signed with any other key or secret is refused. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket: string): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'finishline-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
