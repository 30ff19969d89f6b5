/**
 * `npm run bench:bundle`
 *
 * The JavaScript each main page needs before it answers input: the app's entry and what the
 * page's HTML preloads (src/server/core/pages/page-preload.ts), for a visitor and as drawn for a
 * signed-in user (who also gets the socket's code), measured as the browser receives it (the
 * build's brotli files). Code a page loads later, on use (a dialog, a tab, a form's
 * validation), is not counted. Builds when the build is stale; prints a Markdown table for
 * docs/benchmarks.md and exits 1 when a page is over the budget (issue 13: 150 KB).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ensureBuild } from '../build/ensure-build.mjs';
import {
  closure,
  closureOf,
  PAGE_MODULES,
  SIGNED_IN_MODULES,
  type ManifestChunk,
} from '../../src/server/core/pages/page-preload.js';

const BUDGET_KB = 150;
const webDir = path.resolve('dist/web');

ensureBuild();
const manifest = JSON.parse(
  readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('the manifest has no entry');
const entryFiles = closure(manifest, entry);
const unknown = SIGNED_IN_MODULES.find((module) => !manifest[module]);
if (unknown) throw new Error(`the manifest does not know ${unknown}`);
const signedInFiles = closureOf(manifest, SIGNED_IN_MODULES);

const rows: string[] = [];
let over = 0;
for (const [pattern, module] of PAGE_MODULES) {
  const page = manifest[module];
  if (!page) throw new Error(`the manifest does not know ${module}`);
  const initial = new Set([...entryFiles, ...closure(manifest, page)]);
  const initialKb = kb(initial);
  const signedInKb = kb(new Set([...initial, ...signedInFiles]));
  if (Math.max(initialKb, signedInKb) > BUDGET_KB) over += 1;
  const largest = [...initial]
    .filter((file) => !entryFiles.includes(file))
    .sort((a, b) => brotliKb(b) - brotliKb(a))
    .slice(0, 4)
    .map(
      (file) => `${path.basename(file).replace(/-[\w-]{8}\.js$/, '')} ${brotliKb(file).toFixed(1)}`,
    )
    .join(', ');
  rows.push(
    `| ${pageName(pattern)} | ${initialKb.toFixed(1)} | ${signedInKb.toFixed(1)} | ` +
      `${Math.max(initialKb, signedInKb) <= BUDGET_KB ? 'yes' : '**no**'} | ` +
      `${initial.size} | ${largest || '–'} |`,
  );
}

console.log(
  `\nInitial JavaScript per page, KB of brotli (the entry alone: ${kb(entryFiles).toFixed(1)} KB in ` +
    `${entryFiles.length} files).\n`,
);
console.log(
  `| page | initial JS KB | signed in | ≤ ${BUDGET_KB} | files | the page's largest own files (KB) |`,
);
console.log('| --- | ---: | ---: | --- | ---: | --- |');
for (const row of rows) console.log(row);
process.exitCode = over ? 1 : 0;

/** The page's address as people write it: /projects/{id} for ^\/projects\/\d+\/?$. */
function pageName(pattern: RegExp): string {
  return (
    pattern.source
      .replace(/^\^|\\\/\?\$$|\$$/g, '')
      .replace(/\\\//g, '/')
      .replace('[^/]+', '{username}')
      .replace('\\d+', '{id}') || '/'
  );
}

function kb(files: Iterable<string>) {
  return [...files].reduce((sum, file) => sum + brotliKb(file), 0);
}

/** The file as served: its .br beside it (the build writes one for text files of 1 KB and up). */
function brotliKb(file: string): number {
  const full = path.join(webDir, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size / 1024;
  return brotliCompressSync(readFileSync(full)).length / 1024;
}
