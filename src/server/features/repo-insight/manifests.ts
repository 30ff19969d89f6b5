/**
 * Dependency manifests: which files they are, and the names of the dependencies each lists
 * (read as text, never run). The count is the number of distinct names, runtime and development
 * together; test frameworks are recognised among the names.
 */
export const MANIFEST_KINDS = {
  'package.json': 'npm',
  'requirements.txt': 'pip',
  'pyproject.toml': 'python',
  Pipfile: 'pipenv',
  'go.mod': 'go',
  'Cargo.toml': 'cargo',
  Gemfile: 'bundler',
  'pom.xml': 'maven',
  'build.gradle': 'gradle',
  'build.gradle.kts': 'gradle',
  'composer.json': 'composer',
  'pubspec.yaml': 'pub',
  'mix.exs': 'mix',
} as const;
export type ManifestKind = (typeof MANIFEST_KINDS)[keyof typeof MANIFEST_KINDS];

export function manifestKind(filePath: string): ManifestKind | null {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  if (Object.hasOwn(MANIFEST_KINDS, name))
    return MANIFEST_KINDS[name as keyof typeof MANIFEST_KINDS];
  return /^requirements[\w.-]*\.txt$/.test(name) ? 'pip' : null;
}

function jsonKeys(text: string, fields: string[]): string[] {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    return fields.flatMap((field) => {
      const value = data[field];
      return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
    });
  } catch {
    return [];
  }
}

/** A TOML file's `key = …` names under the sections `wanted` accepts ([a.b] headers). */
function tomlKeys(text: string, wanted: (section: string) => boolean): string[] {
  const names: string[] = [];
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = header[1]!.trim();
      // [dependencies.serde] is one dependency, named in the header.
      const dotted = /^((?:.*\.)?(?:dev-|build-)?dependencies)\.([\w-]+)$/.exec(section);
      if (dotted && wanted(dotted[1]!)) names.push(dotted[2]!);
      continue;
    }
    const key = /^([\w.-]+|"[^"]+")\s*=/.exec(line);
    if (key && wanted(section)) names.push(key[1]!.replace(/"/g, ''));
  }
  return names;
}

/** The quoted entries of a TOML array `key = [ … ]` in a section (PEP 621's dependencies). */
function tomlArray(text: string, section: string, key: string): string[] {
  const start = new RegExp(`^\\[${section.replace('.', '\\.')}\\]\\s*$`, 'm').exec(text);
  if (!start) return [];
  const body = text.slice(start.index + start[0].length).split(/^\[/m)[0] ?? '';
  const array = new RegExp(`^${key}\\s*=\\s*\\[([\\s\\S]*?)\\]`, 'm').exec(body);
  if (!array) return [];
  return [...array[1]!.matchAll(/["']([^"']+)["']/g)].map(
    (match) => /^[\w.-]+/.exec(match[1]!)?.[0] ?? match[1]!,
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);

/** The dependency names a manifest lists. */
export function dependencyNames(kind: ManifestKind, text: string): string[] {
  const names = ((): string[] => {
    switch (kind) {
      case 'npm':
        return jsonKeys(text, [
          'dependencies',
          'devDependencies',
          'peerDependencies',
          'optionalDependencies',
        ]);
      case 'composer':
        return jsonKeys(text, ['require', 'require-dev']).filter(
          (name) => name !== 'php' && !name.startsWith('ext-'),
        );
      case 'pip':
        return lines(text)
          .filter((line) => !line.startsWith('-'))
          .map((line) => /^[\w.-]+/.exec(line)?.[0] ?? line);
      case 'python':
        return [
          ...tomlArray(text, 'project', 'dependencies'),
          ...tomlKeys(text, (section) =>
            /^tool\.poetry\.(dev-)?dependencies$|^tool\.poetry\.group\.[\w-]+\.dependencies$/.test(
              section,
            ),
          ).filter((name) => name !== 'python'),
        ];
      case 'pipenv':
        return tomlKeys(text, (section) => section === 'packages' || section === 'dev-packages');
      case 'cargo':
        return tomlKeys(text, (section) =>
          /^((target\..+\.)?(dev-|build-)?dependencies)$/.test(section),
        );
      case 'go': {
        const names: string[] = [];
        let block = false;
        for (const line of lines(text.replace(/\/\/.*$/gm, ''))) {
          if (/^require\s*\($/.test(line)) block = true;
          else if (block && line === ')') block = false;
          else if (block) names.push(line.split(/\s+/)[0]!);
          else if (line.startsWith('require ')) names.push(line.split(/\s+/)[1]!);
        }
        return names;
      }
      case 'bundler':
        return [...text.matchAll(/^\s*gem\s+["']([^"']+)["']/gm)].map((match) => match[1]!);
      case 'maven':
        return [
          ...text.matchAll(
            /<dependency>[\s\S]*?<artifactId>([^<]+)<\/artifactId>[\s\S]*?<\/dependency>/g,
          ),
        ].map((match) => match[1]!.trim());
      case 'gradle':
        return [
          ...text.matchAll(
            /^\s*(?:implementation|api|compileOnly|runtimeOnly|testImplementation|testRuntimeOnly|androidTestImplementation|kapt|ksp)\s*\(?\s*["']([^"']+)["']/gm,
          ),
        ].map((match) => match[1]!.split(':').slice(0, 2).join(':'));
      case 'pub':
      case 'mix':
        return [];
    }
  })();
  return [...new Set(names)];
}

/** Test frameworks by the dependency names that bring them. */
const FRAMEWORKS: [RegExp, string][] = [
  [/^vitest$/, 'Vitest'],
  [/^jest$|^@jest\//, 'Jest'],
  [/^mocha$/, 'Mocha'],
  [/^jasmine(-core)?$/, 'Jasmine'],
  [/^ava$/, 'AVA'],
  [/^@playwright\/test$|^playwright(-core)?$/, 'Playwright'],
  [/^cypress$/, 'Cypress'],
  [/^@testing-library\//, 'Testing Library'],
  [/^pytest$/, 'pytest'],
  [/^rspec(-rails)?$/, 'RSpec'],
  [/^minitest$/, 'Minitest'],
  [/^junit(-jupiter.*)?$|^org\.junit|^junit:junit/, 'JUnit'],
  [/^testng$|^org\.testng/, 'TestNG'],
  [/^phpunit\/phpunit$/, 'PHPUnit'],
  [/^pestphp\/pest$/, 'Pest'],
  [/^github\.com\/stretchr\/testify$/, 'testify'],
];

export function frameworksOf(names: readonly string[]): string[] {
  return FRAMEWORKS.filter(([pattern]) => names.some((name) => pattern.test(name))).map(
    ([, framework]) => framework,
  );
}
