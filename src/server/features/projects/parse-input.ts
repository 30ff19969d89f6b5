/**
 * Validates input the route schema cannot (multipart fields, or a body that may be either form)
 * and fails exactly as route validation does: 400, the first message, messages per field.
 */
import type { z } from 'zod';
import { badRequest } from '../../core/errors.js';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input', errors);
}
