import { existsSync } from 'node:fs';
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
});
