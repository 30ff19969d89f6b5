import type { PROGRAMMING_LANGUAGES } from '@shared/constants';

export const yearsLabel = (years: number) =>
  `${years} ${years === 1 ? 'year' : 'years'} of experience`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Display names of the Skills tab's language values (spec section 3). */
const LANGUAGE_NAMES: Record<(typeof PROGRAMMING_LANGUAGES)[number], string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  csharp: 'C#',
  cpp: 'C++',
  php: 'PHP',
  ruby: 'Ruby',
  swift: 'Swift',
  kotlin: 'Kotlin',
  go: 'Go',
  rust: 'Rust',
  dart: 'Dart',
};
export const languageName = (code: string) =>
  LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code;
