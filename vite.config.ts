import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://localhost:${process.env.PORT ?? 5000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineStylesheet(), forgetEveryPage()],
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
              // that use them instead of each costing a request (headers, and a slot on one of
              // six connections; docs/decisions/performance.md).
              experimentalInlineCommonChunks: { maxSize: 8192 },
              groups: [
                {
                  name: 'react-vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
                // What every page runs (main.tsx and what it imports without `import()`) in one
                // file instead of ten: on HTTP/1.1 a phone fetches six at a time, each behind a
                // round trip, so ten small files arrived in three waves.
                {
                  name: (id, context) => (runsOnEveryPage(id, context) ? 'app' : null),
                  debugName: 'app',
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
 * The modules main.tsx imports statically, directly or not, found once by walking its imports.
 * Not through the index modules of `radix-ui` and `lucide-react`, which import every primitive
 * and icon the app uses anywhere (the bundler keeps each importer's own; captured here, every
 * page's would come along).
 */
let everyPage: Set<string> | null = null;
const INDEX_OF_EVERYTHING =
  /node_modules[\\/](radix-ui[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)/;
/** Each build walks its own modules. */
const forgetEveryPage = (): Plugin => ({
  name: 'finishline:forget-every-page',
  buildStart() {
    everyPage = null;
  },
});
function runsOnEveryPage(id: string, context: ChunkingContext): boolean {
  if (!everyPage) {
    everyPage = new Set();
    const queue = [path.resolve('src/web/main.tsx')];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (everyPage.has(next) || INDEX_OF_EVERYTHING.test(next)) continue;
      everyPage.add(next);
      queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return everyPage.has(id);
}

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
