import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-preload';

describe('the pages whose chunks are preloaded', () => {
  it('name modules that exist (a page moved elsewhere would silently lose its preload)', () => {
    const missing = PAGE_MODULES.map(([, module]) => module).filter(
      (module) => !existsSync(path.resolve('src/web', module)),
    );
    expect(missing).toEqual([]);
  });

  it('name the modules the router loads for those pages (else the page is not drawn at all)', () => {
    // The server draws a page only when its path has a template, found by its module in the
    // build's manifest: a module the router no longer imports has no entry there.
    const router = readFileSync(path.resolve('src/web/app/router.tsx'), 'utf8');
    const notLoaded = PAGE_MODULES.map(([, module]) => module).filter((module) => {
      const name = module.replace(/\.tsx$/, '');
      const specifier = name.startsWith('app/') ? `./${name.slice(4)}` : `@web/${name}`;
      return !router.includes(`import('${specifier}')`);
    });
    expect(notLoaded).toEqual([]);
  });
});
