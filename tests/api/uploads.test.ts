/**
 * The uploads module on its own: a minimal app with the real plugin and error handler and one
 * route that reads a multipart form and stores its image, as features do.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/server/core/error-handler.js';
import { readMultipart, uploadsPlugin } from '../../src/server/core/uploads/index.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-uploads-'));
const app = Fastify();
registerErrorHandler(app);
await app.register(uploadsPlugin, { dataDir });
app.post('/upload', async (request) => {
  const { fields, file } = await readMultipart(request, {
    fileField: 'image',
    fields: { title: 100, note: 100 },
  });
  const stored = file ? await app.uploads.storeImage(file.data, 'screenshot') : null;
  return { fields, filename: file?.filename ?? null, stored };
});
await app.ready();
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadsRoot = path.join(dataDir, 'uploads');
const storedFiles = () =>
  readdirSync(uploadsRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

async function multipart(parts: Record<string, string | { data: Buffer; filename: string }[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      for (const file of value)
        form.append(name, new Blob([new Uint8Array(file.data)]), file.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const upload = async (parts: Parameters<typeof multipart>[0]) =>
  app.inject({ method: 'POST', url: '/upload', ...(await multipart(parts)) });

const pngWithMetadata = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner-name' } } })
    .toBuffer();

describe('uploads', () => {
  it('stores a PNG re-encoded without metadata, plus a thumbnail, served with long caching', async () => {
    const original = await pngWithMetadata();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload({
      title: 'hello',
      image: [{ data: original, filename: 'a.png' }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields).toEqual({ title: 'hello' });
    expect(body.filename).toBe('a.png');
    expect(body.stored.url).toMatch(/^\/uploads\/screenshots\/[0-9a-f-]+\.png$/);
    expect(body.stored.thumbnailUrl).toMatch(/^\/uploads\/screenshots\/[0-9a-f-]+-thumb\.webp$/);

    const served = await app.inject({ method: 'GET', url: body.stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-owner-name')).toBe(false);

    const thumb = await app.inject({ method: 'GET', url: body.stored.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('accepts JPEG, GIF and WebP by their bytes, whatever the file name says', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } });
    for (const [format, data] of [
      ['jpg', await base.clone().jpeg().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
    ] as const) {
      const response = await upload({ image: [{ data, filename: 'picture.txt' }] });
      expect(response.statusCode, format).toBe(200);
      expect(response.json().stored.url).toMatch(new RegExp(`\\.${format}$`));
    }
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await upload({
      image: [{ data: Buffer.from('just some text, not an image'), filename: 'evil.png' }],
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('File type must be PNG, JPEG, GIF or WebP');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses an SVG (script-capable) even when named .png', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await upload({ image: [{ data: svg, filename: 'x.png' }] });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a 6 MB image with 413 and stores nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([await pngWithMetadata(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await upload({ image: [{ data: big, filename: 'big.png' }] });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File is larger than 5242880 bytes');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses more than one file with 400 Too many files', async () => {
    const png = await pngWithMetadata();
    const response = await upload({
      image: [
        { data: png, filename: 'a.png' },
        { data: png, filename: 'b.png' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Too many files');
  });

  it('refuses a truncated image with a readable message and stores nothing', async () => {
    const before = storedFiles().length;
    const png = await pngWithMetadata();
    const response = await upload({ image: [{ data: png.subarray(0, 60), filename: 'cut.png' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The image could not be read');
    expect(storedFiles()).toHaveLength(before);
  });

  it('treats a form without a file (or with an empty file input) as no file', async () => {
    const response = await upload({ note: 'x', image: [{ data: Buffer.alloc(0), filename: '' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fields: { note: 'x' }, stored: null });
  });

  it('does not serve paths outside the uploads directory', async () => {
    const response = await app.inject({ method: 'GET', url: '/uploads/../session-secret' });
    expect(response.statusCode).toBe(404);
  });
});
