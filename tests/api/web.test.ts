/**
 * The server's side of the web app: assets with long caching, the app for every page path, text
 * files sent precompressed as the build wrote them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/build/build.mjs';
import { createStripeProvider } from '../../src/server/features/payments/provider/index.js';
import { createTestApp } from '../setup/test-app.js';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-web-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  // As the build writes it: the entry as a module script, and a preload of what it imports.
  '<!doctype html><head><title>Finishline</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
    '<style>body{}</style></head><body></body>',
);
// What vite's manifest says of the entry and of the project page's chunk (page-preload.ts).
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_vendor-1.js'] },
    'app/routes/project-detail-page.tsx': {
      file: 'assets/project-detail-page-1.js',
      isDynamicEntry: true,
      imports: ['_card-1.js', '_vendor-1.js'],
    },
  }),
);
writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
writeFileSync(path.join(distDir, 'assets', 'big-5678.js'), bigScript);
precompress(distDir);

const { app } = await createTestApp({ config: { webDistDir: distDir } });
const production = await createTestApp({ config: { webDistDir: distDir, env: 'production' } });
const { app: withStripe } = await createTestApp({
  config: { webDistDir: distDir },
  paymentProvider: createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }),
});
const html = { accept: 'text/html,application/xhtml+xml' };

describe('web app serving', () => {
  it('serves index.html, never cached, for page paths', async () => {
    for (const url of ['/', '/projects/12', '/no/such/page']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Finishline</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names a main page's own code in its HTML, so it downloads beside the entry", async () => {
    const page = await app.inject({ url: '/projects/12', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toContain('text/html');
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(page.body)?.[1];
    expect(entry).toBe('/assets/index-1.js');
    const preloads = [
      ...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ];
    // The entry's imports, then the page's chunk and what it imports that the entry does not,
    // each once, right after the entry's (before the inlined stylesheet).
    expect(preloads.map((link) => link[1])).toEqual([
      '/assets/vendor-1.js',
      '/assets/card-1.js',
      '/assets/project-detail-page-1.js',
    ]);
    expect(page.body.lastIndexOf('modulepreload')).toBeLessThan(page.body.indexOf('<style>'));
    const br = await app.inject({
      url: '/projects/12',
      headers: { ...html, 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    // The manifest is the server's business, not a browser's.
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    // Any other page: index.html as it is.
    const other = await app.inject({ url: '/my-projects', headers: html });
    expect(other.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(other.body.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('serves the app for a page path with a dot in it (a username like lena.dev)', async () => {
    const response = await app.inject({ url: '/developers/lena.dev', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Finishline</title>');
  });

  it('serves hashed assets with immutable caching, and a JSON 404 for a missing one', async () => {
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/gone-9999.js', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('sends text assets precompressed (brotli, else gzip) to clients that accept it', async () => {
    const br = await app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gzip = await app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await app.inject({ url: '/assets/big-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('says on every page, as sent, that sandbox payments move no real money', async () => {
    const banner =
      '<body><aside class="sandbox-banner" aria-label="Sandbox payments"><p>' +
      '<strong>Sandbox payments:</strong> no real money moves. Use card 4242 4242 4242 4242.' +
      '</p></aside></body>';
    // A main page (with its own code named), any other page, and index.html asked by name.
    for (const url of ['/', '/projects/12', '/my-projects', '/index.html']) {
      const page = await app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(banner);
      const br = await app.inject({ url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain(banner);
      const stripe = await withStripe.inject({ url, headers: html });
      expect(stripe.statusCode, url).toBe(200);
      expect(stripe.body, url).not.toContain('sandbox-banner');
      expect(stripe.body, url).toContain('<body></body>');
    }
  });

  it('never answers an API path with the app', async () => {
    const response = await app.inject({ url: '/api/nothing', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('serves the development outbox page outside production only', async () => {
    const shown = await app.inject({ url: '/dev/outbox', headers: html });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<title>Finishline</title>');
    for (const url of ['/dev/outbox', '/Dev/Outbox', '/dev/outbox/', '/dev']) {
      const response = await production.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>');
    }
    // Other pages are still the app in production.
    expect((await production.app.inject({ url: '/developers', headers: html })).statusCode).toBe(
      200,
    );
  });
});
