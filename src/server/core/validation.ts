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
  refuseNul(value, 'body');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { issues } = result.error;
  throw badRequest(issues[0]?.message ?? 'Invalid input', fieldErrors(issues));
}

export const NUL_MESSAGE = 'Text cannot contain the NUL character';

/**
 * PostgreSQL's text cannot hold U+0000: a NUL anywhere in what a client sends (a path segment, a
 * search, a name, a key of an object) would reach the database as an error, a 500. It is refused
 * here, once for every route, with the field it was found in; nothing legitimate contains one.
 */
export function refuseNul(value: unknown, part: string): void {
  const at = nulPath(value);
  if (at === null) return;
  const field = at.join('.') || part;
  throw badRequest(NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
}

/** Where the first NUL is (as a path of keys), or null. Iterative: a deep JSON body cannot overflow the stack. */
export function nulPath(value: unknown): string[] | null {
  const pending: [unknown, string[]][] = [[value, []]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, [...path, String(index)]]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...path, key];
        pending.push([item, [...path, key]]);
      }
    }
  }
  return null;
}

/**
 * The zod validator compiler (fastify-type-provider-zod), refusing NUL characters first: every
 * route's params, query and body pass through here after its own `preValidation` hooks, so who
 * may ask is still settled before what was sent is judged.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    try {
      refuseNul(data, route.httpPart ?? 'body');
    } catch (error) {
      return { error: error as Error };
    }
    return validate(data);
  };
};
