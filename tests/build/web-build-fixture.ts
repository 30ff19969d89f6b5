/** A small stand-in for a vite build: index.html naming hashed assets, as `publish` receives it. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes build `name` under `parent`: its own entry, page and CSS, plus a chunk every build shares. */
export function stageWebBuild(parent: string, name: string): string {
  const dir = path.join(parent, `staging-${name}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>build ${name}</title>` +
      `<script type="module" src="/assets/entry-${name}.js"></script>` +
      `<link rel="stylesheet" href="/assets/app-${name}.css">` +
      `<link rel="modulepreload" href="/assets/vendor.js">`,
  );
  writeFileSync(path.join(dir, 'assets', `entry-${name}.js`), `import './page-${name}.js';`);
  writeFileSync(path.join(dir, 'assets', `page-${name}.js`), `export const page = '${name}';`);
  writeFileSync(path.join(dir, 'assets', `app-${name}.css`), 'body {}');
  writeFileSync(path.join(dir, 'assets', 'vendor.js'), 'export {};');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

/** The files build `name` has besides index.html, vendor.js and the favicon. */
export const assetsOf = (name: string) => [
  `assets/entry-${name}.js`,
  `assets/page-${name}.js`,
  `assets/app-${name}.css`,
];

/** What index.html names, as URL paths without the leading slash. */
export function referencedBy(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!);
}

/** What a browser loading the page from `target` now would fetch: index.html and what it names. */
export function servedPage(target: string): string[] {
  return ['index.html', ...referencedBy(readFileSync(path.join(target, 'index.html'), 'utf8'))];
}
