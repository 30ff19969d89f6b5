/**
 * The tamper flags of a delivery (docs/decisions/verified-delivery.md, "Flags"): each way the
 * tests or the checks can be weakened so that unfinished work looks done, found by comparing the
 * baseline's files with the delivered commit's, per file, from git's object store. Each flag
 * names its file and says what happened in plain words for an owner who does not read code.
 */
import type { ChangedPath } from '../../core/git/index.js';
import type { TamperFlag } from '@shared/contract/delivery-evidence.js';
import { CI, isCode, isVendored, languageOf, TEST_PATH } from '../../core/code/index.js';

/** A test's declaration: it/test/specify, def test_, func Test, #[test], @Test. */
const CASES =
  /\b(?:it|test|specify)\s*(?:\.\w+\s*)?\(|\bdef\s+test\w*\s*\(|\bfunc\s+Test\w*\s*\(|#\[test\]|@Test\b/g;
/** A test marked skipped, in the frameworks' spellings. */
const SKIPS =
  /\b(?:it|test|describe|context|suite|specify)\.skip(?:If)?\b|\bx(?:it|test|describe|context|specify)\s*\(|@pytest\.mark\.skip(?:if)?\b|\bpytest\.skip\s*\(|@unittest\.skip\w*|\bt\.Skip(?:Now|f)?\s*\(|#\[ignore(?:\s*=[^\]]*)?\]|@(?:Disabled|Ignore)\b/g;
/** A test marked to run alone: the others in the file (or the run) are left out. */
const FOCUS =
  /\b(?:it|test|describe|context|suite|specify)\.only\b|\bf(?:it|describe|context)\s*\(|@pytest\.mark\.only\b/g;
/** An assertion: expect(…), assert…, should, t.Error/Fatal/Fail, require.X / assert.X. */
const ASSERTIONS =
  /\bexpect\s*\(|\bassert(?:_\w+)?!?\s*\(|\bassert\s+[^\s(=:]|\bassert[A-Z]\w*\s*\(|\.should\b|\bt\.(?:Errorf?|Fatalf?|Fail(?:Now)?)\s*\(|\b(?:require|assert)\.\w+\s*\(/g;
/** Files that hold a test runner's settings (which tests run, and how). */
const TEST_CONFIG =
  /(^|\/)((jest|vitest|karma|playwright|cypress)\.config\.[cm]?[jt]s|pytest\.ini|tox\.ini|\.mocharc\.[a-z]+|phpunit\.xml(\.dist)?)$/;
/** A line of such a file that decides which tests run or whether a run can pass empty. */
const TEST_SELECTION =
  /\b(include|exclude|testMatch|testRegex|testPathIgnorePatterns|roots|testpaths|addopts|norecursedirs|python_files|passWithNoTests|bail|spec|testDir|testIgnore|grep)\b/;
/** Files that may hold a coverage threshold. */
const COVERAGE_FILE =
  /(^|\/)((jest|vitest|vite|karma)\.config\.[cm]?[jt]s|package\.json|\.nycrc(\.json|\.ya?ml)?|\.c8rc(\.json)?|\.coveragerc|setup\.cfg|pyproject\.toml|tox\.ini|pytest\.ini|\.?codecov\.ya?ml|\.github\/workflows\/[^/]+\.ya?ml|Makefile)$/;
const THRESHOLD =
  /["']?\b(lines|branches|functions|statements|fail[_-]under|cov-fail-under|minimum[_-]coverage|target)["']?\s*[:=\s]\s*["']?(\d+(?:\.\d+)?)%?/gi;
const SNAPSHOT = /(^|\/)__snapshots__\/|\.snap$/;

export const isTestFile = (path: string) =>
  !isVendored(path) && TEST_PATH.test(path) && isCode(languageOf(path));
const isCi = (path: string) => CI.some(([pattern]) => pattern.test(path));

/** Which files' text the flags need, in the base (old paths) and the delivered commit. */
export function pathsToRead(changes: ChangedPath[]) {
  const base = new Set<string>();
  const head = new Set<string>();
  for (const change of changes) {
    const { path, oldPath, status } = change;
    if (isVendored(path)) continue;
    const wanted =
      isTestFile(path) ||
      isTestFile(oldPath) ||
      TEST_CONFIG.test(path) ||
      COVERAGE_FILE.test(oldPath) ||
      SNAPSHOT.test(oldPath);
    if (!wanted) continue;
    if (status !== 'added') base.add(oldPath);
    if (status !== 'deleted') head.add(path);
  }
  return { base, head };
}

/** The text with comment lines left out: a test or assertion commented out is one removed. */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|#(?!\[)|\*|<!--)/.test(line))
    .join('\n');
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

function testCounts(text: string) {
  const code = codeOnly(text);
  return {
    cases: count(code, CASES),
    skips: count(code, SKIPS),
    focus: count(code, FOCUS),
    assertions: count(code, ASSERTIONS),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function testScripts(text: string): Map<string, string> | null {
  try {
    const scripts = (JSON.parse(text) as { scripts?: Record<string, unknown> }).scripts ?? {};
    return new Map(
      Object.entries(scripts)
        .filter(([name, value]) => /^(pre|post)?test(:|$)/.test(name) && typeof value === 'string')
        .map(([name, value]) => [name, value as string]),
    );
  } catch {
    return null;
  }
}

function thresholds(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const seen = new Map<string, number>();
  const relevant = /cover|codecov|fail[_-]under/i.test(text);
  if (!relevant) return found;
  for (const match of text.matchAll(THRESHOLD)) {
    const key = match[1]!.toLowerCase().replace(/-/g, '_');
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    found.set(nth === 1 ? key : `${key} #${nth}`, Number(match[2]));
  }
  return found;
}

/** Lines only one side has (a multiset difference, both ways). */
function changedLines(before: string, after: string): string[] {
  const counts = new Map<string, number>();
  for (const line of before.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1);
  const added: string[] = [];
  for (const line of after.split('\n')) {
    const left = counts.get(line) ?? 0;
    if (left > 0) counts.set(line, left - 1);
    else added.push(line);
  }
  const removed = [...counts].flatMap(([line, n]) => Array<string>(n).fill(line));
  return [...added, ...removed];
}

const lineCount = (text: string) =>
  text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export interface FlagInput {
  changes: ChangedPath[];
  /** The text of the paths `pathsToRead` named (undefined: binary, too large, or absent). */
  baseText: (path: string) => string | undefined;
  headText: (path: string) => string | undefined;
  descends: boolean;
}

export function tamperFlags({ changes, baseText, headText, descends }: FlagInput): TamperFlag[] {
  const flags: TamperFlag[] = [];
  const flag = (kind: TamperFlag['kind'], path: string | null, detail: string) =>
    flags.push({ kind, path, detail });

  for (const change of changes) {
    const { path, oldPath, status } = change;
    if (isVendored(path)) continue;
    const before = status === 'added' ? '' : baseText(oldPath);
    const after = status === 'deleted' ? '' : headText(path);

    // Tests deleted, emptied, skipped, focused, their assertions removed.
    if (isTestFile(oldPath) && status !== 'added') {
      if (status === 'deleted' || (status === 'renamed' && !isTestFile(path))) {
        flag('test-deleted', oldPath, `The test file ${oldPath} was deleted`);
        continue;
      }
    }
    if (isTestFile(path) && status !== 'deleted' && before !== undefined && after !== undefined) {
      const was = testCounts(before);
      const now = testCounts(after);
      if (was.cases > 0 && now.cases === 0) {
        flag('test-emptied', path, `The test file ${path} no longer contains any tests`);
        continue;
      }
      if (now.skips > was.skips) {
        const n = now.skips - was.skips;
        flag(
          'tests-skipped',
          path,
          `${plural(n, 'test was', 'tests were')} marked skipped in ${path}`,
        );
      }
      if (now.focus > was.focus) {
        const n = now.focus - was.focus;
        flag(
          'tests-focused',
          path,
          `${plural(n, 'test was', 'tests were')} marked to run alone in ${path}, so the other tests do not run`,
        );
      }
      if (status !== 'added' && now.assertions < was.assertions) {
        const n = was.assertions - now.assertions;
        flag(
          'assertions-removed',
          path,
          `${plural(n, 'assertion was', 'assertions were')} removed from ${path}`,
        );
      }
    }

    // How the tests are run.
    if (/(^|\/)package\.json$/.test(path) && status !== 'added') {
      const was = before === undefined ? null : testScripts(before);
      const now = after === undefined ? null : testScripts(after);
      if (was && now) {
        for (const [name, command] of was) {
          if (!now.has(name)) {
            flag('test-script-changed', path, `The "${name}" script was removed from ${path}`);
          } else if (now.get(name) !== command) {
            flag(
              'test-script-changed',
              path,
              `The "${name}" script in ${path} was changed from "${command}" to "${now.get(name)}"`,
            );
          }
        }
      }
    }
    if (TEST_CONFIG.test(oldPath) && status !== 'added') {
      if (status === 'deleted') {
        flag('test-script-changed', oldPath, `The test settings ${oldPath} were deleted`);
      } else if (
        before !== undefined &&
        after !== undefined &&
        changedLines(before, after).some((line) => TEST_SELECTION.test(line))
      ) {
        flag('test-script-changed', path, `Which tests run was changed in ${path}`);
      }
    }

    // The automatic checks themselves.
    if (isCi(oldPath) && status !== 'added') {
      flag(
        'ci-changed',
        oldPath,
        status === 'deleted'
          ? `The automatic checks (CI) in ${oldPath} were deleted`
          : `The automatic checks (CI) in ${oldPath} were changed`,
      );
    }

    // Coverage thresholds lowered or removed.
    if (COVERAGE_FILE.test(oldPath) && status !== 'added' && before !== undefined) {
      const was = thresholds(before);
      const now = after === undefined ? new Map<string, number>() : thresholds(after);
      const lowered = [...was]
        .filter(([key, value]) => !now.has(key) || now.get(key)! < value)
        .map(([key, value]) =>
          now.has(key) ? `${key} ${value}% → ${now.get(key)}%` : `${key} ${value}% removed`,
        );
      if (lowered.length > 0) {
        flag(
          'coverage-lowered',
          oldPath,
          `The required test coverage was lowered in ${oldPath} (${lowered.join(', ')})`,
        );
      }
    }

    // Snapshots rewritten wholesale: deleted, or most of their lines replaced at once.
    if (SNAPSHOT.test(oldPath) && status !== 'added' && before !== undefined) {
      const lines = lineCount(before);
      if (status === 'deleted') {
        flag('snapshots-rewritten', oldPath, `The test snapshots in ${oldPath} were deleted`);
      } else if (lines > 0 && change.deletions >= Math.max(3, lines / 2)) {
        flag(
          'snapshots-rewritten',
          oldPath,
          `The test snapshots in ${oldPath} were rewritten wholesale (${change.deletions} of ${lines} lines replaced)`,
        );
      }
    }
  }

  if (!descends) {
    flag(
      'not-descending',
      null,
      'The delivered commit does not build on the project’s starting commit: work may be missing or replaced',
    );
  }
  return flags;
}
