/** PostgreSQL reports a unique violation as SQLSTATE 23505, with the constraint's name. */
export function uniqueViolation(error: unknown): string | null {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (candidate ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : null;
}
