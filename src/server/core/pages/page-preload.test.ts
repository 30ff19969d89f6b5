import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-preload';

describe('the pages whose chunks are preloaded', () => {
  it('name the modules the router loads (a page moved elsewhere is neither drawn nor preloaded)', () => {
    const router = readFileSync(path.resolve('src/web/app/router.tsx'), 'utf8');
    const loaded = new Set(
      [...router.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) =>
        specifier!.replace(/^@web\//, '').replace(/^\.\//, 'app/'),
      ),
    );
    const notLoaded = PAGE_MODULES.map(([, module]) => module).filter(
      (module) => !loaded.has(module.replace(/\.tsx$/, '')),
    );
    expect(notLoaded).toEqual([]);
  });
});
