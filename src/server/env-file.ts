/**
 * `.env` in the project root: settings in a file, read by every entry point through loadConfig.
 * The environment wins over the file (a deploy's variables override a checked-out default).
 * Strict, so that a mistake stops the start with one sentence instead of being ignored: a line
 * that is not `NAME=value` (or a comment), or a name one typo away from a setting's.
 *
 * Syntax: `NAME=value`, optionally `export NAME=value`; `#` starts a comment (at the start of a
 * line, or after a space in an unquoted value); values in '…' are taken as written, in "…" with
 * \n, \t, \" and \\ escapes; unquoted values are trimmed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { CommandLineError } from './command-line.js';

export interface EnvFile {
  /** The file's variables, in order. */
  values: Record<string, string>;
  /** The line each variable was set on (for messages). */
  lines: Record<string, number>;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Reads `file` if it exists (an empty result otherwise), checking names against `known`. */
export function readEnvFile(file: string, known: readonly string[]): EnvFile {
  if (!existsSync(file)) return { values: {}, lines: {} };
  return parseEnvFile(readFileSync(file, 'utf8'), known, file);
}

export function parseEnvFile(text: string, known: readonly string[], file = '.env'): EnvFile {
  const values: Record<string, string> = {};
  const lines: Record<string, number> = {};
  text.split(/\r?\n/).forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const equals = line.indexOf('=');
    const name = (equals === -1 ? line : line.slice(0, equals)).replace(/^export\s+/, '').trim();
    if (equals === -1 || !NAME.test(name)) {
      throw new CommandLineError(
        `${file} line ${lineNumber} is not NAME=value or a # comment: ${JSON.stringify(truncate(raw))}`,
      );
    }
    const near = known.includes(name) ? undefined : nearestName(name, known);
    if (near) {
      throw new CommandLineError(
        `${file} line ${lineNumber} sets ${name}, which is not a setting: did you mean ${near}?`,
      );
    }
    values[name] = valueOf(line.slice(equals + 1).trim(), `${file} line ${lineNumber}`);
    lines[name] = lineNumber;
  });
  return { values, lines };
}

function valueOf(text: string, where: string): string {
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    const end = closingQuote(text, quote);
    if (end === -1)
      throw new CommandLineError(`${where} has a value whose ${quote} is not closed.`);
    const rest = text.slice(end + 1).trim();
    if (rest !== '' && !rest.startsWith('#')) {
      throw new CommandLineError(`${where} has text after its quoted value: ${rest}`);
    }
    const inner = text.slice(1, end);
    return quote === "'" ? inner : inner.replace(/\\([nt"\\])/g, (_, c: string) => ESCAPES[c]!);
  }
  const comment = text.search(/(^|\s)#/);
  return (comment === -1 ? text : text.slice(0, comment)).trim();
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\' };

function closingQuote(text: string, quote: string): number {
  for (let i = 1; i < text.length; i += 1) {
    if (text[i] === '\\' && quote === '"') i += 1;
    else if (text[i] === quote) return i;
  }
  return -1;
}

const truncate = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * The known name this one is a typo of: one edit away for short names, two for names of eight
 * letters or more. Other unknown names pass (a .env may hold other tools' variables).
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const upper = name.toUpperCase();
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(upper, candidate);
    const allowed = candidate.length >= 8 ? 2 : 1;
    if (distance <= allowed && (!best || distance < best.distance)) {
      best = { name: candidate, distance };
    }
  }
  return best?.name;
}

/** Levenshtein distance, with a swap of two neighbours counting as one edit. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}
