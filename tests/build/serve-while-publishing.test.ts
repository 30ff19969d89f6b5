/**
 * A running server while a new build is published into the folder it serves: the page it
 * serves names only assets it serves, and a page loaded before the deploy keeps loading its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publish } from '../../scripts/build/publish.mjs';
import { createTestApp } from '../setup/test-app.js';
import { assetsOf, referencedBy, stageWebBuild } from './web-build-fixture.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'finishline-serve-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const target = path.join(root, 'web');
publish(stageWebBuild(root, 'a'), target, { last: ['index.html'] });

const { app } = await createTestApp({ config: { webDistDir: target } });
const page = async () => {
  const response = await app.inject({ url: '/projects', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const status = async (file: string) => (await app.inject({ url: `/${file}` })).statusCode;

describe('serving while a build is published', () => {
  it('serves the new page and every asset it names, and the previous build’s assets', async () => {
    expect(await page()).toContain('build a');
    publish(stageWebBuild(root, 'b'), target, { last: ['index.html'] });

    const html = await page();
    expect(html).toContain('build b');
    for (const file of referencedBy(html)) expect(await status(file), file).toBe(200);
    for (const file of assetsOf('a')) expect(await status(file), file).toBe(200);
  });

  it('answers a JSON 404 for an asset pruned two builds later', async () => {
    publish(stageWebBuild(root, 'c'), target, { last: ['index.html'] });
    const response = await app.inject({ url: `/${assetsOf('a')[0]}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('does not serve the publish manifest', async () => {
    expect(await status('.published.json')).toBe(404);
  });
});
