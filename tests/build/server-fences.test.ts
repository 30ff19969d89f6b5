/**
 * The server's fences hold: `npm run lint` fails on an import that crosses one (eslint.config.js,
 * serverFeatureImports; docs/decisions/boundaries.md). Files are linted from memory with the
 * project's own configuration, as if they were in the folder they claim to be in.
 */
import { mkdirSync, rmSync } from 'node:fs';
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
    expect(fromPayments[0]!.message).toContain('payments imports no other feature');

    expect(
      await lint(
        'src/server/features/projects/probe.ts',
        "export { getBid } from '@server/features/bids/get-bid.js';\n",
      ),
    ).toEqual([fenced]);
  });

  it('lets a feature import what the table lists for it', async () => {
    expect(
      await lint(
        'src/server/features/bids/probe.ts',
        "export { lockVisibleProject } from '../projects/project-view.js';\n" +
          "export { findBidPayment } from '../payments/payment-views.js';\n",
      ),
    ).toEqual([]);
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
        "export { canViewProject } from '../projects/project-view.js';\n",
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
});
