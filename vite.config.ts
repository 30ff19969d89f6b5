import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';

const apiTarget = `http://localhost:${process.env.PORT ?? 5000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineStylesheet(), startAfterFirstPaint()],
  resolve: {
    alias: {
      '@shared': path.resolve('src/shared'),
      '@web': path.resolve('src/web'),
    },
  },
  // The renderer bundles its packages: the web app's packages are dev dependencies, absent from
  // a production install (`npm ci --omit=dev`), and it must draw what the browser hydrates.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // The stylesheet passes through Tailwind's plugin and then Vite's CSS step, and the build's
  // source maps are traced through both: Tailwind writes a map only with `devSourcemap` (in
  // builds too, despite the name), and Vite's step writes one only when it runs a CSS tool,
  // which with lightningcss it always does. Without either, the build warns SOURCEMAP_BROKEN.
  css: { devSourcemap: true, transformer: 'lightningcss' },
  build: isSsrBuild
    ? serverRendererBuild
    : {
        outDir: path.resolve('dist/web'),
        emptyOutDir: true,
        // Maps are written without a reference in the files; the build keeps them out of the
        // served folder (dist/sourcemaps), so production never publishes the source.
        sourcemap: 'hidden',
        // .vite/manifest.json: which files each page module needs (src/server/core/pages/page-preload.ts).
        manifest: true,
        rolldownOptions: {
          // Required by experimentalInlineCommonChunks; the app's entry exports nothing.
          preserveEntrySignatures: false,
          output: {
            // React and the router change far less often than the app: a separate chunk stays
            // cached across deploys and keeps the entry chunk under the 500 kB warning.
            codeSplitting: {
              // Automatic chunks shared by pages but smaller than 8 KB are copied into the chunks
              // that use them instead of each costing a request (~1 KB of headers each, and a slot
              // on one of six connections): the dashboard loads 6 files instead of 29 for 4 KB
              // more script (docs/decisions/performance.md).
              experimentalInlineCommonChunks: { maxSize: 8192 },
              groups: [
                {
                  name: 'react-vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
                // Zod and the contract's schemas load together, on a form's first use
                // (src/web/lib/lazy-zod-resolver.ts), and never with a page: left to itself the
                // bundler merges a schema module with the plain `-rules` module a page imports.
                {
                  name: 'validation',
                  // Only these modules: the plain modules they import stay with the pages.
                  includeDependenciesRecursively: false,
                  test: /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|src[\\/]shared[\\/](common-passwords\.ts|contract[\\/](?!.*-rules\.ts)[\w-]+\.ts)/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
}));

/**
 * The page renderer (src/web/entry-server.tsx) for the server: one file, its packages inside
 * (`ssr.noExternal` above); scripts/build/build.mjs names the entry and puts it in
 * dist/web/.render, never served.
 */
const serverRendererBuild = {
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

/**
 * The app's one stylesheet (~7 KB compressed) goes into index.html as a <style> element instead
 * of a <link>: the header painted before any script then needs no second request, which on a
 * phone's slow link waits behind the page's script for bandwidth (docs/decisions/performance.md).
 * The CSP allows inline styles already (Radix positions its popovers with them).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'finishline:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * index.html asks for the app's script once the page is painted (src/web/start-after-paint.ts;
 * docs/decisions/performance.md): the entry's `<script type="module">` and its
 * `<link rel="modulepreload">`s become one small classic script, with the files to load in its
 * `data-modules` (the entry first). The starter is written beside the assets under a hash of its
 * content, so it is cached as immutable like them.
 */
function startAfterFirstPaint(): Plugin {
  let starter = '';
  return {
    name: 'finishline:start-after-first-paint',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async buildStart() {
      const file = path.resolve('src/web/start-after-paint.ts');
      const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
      const source = (await minify(file, code)).code;
      starter = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: starter, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const files: string[] = [];
        const rest = html
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_, file) => {
            files.unshift(file);
            return '';
          })
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, file) => {
            files.push(file);
            return '';
          });
        if (files.length === 0) throw new Error('index.html names no entry script');
        return rest.replace(
          '</head>',
          `<script defer src="/${starter}" data-modules="${files.join(' ')}"></script></head>`,
        );
      },
    },
  };
}
