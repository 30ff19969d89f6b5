/**
 * `npm run build`: the web app (vite) and the server (esbuild: one ESM file per entry point,
 * path aliases resolved, npm packages left to node_modules) into `dist/`. Both are built in a
 * staging folder first and then published next to what a running server is serving. Always a
 * production build, and always its own process (`runBuild()` in ensure-build.mjs).
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { BUILD_STAMP, DIST, ROOT } from './ensure-build.mjs';
import { publish } from './publish.mjs';

/**
 * Server entry points: `dist/server/<name>.js`. Each bundle stands alone (no shared chunks), so
 * a running process never loads a file of a newer build. `scripts/start.mjs <name>` runs one.
 */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'migrate-cli': 'src/server/db/migrate-cli.ts',
  'seed-cli': 'src/server/seed/seed-cli.ts',
  'ledger-check-cli': 'src/server/features/payments/ledger-check-cli.ts',
  'operator-cli': 'src/server/features/ops/operator-cli.ts',
  // The repository analysis runs apart from the server (core/git/run-apart.ts).
  'repo-analysis': 'src/server/features/repo-insight/repo-analysis.ts',
  // So does the reading of a delivery's commits (features/delivery-evidence/read-apart.ts).
  'evidence-analysis': 'src/server/features/delivery-evidence/evidence-analysis.ts',
  // What starts the processes apart on the server's behalf (core/git/run-apart.ts).
  'apart-launcher': 'src/server/core/git/apart-launcher.ts',
};

const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations');

export async function build() {
  const startedAt = Date.now();
  mkdirSync(DIST, { recursive: true });
  // Inside dist/ so that publishing is a rename on the same file system.
  const staging = mkdtempSync(path.join(DIST, '.staging-'));
  try {
    await buildWeb(path.join(staging, 'web'));
    // Source maps are for us, not for browsers: kept beside the build, never served.
    moveSourceMaps(path.join(staging, 'web'), path.join(DIST, 'sourcemaps'));
    precompress(path.join(staging, 'web'));
    // After precompress: the renderer is the server's, never sent to a browser.
    await buildPageRenderer(path.join(staging, 'web', RENDERER_DIR));
    await buildServer(path.join(staging, 'server'));
    publish(path.join(staging, 'web'), path.join(DIST, 'web'), {
      last: ['index.html.gz', 'index.html.br', 'index.html'],
    });
    publish(path.join(staging, 'server'), path.join(DIST, 'server'), {
      // The journal names the migration files; each entry point reads the journal.
      last: ['migrations/meta/_journal.json', ...Object.keys(SERVER_ENTRIES).map(entryFile)],
    });
    writeFileSync(`${BUILD_STAMP}.tmp`, JSON.stringify({ startedAt }));
    renameSync(`${BUILD_STAMP}.tmp`, BUILD_STAMP);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { ms: Date.now() - startedAt };
}

/** @param {string} outDir */
async function buildWeb(outDir) {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** The page renderer's folder inside dist/web: a dot folder, which the server never serves. */
export const RENDERER_DIR = '.render';

/**
 * src/web/entry-server.tsx for the server (core/pages/page-render.ts): built with the web app and
 * published with it, so a page is always drawn by the same code that hydrates it (its build
 * settings: vite.config.ts, serverRendererBuild).
 * @param {string} outDir
 */
async function buildPageRenderer(outDir) {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir },
  });
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every text file of 1 KB
 * or more, so the server sends them as they are (core/pages/web.ts) instead of compressing per request.
 * @param {string} dir
 */
export function precompress(dir) {
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    if (statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  }
}

/**
 * @param {string} webDir
 * @param {string} mapsDir replaced by this build's maps
 */
function moveSourceMaps(webDir, mapsDir) {
  rmSync(mapsDir, { recursive: true, force: true });
  for (const file of listFiles(webDir)) {
    if (!file.endsWith('.map')) continue;
    const destination = path.join(mapsDir, path.relative(webDir, file));
    mkdirSync(path.dirname(destination), { recursive: true });
    renameSync(file, destination);
  }
}

/** @param {string} dir @returns {string[]} every file below dir */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** @param {string} outDir */
async function buildServer(outDir) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // npm packages are imported from node_modules at run time (native modules, wasm, and
    // packages that read their own files); only our code and the @shared/@server aliases
    // (from tsconfig.server.json) are bundled.
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.server.json'),
    // Mail templates (core/mail) are React components, rendered by the server at run time.
    jsx: 'automatic',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  // The migrator reads `migrations/` beside the entry point (MIGRATIONS_DIR in db/client.ts):
  // the SQL files and the journal that lists them; drizzle-kit's snapshots stay in src.
  cpSync(MIGRATIONS, path.join(outDir, 'migrations'), {
    recursive: true,
    filter: (source) => !source.endsWith('_snapshot.json'),
  });
}

/** @param {string} name */
function entryFile(name) {
  return `${name}.js`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Vite takes the mode from NODE_ENV: under `NODE_ENV=test` (vitest) React's development
  // build would be bundled and then served by `npm start`.
  process.env.NODE_ENV = 'production';
  const { ms } = await build();
  console.log(`Built dist/web and dist/server in ${ms} ms.`);
}
