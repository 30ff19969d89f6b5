/**
 * Publishing a build next to a running server: at every step the served folder has an
 * index.html whose assets all exist, and a page loaded before the deploy keeps its assets.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listFiles, MANIFEST, publish } from '../../scripts/build/publish.mjs';
import { assetsOf, servedPage, stageWebBuild } from './web-build-fixture.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publish', () => {
  it('never leaves the served folder without index.html or an asset it names', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'finishline-publish-'));
    const target = path.join(root, 'web');
    publish(stageWebBuild(root, 'a'), target, { last: ['index.html'] });

    const steps: string[] = [];
    publish(stageWebBuild(root, 'b'), target, {
      last: ['index.html'],
      onStep(step) {
        steps.push(step);
        for (const file of servedPage(target)) {
          expect(existsSync(path.join(target, file)), `${file} after "${step}"`).toBe(true);
        }
        // A tab opened before this deploy still loads its lazy chunks.
        for (const file of assetsOf('a')) {
          expect(existsSync(path.join(target, file)), `${file} after "${step}"`).toBe(true);
        }
      },
    });

    expect(steps.filter((step) => step.startsWith('published')).at(-1)).toBe(
      'published index.html',
    );
    expect(servedPage(target)).toContain('assets/entry-b.js');
  });

  it('keeps the previous build and prunes the ones before it', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'finishline-publish-'));
    const target = path.join(root, 'web');
    for (const name of ['a', 'b', 'c']) {
      publish(stageWebBuild(root, name), target, { last: ['index.html'] });
    }

    const files = listFiles(target);
    for (const file of assetsOf('a')) expect(files).not.toContain(file);
    for (const file of [...assetsOf('b'), ...assetsOf('c'), 'assets/vendor.js', 'favicon.svg']) {
      expect(files).toContain(file);
    }
    expect(existsSync(path.join(root, 'staging-c'))).toBe(false);
  });

  it('keeps for one more build what an older build wrote without a manifest', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'finishline-publish-'));
    const target = path.join(root, 'web');
    const legacy = stageWebBuild(root, 'legacy');
    mkdirSync(path.dirname(target), { recursive: true });
    publish(legacy, target);
    rmSync(path.join(target, MANIFEST));

    publish(stageWebBuild(root, 'b'), target, { last: ['index.html'] });
    expect(listFiles(target)).toContain('assets/entry-legacy.js');
    publish(stageWebBuild(root, 'c'), target, { last: ['index.html'] });
    expect(listFiles(target)).not.toContain('assets/entry-legacy.js');
  });
});
