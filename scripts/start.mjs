/**
 * `npm start` (and `npm run db:migrate`, `npm run seed`): runs a compiled entry point of
 * `dist/server` with plain node, building first only when the build is missing or older than
 * the sources. Usage: `node scripts/start.mjs [entry] [arguments…]`, entry defaulting to `main`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT, runBuild, staleReason } from './build/ensure-build.mjs';

const [entry = 'main', ...args] = process.argv.slice(2);
const entryFile = path.join(DIST, 'server', `${entry}.js`);

const reason = staleReason();
if (reason) {
  if (buildToolsInstalled()) {
    console.log(`Building first (${reason})…`);
    try {
      runBuild();
    } catch {
      process.exit(1);
    }
  } else if (existsSync(entryFile)) {
    // A production install (npm ci --omit=dev) next to a build made elsewhere.
    console.warn(
      `Running the existing build although ${reason}: the build tools are not installed.`,
    );
  } else {
    console.error(
      `No build to run (${reason}) and no build tools installed: run \`npm run build\` where the ` +
        'dev dependencies are installed, or `npm install` here.',
    );
    process.exit(1);
  }
}

if (!existsSync(entryFile)) {
  console.error(
    `Unknown entry point "${entry}": ${path.relative(ROOT, entryFile)} does not exist.`,
  );
  process.exit(1);
}

// The entry point sees its own arguments (`npm run seed -- --projects 500`). Source maps stay
// off: with them node reads the map of every npm package it loads, ~70 ms more per start
// (`NODE_OPTIONS=--enable-source-maps npm start` maps stack traces to the TypeScript).
process.argv = [process.argv[0] ?? process.execPath, entryFile, ...args];
await import(pathToFileURL(entryFile).href);

function buildToolsInstalled() {
  try {
    createRequire(path.join(ROOT, 'package.json')).resolve('vite');
    return true;
  } catch {
    return false;
  }
}
