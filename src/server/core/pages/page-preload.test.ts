import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, SIGNED_IN_MODULES } from './page-preload';

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

  it('name, for signed-in users, modules the web app loads lazily', () => {
    // Every dynamic import under src/web, as a path under src/web.
    const lazy = new Set<string>();
    for (const file of readdirSync('src/web', { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join('src/web', file), 'utf8');
      for (const [, specifier] of source.matchAll(/import\('([^']+)'\)/g)) {
        lazy.add(
          specifier!.startsWith('@web/')
            ? specifier!.slice('@web/'.length)
            : path.join(path.dirname(file), specifier!),
        );
      }
    }
    const notLazy = SIGNED_IN_MODULES.filter((module) => !lazy.has(module.replace(/\.tsx$/, '')));
    expect(notLazy).toEqual([]);
  });
});
