import { z } from 'zod';
import { PAGINATION } from '../constants.js';

/** Body of every failed API response (decisions.md, API conventions). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A positive integer id in a path, e.g. /api/projects/{id}. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** `limit` and opaque `cursor` for every list (decisions.md, API conventions). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGINATION.maxLimit).default(PAGINATION.defaultLimit),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Optional URL field: a valid URL, or empty/null meaning "none" (spec 5, profile). */
export const optionalUrl = (message = 'Please enter a valid URL') =>
  z.union([z.url({ message }), z.literal(''), z.null()]).optional();
