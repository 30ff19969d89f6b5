/**
 * Which language a path is in, from GitHub Linguist's data (linguist-languages): by file name
 * first, then by extension. Where several languages claim an extension (.h, .m, .md), the more
 * common one wins (Linguist's own heuristics read the content; a snapshot does not need that
 * precision). Only "programming" and "markup" languages count as code, as on GitHub's bar.
 */
import * as linguist from 'linguist-languages';

export interface Language {
  name: string;
  /** Linguist's type: programming and markup are code; data and prose are not. */
  type: 'programming' | 'markup' | 'data' | 'prose';
}

/** Tie-breaks for shared extensions, most common first. */
const COMMON = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C',
  'C++',
  'C#',
  'Go',
  'Rust',
  'Ruby',
  'PHP',
  'Objective-C',
  'Perl',
  'Shell',
  'Markdown',
  'HTML',
  'CSS',
  'SQL',
  'JSON',
  'YAML',
  'XML',
  'Text',
];
const rank = (name: string) => {
  const index = COMMON.indexOf(name);
  return index < 0 ? COMMON.length : index;
};

const byExtension = new Map<string, Language>();
const byFilename = new Map<string, Language>();
interface LinguistEntry {
  type: Language['type'];
  extensions?: readonly string[];
  filenames?: readonly string[];
}
const languages = Object.entries(linguist as Record<string, LinguistEntry>)
  .map(([name, data]) => ({ name, ...data }))
  .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
for (const language of languages) {
  const entry = { name: language.name, type: language.type };
  for (const extension of language.extensions ?? []) {
    const key = extension.toLowerCase();
    const primary = language.extensions?.[0] === extension;
    const taken = byExtension.get(key);
    // Sorted by commonness: the first claim stands, unless only a later one is primary and
    // the first is an uncommon language.
    if (
      !taken ||
      (primary && rank(taken.name) === COMMON.length && rank(language.name) < rank(taken.name))
    ) {
      byExtension.set(key, entry);
    }
  }
  for (const filename of language.filenames ?? []) {
    if (!byFilename.has(filename)) byFilename.set(filename, entry);
  }
}

export function languageOf(filePath: string): Language | null {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  const named = byFilename.get(name);
  if (named) return named;
  // The longest extension first: .d.ts before .ts, .blade.php before .php.
  for (let dot = name.indexOf('.', 1); dot > 0; dot = name.indexOf('.', dot + 1)) {
    const found = byExtension.get(name.slice(dot).toLowerCase());
    if (found) return found;
  }
  return null;
}

export const isCode = (language: Language | null): language is Language =>
  language?.type === 'programming' || language?.type === 'markup';

/** Vendored, generated and built paths, left out of languages, lines, TODOs and manifests. */
const VENDORED =
  /(^|\/)(node_modules|vendor|bower_components|third_party|third-party|dist|build|target|\.venv|venv|__pycache__|\.next|coverage)\/|\.min\.(js|css)$|(^|\/)(package-lock\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|poetry\.lock|composer\.lock|Gemfile\.lock|go\.sum)$/;

export const isVendored = (filePath: string) => VENDORED.test(filePath);
