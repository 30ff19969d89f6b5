/**
 * The facts of one fetched commit (docs/decisions/repo-insight.md, "Facts"), read from git's
 * object store: the tree's paths and sizes, then each readable blob once, in path order, kept
 * only while it is looked at.
 */
import { isRegularFile, type FetchedRepository, type TreeEntry } from '../../core/git/index.js';
import type { RepoFacts } from '@shared/contract/repo-insight.js';
import { CI, isCode, isVendored, languageOf, TEST_PATH, TODO } from '../../core/code/index.js';
import { dependencyNames, frameworksOf, manifestKind } from './manifests.js';

const DAY_MS = 86_400_000;
const TODOS_LISTED = 20;
const TODO_TEXT_MAX = 200;
const CHECKLIST_FILE = /(^|\/)(readme|todo|roadmap)(\.(md|markdown|txt|rst))?$/i;
const README = /^readme(\.[a-z]+)?$/i;
const LICENSE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

/** The license a file's text names, SPDX-style; 'Other' when none is recognised. */
export function licenseOf(text: string): string {
  const t = text.replace(/\s+/g, ' ');
  if (/GNU AFFERO GENERAL PUBLIC LICENSE/i.test(t)) return 'AGPL-3.0';
  if (/GNU LESSER GENERAL PUBLIC LICENSE/i.test(t))
    return /Version 2\.1/i.test(t) ? 'LGPL-2.1' : 'LGPL-3.0';
  if (/GNU GENERAL PUBLIC LICENSE/i.test(t)) return /Version 2,/i.test(t) ? 'GPL-2.0' : 'GPL-3.0';
  if (/Apache License,? Version 2\.0/i.test(t)) return 'Apache-2.0';
  if (/Mozilla Public License,? (Version|v\.?) ?2\.0/i.test(t)) return 'MPL-2.0';
  if (/Permission is hereby granted, free of charge/i.test(t)) return 'MIT';
  if (/Permission to use, copy, modify, and\/or distribute this software/i.test(t)) return 'ISC';
  if (/Redistribution and use in source and binary forms/i.test(t)) {
    return /Neither the name/i.test(t) ? 'BSD-3-Clause' : 'BSD-2-Clause';
  }
  if (/This is free and unencumbered software/i.test(t)) return 'Unlicense';
  return 'Other';
}

const isBinary = (content: Buffer) => content.subarray(0, 8000).includes(0);

function countLines(text: string): number {
  if (text.length === 0) return 0;
  let lines = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
    lines += 1;
  return text.endsWith('\n') ? lines : lines + 1;
}

export async function analyzeRepository(repo: FetchedRepository, now: Date): Promise<RepoFacts> {
  const tree = await repo.listTree();
  const files = tree.filter(isRegularFile);
  const own = files.filter((entry) => !isVendored(entry.path));

  const bytesByLanguage = new Map<string, number>();
  const codeFiles = new Set<string>();
  for (const entry of own) {
    const language = languageOf(entry.path);
    if (!isCode(language)) continue;
    codeFiles.add(entry.path);
    bytesByLanguage.set(language.name, (bytesByLanguage.get(language.name) ?? 0) + entry.size);
  }
  const totalBytes = [...bytesByLanguage.values()].reduce((sum, bytes) => sum + bytes, 0);
  const languages = [...bytesByLanguage]
    .map(([name, bytes]) => ({
      name,
      bytes,
      share: totalBytes ? Math.round((bytes / totalBytes) * 10_000) / 10_000 : 0,
    }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));

  const testFiles = own.filter((entry) => codeFiles.has(entry.path) && TEST_PATH.test(entry.path));
  const ci = CI.filter(([pattern]) => files.some((entry) => pattern.test(entry.path))).map(
    ([, name]) => name,
  );
  const rootFiles = files.filter((entry) => !entry.path.includes('/'));
  const readme = rootFiles.find((entry) => README.test(entry.path)) ?? null;
  const licenseFile = rootFiles.find((entry) => LICENSE.test(entry.path)) ?? null;

  let lines = 0;
  let todoCount = 0;
  const todoItems: RepoFacts['todos']['items'] = [];
  const checklist = { open: 0, done: 0 };
  const manifests: RepoFacts['manifests'] = [];
  const dependencies: string[] = [];
  let license: string | null = null;
  let packageLicense: string | null = null;

  const readable = own.filter((entry) => entry.size <= repo.limits.maxBlobBytes);
  await repo.readBlobs(readable, (entry: TreeEntry, content: Buffer) => {
    if (isBinary(content)) return;
    const text = content.toString('utf8');
    if (codeFiles.has(entry.path)) lines += countLines(text);
    if (TODO.test(text)) {
      text.split('\n').forEach((line, index) => {
        const marker = TODO.exec(line);
        if (!marker) return;
        todoCount += 1;
        if (todoItems.length < TODOS_LISTED) {
          const said = line.slice(marker.index).trim().slice(0, TODO_TEXT_MAX);
          todoItems.push({ path: entry.path, line: index + 1, text: said });
        }
      });
    }
    if (CHECKLIST_FILE.test(entry.path)) {
      checklist.open += text.match(/^\s*[-*+] \[ \]/gm)?.length ?? 0;
      checklist.done += text.match(/^\s*[-*+] \[[xX]\]/gm)?.length ?? 0;
    }
    const kind = manifestKind(entry.path);
    if (kind) {
      const names = dependencyNames(kind, text);
      manifests.push({ path: entry.path, kind, dependencies: names.length });
      dependencies.push(...names);
      if (entry.path === 'package.json') {
        try {
          const declared = (JSON.parse(text) as { license?: unknown }).license;
          if (typeof declared === 'string') packageLicense = declared;
        } catch {
          // Not JSON: no license from it.
        }
      }
    }
    if (entry === licenseFile) license = licenseOf(text);
  });

  const frameworks = frameworksOf(dependencies);
  if (testFiles.some((entry) => entry.path.endsWith('_test.go'))) frameworks.push('go test');
  if (codeFiles.size > 0 && own.some((entry) => /(^|\/)tests\/[^/]+\.rs$/.test(entry.path))) {
    frameworks.push('cargo test');
  }

  const lastCommitAt = await repo.commitDate();
  const recent = await repo.commitsSince(new Date(now.getTime() - 90 * DAY_MS));
  return {
    languages,
    files: files.length,
    lines,
    tests: { files: testFiles.length, frameworks: [...new Set(frameworks)].sort() },
    ci,
    todos: { count: todoCount, items: todoItems },
    checklist,
    lastCommitAt: lastCommitAt.toISOString(),
    commits90d: recent.length,
    authors90d: new Set(recent.map((commit) => commit.authorEmail)).size,
    manifests,
    license: license ?? packageLicense,
    readme: readme?.path ?? null,
  };
}
