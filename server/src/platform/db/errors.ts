/**
 * The unique constraint a failed insert/update violated (PostgreSQL 23505), looking through the
 * ORM's wrapper; undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = typeof candidate.message === 'string' ? /constraint "([^"]+)"/.exec(candidate.message) : null;
      return match?.[1] ?? 'unknown';
    }
    e = candidate.cause;
  }
  return undefined;
}
