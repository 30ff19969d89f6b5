/** The server's side of the web app: assets with long caching, the app for every page path. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-web-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Finishline</title>');
writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');

const { app } = await createTestApp({ config: { webDistDir: distDir } });
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

  it('never answers an API path with the app', async () => {
    const response = await app.inject({ url: '/api/nothing', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
