import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The folders of `dir`, read when the config loads: each feature gets its own zone, so a new
 * feature is fenced from its first file.
 * @param {string} dir
 */
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersOf('src/web/features');

/**
 * Which other server features each feature may import (docs/decisions/boundaries.md): one entry
 * per feature, lower features first. Nothing imports upward, so the table has no cycle; what two
 * features both need moves down to the lower one (or to core, below them all). A folder of
 * src/server/features without an entry imports no other feature until it is given one.
 * @type {Record<string, string[]>}
 */
export const serverFeatureImports = {
  auth: [],
  'dev-outbox': [],
  email: [],
  'saved-searches': ['email'],
  developers: [],
  notifications: [],
  payments: ['email'],
  disputes: ['payments', 'email'],
  projects: ['payments', 'disputes'],
  safety: ['projects'],
  bids: ['projects', 'payments', 'safety', 'email'],
  milestones: ['projects', 'payments', 'disputes', 'email'],
  conversations: ['projects', 'safety', 'email'],
  reviews: ['projects'],
  'repo-insight': ['projects'],
  'delivery-evidence': ['projects', 'repo-insight', 'milestones'],
  profile: ['auth'],
  ops: ['auth', 'payments', 'projects', 'disputes', 'safety', 'delivery-evidence'],
  'your-data': ['auth', 'projects', 'ops'],
};

/**
 * One zone per server feature folder: it may import itself and what `table` lists for it. Refuses
 * a table that names a feature with no folder, or that lets features import each other in a
 * circle (one of them would import upward).
 * @param {Record<string, string[]>} table
 * @param {string[]} features the folders of src/server/features
 */
export function serverFeatureZones(table, features) {
  for (const [feature, allowed] of Object.entries(table)) {
    for (const name of [feature, ...allowed]) {
      if (!features.includes(name)) throw new Error(`serverFeatureImports: no feature "${name}"`);
    }
  }
  /** @type {(feature: string, path: string[]) => void} */
  const walk = (feature, path) => {
    if (path.includes(feature)) {
      throw new Error(`serverFeatureImports: a circle, ${[...path, feature].join(' → ')}`);
    }
    for (const next of table[feature] ?? []) walk(next, [...path, feature]);
  };
  for (const feature of features) walk(feature, []);

  return features.flatMap((feature) => {
    const allowed = table[feature] ?? [];
    return [
      {
        target: `src/server/features/${feature}`,
        from: 'src/server/features',
        except: [feature, ...allowed].map((name) => `./${name}`),
        message:
          `${feature} imports ${allowed.length ? `only ${allowed.join(', ')} of the other features` : 'no other feature'} ` +
          '(serverFeatureImports in eslint.config.js). Move what both need down, or compose them in app.ts.',
      },
      // What it may import of them, only through their face.
      ...allowed.map((other) => faceZone(`src/server/features/${feature}`, other)),
    ];
  });
}

/**
 * A feature's face is its `index.ts`: what the app and the features above it may use
 * (docs/decisions/boundaries.md). `importer` may import `feature`'s face and none of its other
 * files.
 * @param {string | string[]} importer
 * @param {string} feature
 */
export function faceZone(importer, feature) {
  return {
    target: importer,
    from: `src/server/features/${feature}`,
    except: ['./index.ts'],
    message:
      `Import ${feature} through its face, src/server/features/${feature}/index.ts; ` +
      'export there what other features may use.',
  };
}

/**
 * Who may import whom (docs/ARCHITECTURE.md, "Web layers" and "Server layers";
 * docs/decisions/boundaries.md). Paths are resolved first, so `@web/...`, `@server/...` aliases and
 * relative imports are judged alike.
 *   shared ← server;  shared ← web
 *   server: db, core ← features (as serverFeatureImports says) ← app.ts ← main.ts
 *   web:    lib ← components ← features ← app (and main.tsx)
 */
const zones = [
  {
    target: 'src/shared',
    from: ['src/server', 'src/web'],
    message: 'src/shared is imported by both sides and imports neither.',
  },
  { target: 'src/web', from: 'src/server', message: 'The web never imports server code.' },
  { target: 'src/server', from: 'src/web', message: 'The server never imports web code.' },
  {
    target: ['src/server/core', 'src/server/db'],
    from: 'src/server/features',
    message:
      'core and db sit below every feature: they import none (features plug in through app.ts).',
  },
  {
    target: ['src/server/core', 'src/server/db', 'src/server/features'],
    from: ['src/server/app.ts', 'src/server/main.ts', 'src/server/seed'],
    message:
      'Only the process entry (main.ts) imports the app and the demo seed; nothing below them does.',
  },
  ...serverFeatureZones(serverFeatureImports, foldersOf('src/server/features')),
  // The demo seed, a script above every feature, reads each through its face too.
  ...foldersOf('src/server/features').map((feature) => faceZone('src/server/seed', feature)),
  {
    target: 'src/web/lib',
    from: ['src/web/components', 'src/web/features', 'src/web/app', 'src/web/main.tsx'],
    message: 'src/web/lib is the bottom layer: it imports only shared code and packages.',
  },
  {
    target: 'src/web/components',
    from: ['src/web/features', 'src/web/app', 'src/web/main.tsx'],
    message:
      'Components (ui, layout) never import a feature or the app; the app passes feature pieces in (props, slots).',
  },
  {
    target: 'src/web/features',
    from: ['src/web/app', 'src/web/main.tsx'],
    message: 'Features never import the app layer.',
  },
  ...webFeatures.map((feature) => ({
    target: `src/web/features/${feature}`,
    from: 'src/web/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in src/web/app (pages, app/query-links.ts).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.test-data',
      'test-results',
      'node_modules',
      '.scratch',
      // Generated from the API document (tests/api/support/client-types.ts).
      'tests/api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'x'` keeps `import 'x'` in the bundle (verbatim module syntax):
      // a page would load a schema module, and Zod with it, for a type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A page's first script stays without Zod (~23 KB compressed; docs/decisions/performance.md):
      // the web takes a contract's types and its `*-rules` module, and its schemas only through a
      // dynamic import, as a form's lazy resolver does (src/web/lib/lazy-zod-resolver.ts).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@shared/contract/(?!.*-rules$)',
              allowTypeImports: true,
              message:
                "Import types only, or the `-rules` module; load a form's schema with lazyZodResolver.",
            },
            {
              regex: '^(zod|@hookform/resolvers)(/|$)',
              allowTypeImports: true,
              message: "Zod loads with a form's schema, on use: see lazyZodResolver.",
            },
          ],
        },
      ],
    },
  },
  // Layer boundaries and import cycles, on resolved paths (the TypeScript resolver reads the
  // `paths` aliases). An import that does not resolve is an error too: the boundaries can only
  // judge what resolves, so a broken resolver must not pass silently.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript files when following imports (no-cycle), resolve them like tsc does.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
