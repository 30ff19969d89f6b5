/**
 * Whether `dist/` holds a complete build of the current sources, and making it when not. Plain
 * JavaScript with no dependencies: `npm start` asks this before anything else, also where only
 * production dependencies are installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = path.join(ROOT, 'dist');
/** Written last by a successful build: when it started (inputs changed after that are newer). */
export const BUILD_STAMP = path.join(DIST, 'build-stamp.json');

/** What the build reads: a change to any of these makes the build stale. */
const BUILD_INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
  'scripts/build',
];

/** Files a complete build has; a folder emptied by hand or a half-copied dist is rebuilt. */
const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];

/**
 * Why the build must be made again, or null when it is up to date.
 * @returns {string | null}
 */
export function staleReason() {
  const missing = BUILD_OUTPUTS.find((file) => !existsSync(path.join(ROOT, file)));
  if (missing) return `${missing} is missing`;
  const startedAt = readStamp();
  if (startedAt === null) return 'no build stamp';
  const newer = newestInput();
  if (newer && newer.mtimeMs > startedAt) {
    return `${path.relative(ROOT, newer.file)} changed after the last build`;
  }
  return null;
}

/**
 * Runs `scripts/build/build.mjs` in a process of its own (a production build whatever the
 * caller's NODE_ENV), printing its output; throws when it fails.
 * @returns {string} what the build printed (the e2e suite checks that it warned of nothing)
 */
export function runBuild() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build/build.mjs')], {
    cwd: ROOT,
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.status !== 0) throw new Error(`the build failed (exit code ${result.status})`);
  return `${result.stdout}${result.stderr}`;
}

/**
 * Builds when the build is missing or stale; the e2e suite runs against what `npm start` runs.
 * @returns {{ reason: string | null, output: string | null }} why it built and what the build
 *   printed, or nulls when the build was up to date
 */
export function ensureBuild() {
  const reason = staleReason();
  return { reason, output: reason ? runBuild() : null };
}

/** @returns {number | null} */
function readStamp() {
  try {
    const { startedAt } = JSON.parse(readFileSync(BUILD_STAMP, 'utf8'));
    return typeof startedAt === 'number' ? startedAt : null;
  } catch {
    return null;
  }
}

/** @returns {{ file: string, mtimeMs: number } | null} */
function newestInput() {
  /** @type {{ file: string, mtimeMs: number } | null} */
  let newest = null;
  /** @param {string} file */
  const consider = (file) => {
    const { mtimeMs } = statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  };
  for (const input of BUILD_INPUTS) {
    const full = path.join(ROOT, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      consider(full);
      continue;
    }
    consider(full);
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      // Folders count too (a renamed or deleted file changes its folder, not itself); tests
      // are not part of the build, so editing one does not make it stale.
      if (entry.isDirectory() || !/\.test\.tsx?$/.test(entry.name)) {
        consider(path.join(entry.parentPath, entry.name));
      }
    }
  }
  return newest;
}
