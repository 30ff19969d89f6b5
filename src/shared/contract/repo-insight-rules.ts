/**
 * The repository snapshot's states, messages and the stack comparison, without Zod. `unread`: the
 * project has a code link that has not been asked to be read (a project from before snapshots,
 * or whose row was never written); its owner's refresh reads it.
 */
export const REPO_INSIGHT_STATUSES = ['unread', 'pending', 'ready', 'failed', 'refused'] as const;
export type RepoInsightStatus = (typeof REPO_INSIGHT_STATUSES)[number];

/** An owner refreshes at most once in this long. */
export const REFRESH_INTERVAL_MS = 60_000;

export const REPO_INSIGHT_MESSAGES = {
  noCodeLink: 'This project has no code link to read.',
  ownerOnly: 'Only the project’s owner can refresh its repository snapshot.',
  tooSoon: 'The repository was read less than a minute ago. Try again in a minute.',
} as const;

/** The technologies a listed name stands for, when it is a framework or runtime, not a language. */
const STACK_LANGUAGES: Record<string, string[]> = {
  react: ['JavaScript', 'TypeScript', 'TSX', 'JSX'],
  'react native': ['JavaScript', 'TypeScript', 'TSX'],
  'next.js': ['JavaScript', 'TypeScript', 'TSX'],
  'node.js': ['JavaScript', 'TypeScript'],
  node: ['JavaScript', 'TypeScript'],
  express: ['JavaScript', 'TypeScript'],
  vue: ['Vue', 'JavaScript', 'TypeScript'],
  angular: ['TypeScript', 'HTML'],
  svelte: ['Svelte', 'JavaScript', 'TypeScript'],
  django: ['Python', 'HTML'],
  flask: ['Python'],
  fastapi: ['Python'],
  rails: ['Ruby', 'HTML+ERB'],
  'ruby on rails': ['Ruby', 'HTML+ERB'],
  laravel: ['PHP', 'Blade'],
  spring: ['Java', 'Kotlin'],
  flutter: ['Dart'],
  '.net': ['C#'],
  tailwind: ['CSS'],
};

/**
 * The share of the code (by bytes) in languages the project's stack names, 0–1: a language
 * counts when the stack names it (any case) or a framework of it. Below one half, the project
 * page says the stack and the code differ.
 */
export function stackShare(
  languages: readonly { name: string; share: number }[],
  techStack: readonly string[],
): number {
  const named = new Set<string>();
  for (const technology of techStack) {
    const key = technology.trim().toLowerCase();
    named.add(key);
    for (const language of STACK_LANGUAGES[key] ?? []) named.add(language.toLowerCase());
  }
  return languages
    .filter((language) => named.has(language.name.toLowerCase()))
    .reduce((sum, language) => sum + language.share, 0);
}
