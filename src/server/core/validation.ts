/**
 * Validation failures, one shape everywhere (decisions.md, API conventions): 400 with the first
 * message and `errors: { field: [messages] }`. Route schemas fail through the error handler;
 * input a route schema cannot see (multipart fields, a body of either form) through `parseInput`.
 */
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
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { issues } = result.error;
  throw badRequest(issues[0]?.message ?? 'Invalid input', fieldErrors(issues));
}
