/**
 * The demo's own repositories (issue 38): a few small git repositories written under the data
 * directory, with code, tests, TODOs, checklists and a history, so that a first `npm start` shows
 * real repository snapshots with no network. Their projects' code links point at them (file://,
 * read because REPO_INSIGHT_ALLOW_LOCAL is on outside production) and their analyses are queued.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { projects } from '../db/schema.js';
import { requestAnalysis } from '../features/repo-insight/index.js';

interface DemoCommit {
  daysAgo: number;
  author: string;
  files: Record<string, string>;
}

const AUTHORS: Record<string, string> = {
  maya: 'Maya <maya@demo.finishline.dev>',
  tom: 'Tom <tom@demo.finishline.dev>',
  sam: 'Sam <sam@demo.finishline.dev>',
};

/** Repositories by the project name they belong to (the start of it, as in the demo's data). */
const DEMO_REPOSITORIES: { project: string; name: string; commits: DemoCommit[] }[] = [
  {
    project: 'Recipe sharing app with meal planner',
    name: 'recipe-planner',
    commits: [
      {
        daysAgo: 120,
        author: 'maya',
        files: {
          'README.md':
            '# Recipe planner\n\nShare recipes and plan the week.\n\n## Roadmap\n\n- [x] Recipes\n- [x] Search\n- [ ] Meal planner\n- [ ] Shopping list\n- [ ] Offline mode\n',
          'package.json': JSON.stringify(
            {
              name: 'recipe-planner',
              license: 'MIT',
              dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', express: '^5.0.0' },
              devDependencies: { vitest: '^4.0.0', typescript: '^5.9.0', vite: '^8.0.0' },
            },
            null,
            2,
          ),
          'src/recipes.ts':
            'export interface Recipe {\n  id: number;\n  title: string;\n  minutes: number;\n}\n\nexport function quickRecipes(all: Recipe[]) {\n  return all.filter((recipe) => recipe.minutes <= 30);\n}\n',
          'src/app.tsx':
            "import { quickRecipes } from './recipes';\n\nexport function App() {\n  // TODO: load recipes from the API instead of the fixture\n  return <main>{quickRecipes([]).length} quick recipes</main>;\n}\n",
        },
      },
      {
        daysAgo: 30,
        author: 'maya',
        files: {
          'src/recipes.test.ts':
            "import { expect, test } from 'vitest';\nimport { quickRecipes } from './recipes';\n\ntest('keeps recipes of 30 minutes or less', () => {\n  expect(quickRecipes([{ id: 1, title: 'Soup', minutes: 20 }])).toHaveLength(1);\n});\n",
          '.github/workflows/test.yml':
            'name: test\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm test\n',
        },
      },
      {
        daysAgo: 6,
        author: 'sam',
        files: {
          'src/planner.ts':
            "import type { Recipe } from './recipes';\n\nexport type Week = Record<string, Recipe | null>;\n\nexport function emptyWeek(): Week {\n  // FIXME: the week should start on the user's first day, not Monday\n  return { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };\n}\n\n// TODO: drag a recipe onto a day\n",
          'src/styles.css': '.week { display: grid; grid-template-columns: repeat(7, 1fr); }\n',
        },
      },
    ],
  },
  {
    project: 'Invoice generator for freelancers',
    name: 'invoicer',
    commits: [
      {
        daysAgo: 200,
        author: 'tom',
        files: {
          'README.md':
            '# Invoicer\n\nInvoices as PDF for freelancers.\n\n- [x] Clients\n- [x] Line items\n- [ ] PDF export\n- [ ] Multiple currencies\n',
          'requirements.txt': 'flask==3.0.3\nweasyprint==62.3\n# tests\npytest==8.3.2\n',
          'invoicer/app.py':
            'from flask import Flask\n\napp = Flask(__name__)\n\n\n@app.get("/invoices")\ndef invoices():\n    # TODO: paginate\n    return []\n',
          'invoicer/totals.py':
            'def total(items):\n    return sum(item["price"] * item["quantity"] for item in items)\n',
          'tests/test_totals.py':
            'from invoicer.totals import total\n\n\ndef test_total():\n    assert total([{"price": 2, "quantity": 3}]) == 6\n',
          LICENSE:
            'MIT License\n\nCopyright (c) 2026 Tom\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software.\n',
        },
      },
      {
        daysAgo: 45,
        author: 'tom',
        files: {
          'invoicer/pdf.py':
            'def render(invoice):\n    # HACK: fonts are loaded from the system until we ship our own\n    raise NotImplementedError("PDF export is not written yet")\n',
        },
      },
    ],
  },
  {
    project: 'Status page for small teams',
    name: 'uptime-board',
    commits: [
      {
        daysAgo: 400,
        author: 'sam',
        files: {
          'README.md': '# Uptime board\n\nChecks sites every minute and shows their status.\n',
          'go.mod':
            'module example.com/uptime\n\ngo 1.22\n\nrequire (\n\tgithub.com/go-chi/chi/v5 v5.0.12\n\tgithub.com/stretchr/testify v1.9.0\n)\n',
          'main.go':
            'package main\n\nimport "fmt"\n\nfunc main() {\n\t// TODO: read the sites from a file\n\tfmt.Println("uptime board")\n}\n',
          'check.go':
            'package main\n\nimport "net/http"\n\nfunc up(url string) bool {\n\tresponse, err := http.Get(url)\n\tif err != nil {\n\t\treturn false\n\t}\n\treturn response.StatusCode < 500\n}\n',
          'check_test.go':
            'package main\n\nimport "testing"\n\nfunc TestUpRefusesBadURL(t *testing.T) {\n\tif up("::") {\n\t\tt.Fatal("a bad URL is not up")\n\t}\n}\n',
        },
      },
    ],
  },
];

const GIT_ENV = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/nonexistent',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  LC_ALL: 'C',
};

function writeRepository(directory: string, commits: DemoCommit[]) {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const git = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, { cwd: directory, env: { ...GIT_ENV, ...env }, stdio: 'ignore' });
  git(['init', '--quiet', '--initial-branch=main']);
  for (const commit of commits) {
    for (const [file, content] of Object.entries(commit.files)) {
      mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
      writeFileSync(path.join(directory, file), content);
    }
    git(['add', '--all']);
    const [, name = '', email = ''] = /^(.*) <(.*)>$/.exec(AUTHORS[commit.author]!) ?? [];
    const date = `@${Math.floor((Date.now() - commit.daysAgo * 86_400_000) / 1000)} +0000`;
    git(['commit', '--quiet', '-m', `Work on ${Object.keys(commit.files)[0]}`], {
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    });
  }
}

/** Writes the demo repositories under `dataDir` and points their projects at them. */
export async function seedDemoRepositories(db: Database, dataDir: string) {
  const root = path.join(dataDir, 'demo-repositories');
  for (const repository of DEMO_REPOSITORIES) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, repository.project));
    if (!project) continue;
    const directory = path.join(root, repository.name);
    writeRepository(directory, repository.commits);
    const codeLink = pathToFileURL(directory).href;
    await db.transaction(async (tx) => {
      await tx.update(projects).set({ codeLink }).where(eq(projects.id, project.id));
      await requestAnalysis(tx, project.id, codeLink);
    });
  }
}
