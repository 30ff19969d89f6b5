/**
 * The server's fences hold: `npm run lint` fails on an import that crosses one (eslint.config.js,
 * serverFeatureImports; docs/decisions/boundaries.md). Files are linted from memory with the
 * project's own configuration, as if they were in the folder they claim to be in.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverFeatureImports, serverFeatureZones } from '../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../..');
/** A feature folder made for this test, with no entry in the table: as a new feature starts. */
const newFeature = `fence-probe-${process.pid}`;
const newFeatureDir = path.join(root, 'src/server/features', newFeature);

let eslint: ESLint;

beforeAll(() => {
  // Before the configuration loads: it reads the feature folders then.
  mkdirSync(newFeatureDir);
  eslint = new ESLint({ cwd: root });
});
afterAll(() => rmSync(newFeatureDir, { recursive: true, force: true }));

/** What lint says of a file at `file` (from the repository's root) holding `source`. */
async function lint(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const fenced = expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' });

describe('server fences', () => {
  it('refuses a feature importing one above it, by a relative path or an alias', async () => {
    const fromPayments = await lint(
      'src/server/features/payments/probe.ts',
      "export { lockVisibleProject } from '../projects/project-view.js';\n",
    );
    expect(fromPayments).toEqual([fenced]);
    expect(fromPayments[0]!.message).toContain('payments imports only email of the other features');

    expect(
      await lint(
        'src/server/features/projects/probe.ts',
        "export { getBid } from '@server/features/bids/get-bid.js';\n",
      ),
    ).toEqual([fenced]);
  });

  it('lets a feature import what the table lists for it, through its face', async () => {
    expect(
      await lint(
        'src/server/features/bids/probe.ts',
        "export { lockVisibleProject } from '../projects/index.js';\n" +
          "export { findBidPayment } from '@server/features/payments/index.js';\n",
      ),
    ).toEqual([]);
  });

  it("refuses a deep import into a feature it may use: only that feature's index.ts", async () => {
    const deep = await lint(
      'src/server/features/bids/probe.ts',
      "export { lockVisibleProject } from '../projects/project-view.js';\n" +
        "export { findBidPayment } from '@server/features/payments/payment-views.js';\n" +
        "export { totpCode } from '../auth/two-factor/totp.js';\n",
    );
    expect(deep).toEqual([fenced, fenced, fenced]);
    expect(deep[0]!.message).toContain('Import projects through its face');
    expect(deep[1]!.message).toContain('Import payments through its face');
    expect(deep[2]!.message).toContain('bids imports only projects, payments, safety');
  });

  it('refuses the demo seed a deep import: it reads each feature through its face', async () => {
    const seed = await lint(
      'src/server/seed/probe.ts',
      "export { recordCharge } from '../features/payments/ledger.js';\n" +
        "export { recordCharge as viaFace } from '../features/payments/index.js';\n",
    );
    expect(seed).toEqual([fenced]);
    expect(seed[0]!.message).toContain('Import payments through its face');
  });

  it('finds no deep import across features in the code as it is', () => {
    const featuresDir = path.join(root, 'src/server/features');
    const importer = /\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;
    const deep: string[] = [];
    const files = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(featuresDir, name));
    for (const file of files) {
      const own = path.relative(featuresDir, file).split(path.sep)[0];
      for (const [, fromSpec, dynamicSpec] of readFileSync(file, 'utf8').matchAll(importer)) {
        const spec = (fromSpec ?? dynamicSpec)!;
        const target = spec.startsWith('@server/')
          ? path.join(root, 'src/server', spec.slice('@server/'.length))
          : spec.startsWith('.')
            ? path.resolve(path.dirname(file), spec)
            : null;
        if (!target) continue;
        const [feature, ...rest] = path.relative(featuresDir, target).split(path.sep);
        if (feature === '..' || feature === own) continue;
        if (rest.join('/') !== 'index.js') deep.push(`${path.relative(root, file)} → ${spec}`);
      }
    }
    expect(files.length).toBeGreaterThan(150);
    expect(deep).toEqual([]);
  });

  it('refuses core and db importing any feature, and anything below importing the app or seed', async () => {
    const importsPayments =
      "export { releaseFunds } from '../features/payments/release-funds.js';\n";
    expect(await lint('src/server/core/probe.ts', importsPayments)).toEqual([fenced]);
    expect(await lint('src/server/db/probe.ts', importsPayments)).toEqual([fenced]);
    expect(
      await lint(
        'src/server/features/projects/probe.ts',
        "export { buildApp } from '../../app.js';\n",
      ),
    ).toEqual([fenced]);
    expect(
      await lint(
        'src/server/core/probe.ts',
        "export { seedDemoIfEmpty } from '../seed/demo.js';\n",
      ),
    ).toEqual([fenced]);
  });

  it('fences a new feature from its first file', async () => {
    expect(
      await lint(
        `src/server/features/${newFeature}/probe.ts`,
        "export { canViewProject } from '../projects/index.js';\n",
      ),
    ).toEqual([fenced]);
  });

  it('refuses a table with a circle or a feature that does not exist', () => {
    const features = Object.keys(serverFeatureImports);
    expect(() =>
      serverFeatureZones({ ...serverFeatureImports, payments: ['bids'] }, features),
    ).toThrow(/a circle, (email → )?payments → bids → projects → payments/);
    expect(() => serverFeatureZones({ ...serverFeatureImports, invoices: [] }, features)).toThrow(
      'no feature "invoices"',
    );
  });

  it('is the table docs/decisions/boundaries.md shows', () => {
    const doc = readFileSync(path.join(root, 'docs/decisions/boundaries.md'), 'utf8');
    const rows = doc.slice(doc.indexOf('| Feature'), doc.indexOf('\n\n', doc.indexOf('| Feature')));
    const documented: Record<string, string[]> = {};
    for (const line of rows.split('\n').slice(2)) {
      const [features, allowed] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      const imports = allowed!.startsWith('no other')
        ? []
        : allowed!.replace(/\(.*\)/, '').split(',');
      for (const feature of features!.match(/`[^`]+`/g)!) {
        documented[feature.slice(1, -1)] = imports.map((name) => name.trim()).sort();
      }
    }
    const table = Object.fromEntries(
      Object.entries(serverFeatureImports).map(([feature, allowed]) => [
        feature,
        [...allowed].sort(),
      ]),
    );
    expect(documented).toEqual(table);
  });
});
