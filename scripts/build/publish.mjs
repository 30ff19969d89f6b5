/**
 * Moves a finished build from a staging folder into the folder a running server reads, without
 * ever emptying it: every new file is renamed into place (each rename is atomic), the entry
 * files (index.html, server entry points, the migrations journal) last, so whatever a reader
 * opens names files that already exist. Files of the previous build stay for one more build (a
 * page loaded before the deploy still finds its lazily loaded chunks); older ones are pruned.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Lists the published files of the current and the previous build, relative to the target. */
export const MANIFEST = '.published.json';

/**
 * @typedef {{ current: string[], previous: string[] }} Manifest
 * @typedef {object} PublishOptions
 * @property {string[]} [last] files (relative paths) that name others: published after them, in this order
 * @property {(step: string) => void} [onStep] called after every change to the target (tests check invariants)
 */

/**
 * @param {string} stagingDir a complete build; emptied (moved) by this call
 * @param {string} targetDir the served folder; created when missing
 * @param {PublishOptions} [options]
 */
export function publish(stagingDir, targetDir, options = {}) {
  const { last = [], onStep = () => {} } = options;
  const files = listFiles(stagingDir);
  const lastFiles = last.filter((file) => files.includes(file));
  const order = [...files.filter((file) => !lastFiles.includes(file)), ...lastFiles];

  mkdirSync(targetDir, { recursive: true });
  for (const file of order) {
    const destination = path.join(targetDir, file);
    mkdirSync(path.dirname(destination), { recursive: true });
    renameSync(path.join(stagingDir, file), destination);
    onStep(`published ${file}`);
  }

  const previous = readManifest(targetDir).current;
  writeManifest(targetDir, { current: files, previous });
  onStep(`wrote ${MANIFEST}`);

  const keep = new Set([...files, ...previous, MANIFEST]);
  for (const file of listFiles(targetDir)) {
    if (keep.has(file)) continue;
    rmSync(path.join(targetDir, file), { force: true });
    onStep(`pruned ${file}`);
  }
  removeEmptyFolders(targetDir);
  rmSync(stagingDir, { recursive: true, force: true });
}

/**
 * Every file under `dir` as a sorted relative path with forward slashes.
 * @param {string} dir
 * @returns {string[]}
 */
export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/**
 * @param {string} dir
 * @returns {Manifest}
 */
function readManifest(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    // No manifest yet (first publish, or a folder written by an older build): nothing to keep
    // from a previous build except what is there now, which the caller's files replace.
    return { current: listFiles(dir).filter((file) => file !== MANIFEST), previous: [] };
  }
}

/**
 * @param {string} dir
 * @param {Manifest} manifest
 */
function writeManifest(dir, manifest) {
  const file = path.join(dir, MANIFEST);
  writeFileSync(`${file}.tmp`, JSON.stringify(manifest, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** @param {string} dir */
function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = path.join(dir, entry.name);
    removeEmptyFolders(child);
    if (readdirSync(child).length === 0) rmSync(child, { recursive: true });
  }
}
