/**
 * Uploads through an S3-compatible object store (issue 9, item 7): a local S3 server
 * (tests/setup/s3-server.ts, which speaks the S3 REST protocol and checks SigV4 signatures) runs
 * in this test; the real app, configured with S3_BUCKET, stores avatars and screenshots there
 * through the AWS SDK.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/server/core/uploads/index.js';
import { S3_TEST_CREDENTIALS, startS3Server } from '../setup/s3-server.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const BUCKET = 'finishline-test';
const s3 = await startS3Server(BUCKET);
afterAll(() => s3.close());
const { endpoint } = s3;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-s3-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, signUp } = await createTestApp({
  config: {
    dataDir,
    s3: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      credentials: S3_TEST_CREDENTIALS,
      publicUrl: `${endpoint}/${BUCKET}`,
    },
  },
});

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function uploadAvatar(me: TestUser, image: Buffer) {
  const form = new FormData();
  form.append('bio', 'Stored in a bucket');
  form.append('avatar', new Blob([new Uint8Array(image)]), 'me.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'PATCH',
    url: `/api/users/${me.user.id}/profile`,
    headers: { cookie: me.cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('uploads in an S3-compatible object store', () => {
  it('stores an avatar in the bucket and serves it from there, not from DATA_DIR', async () => {
    expect(app.uploads.storage).toBeInstanceOf(S3Storage);
    const me = await signUp({ role: 'developer' });
    const response = await uploadAvatar(me, await png('#3366cc'));
    expect(response.statusCode).toBe(200);
    const avatarUrl: string = response.json().avatarUrl;
    expect(avatarUrl).toMatch(new RegExp(`^${endpoint}/${BUCKET}/avatars/[a-z0-9-]+\\.png$`));

    const stored = await fetch(avatarUrl);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('png');

    // Nothing on the local disk, and the app serves no /uploads of its own.
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    const key = avatarUrl.slice(`${endpoint}/${BUCKET}/`.length);
    expect((await app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    // Pages may show images from the bucket.
    expect(response.headers['content-security-policy']).toContain(`img-src 'self'`);
    expect(String(response.headers['content-security-policy'])).toContain(endpoint);
  });

  it('removes the replaced avatar from the bucket', async () => {
    const me = await signUp({ role: 'developer' });
    const first: string = (await uploadAvatar(me, await png('#cc3366'))).json().avatarUrl;
    const second: string = (await uploadAvatar(me, await png('#33cc66'))).json().avatarUrl;
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
  });

  it('stores a project screenshot and its thumbnail', async () => {
    const owner = await signUp({ role: 'creator' });
    const form = new FormData();
    form.append(
      'projectData',
      JSON.stringify({
        name: 'Bucketed project',
        description:
          'A project whose screenshot lives in an S3-compatible bucket rather than on a local disk.',
        techStack: ['TypeScript'],
        codeLink: 'https://github.com/example/bucketed',
        submitterId: owner.user.id,
      }),
    );
    form.append('image', new Blob([new Uint8Array(await png('#999933'))]), 'shot.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: owner.cookie, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { imageUrl, thumbnailUrl } = response.json();
    for (const url of [imageUrl, thumbnailUrl]) {
      expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/screenshots/`));
      expect((await fetch(url)).status).toBe(200);
    }
  });

  it('signs its requests: a wrong secret or an unknown key is refused by the server', async () => {
    const storageWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
      new S3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        credentials,
        publicUrl: `${endpoint}/${BUCKET}`,
      });
    // The server recomputes the SigV4 signature with its secret: the right key signed with
    // another secret does not match.
    const wrongSecret = storageWith({ ...S3_TEST_CREDENTIALS, secretAccessKey: 'not-the-secret' });
    await expect(
      wrongSecret.put('avatars/forged.png', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow(/signature we calculated does not match/);
    wrongSecret.close();
    const unknownKey = storageWith({ accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' });
    await expect(
      unknownKey.put('avatars/forged.png', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow(/Access Key Id you provided does not exist/);
    unknownKey.close();
    expect((await fetch(`${endpoint}/${BUCKET}/avatars/forged.png`)).status).toBe(404);
  });
});
