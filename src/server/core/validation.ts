/**
 * Validation failures, one shape everywhere (decisions.md, API conventions): 400 with the first
 * message and `errors: { field: [messages] }`. Route schemas fail through the error handler;
 * input a route schema cannot see (multipart fields, a body of either form) through `parseInput`.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors.js';

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Messages per field (`techStack.0`), `body` for the whole input, in the order zod found them. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  refuseUnstorableText(value, 'body');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { issues } = result.error;
  throw badRequest(issues[0]?.message ?? 'Invalid input', fieldErrors(issues));
}

export const NUL_MESSAGE = 'Text cannot contain the NUL character';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode (no unpaired surrogate)';

/** In a `u` regular expression a pair is one code point: only a surrogate alone matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why PostgreSQL could not store this text, or null. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * Text PostgreSQL cannot hold, refused here, once for every route, with the field it was found
 * in (a path segment, a search, a name, a key of an object), so it never reaches the database
 * as an error (a 500) or a silent change; nothing legitimate contains either:
 * - U+0000, which text columns refuse;
 * - a UTF-16 surrogate without its pair (JSON's "\ud800"), which jsonb refuses and text columns
 *   stored as U+FFFD.
 */
export function refuseUnstorableText(value: unknown, part: string): void {
  const found = unstorablePath(value);
  if (found === null) return;
  const field = found.path.join('.') || part;
  throw badRequest(found.message, { [field]: [found.message] });
}

/** Where the first unstorable text is (as a path of keys) and why, or null. Iterative: a deep JSON body cannot overflow the stack. */
export function unstorablePath(value: unknown): { path: string[]; message: string } | null {
  const pending: [unknown, string[]][] = [[value, []]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const message = unstorable(current);
      if (message) return { path, message };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, [...path, String(index)]]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const message = unstorable(key);
        if (message) return { path: [...path, key], message };
        pending.push([item, [...path, key]]);
      }
    }
  }
  return null;
}

/**
 * The zod validator compiler (fastify-type-provider-zod), refusing unstorable text first: every
 * route's params, query and body pass through here after its own `preValidation` hooks, so who
 * may ask is still settled before what was sent is judged.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    try {
      refuseUnstorableText(data, route.httpPart ?? 'body');
    } catch (error) {
      return { error: error as Error };
    }
    return validate(data);
  };
};
