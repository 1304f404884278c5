/** Postgres' foreign_key_violation (23503), whichever driver raised it and however drizzle wrapped it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
